import { describe, expect, it } from 'vitest';

import { csvAmount, csvField, csvShare, toCsv } from './download-csv';

describe('CSV for the console', () => {
  it('quotes only what RFC 4180 requires, doubling quotes inside', () => {
    expect(csvField('winter_love')).toBe('winter_love');
    expect(csvField('29.00 USD')).toBe('29.00 USD');
    expect(csvField('love, winter')).toBe('"love, winter"');
    expect(csvField('the "big" sale')).toBe('"the ""big"" sale"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('')).toBe('');
  });

  it('neutralises anything a spreadsheet would run as a formula with a leading quote', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2.00 USD')).toBe("'-2.00 USD");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes the header first and ends every record with CRLF', () => {
    expect(
      toCsv(
        ['Step', 'Visitors'],
        [
          ['Gender, landing', '1,234'],
          ['=cmd', '5'],
        ],
      ),
    ).toBe('Step,Visitors\r\n"Gender, landing","1,234"\r\n\'=cmd,5\r\n');
  });

  it('writes numbers as plain numbers (a negative one is no formula), booleans as words, nothing as an empty cell', () => {
    expect(toCsv(['Net', 'Share', 'Marked', 'Median'], [[-29, 0.25, true, null]])).toBe(
      'Net,Share,Marked,Median\r\n-29,0.25,true,\r\n',
    );
    expect(toCsv(['N'], [[Number.NaN]])).toBe('N\r\n\r\n');
  });

  it('turns shares into fractions to four places and minor units into plain amounts', () => {
    expect(csvShare(1)).toBe(1);
    expect(csvShare(0.123456)).toBe(0.1235);
    expect(csvShare(null)).toBeNull();
    expect(csvAmount(269_700)).toBe(2697);
    expect(csvAmount(1_999)).toBe(19.99);
    expect(csvAmount(-2_900)).toBe(-29);
  });
});
