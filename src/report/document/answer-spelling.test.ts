import { describe, expect, it } from 'vitest';
import { MANILA, ROME, SITE } from '../synthesis/test-fixtures';
import type { ReadingInput } from '../synthesis/reading-input';
import { buildReadingDocument } from './build-reading-document';
import { checkSpelling } from './check-spelling';

const NOW = new Date('2026-11-28T09:00:00Z');

const READINGS: [string, ReadingInput][] = [
  [
    'Rome, birth time known',
    {
      ...ROME,
      questions: ['When will I meet the right person?', 'Should I move to Milan?', 'Should I study medicine or law?'],
      additionalInfo: 'We broke up last August after three years together.',
    },
  ],
  ['Manila, birth time unknown', MANILA],
];

describe('the spelling of the answers', () => {
  it('flags a misspelling and a doubled word, but not the client’s quoted words or the names they gave', () => {
    const report = checkSpelling(
      ['Yes: the the Sun trines your Midheaven, and teh move to Zürich can wait.', 'You wrote “tommorow i will go”.'],
      ['Should I move to Zürich?'],
    );
    expect(report.misspelled.map((error) => error.word)).toEqual(['teh']);
    expect(report.doubled.map((doubled) => doubled.words)).toEqual(['the the']);
  });

  it.each(READINGS)('%s: every answer is spelled right, with no doubled word', (_, input) => {
    const doc = buildReadingDocument(input, SITE, NOW);
    expect(doc.questions).toHaveLength(3);
    for (const answer of doc.questions) {
      const sources = [answer.question, input.additionalInfo ?? '', input.name, input.birthCity];
      const report = checkSpelling(answer.paragraphs, sources);
      expect(report.misspelled.map((error) => `${error.word}: ${error.sentence}`)).toEqual([]);
      expect(report.doubled.map((doubled) => `${doubled.words}: ${doubled.sentence}`)).toEqual([]);
    }
  });
});
