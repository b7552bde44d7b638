import { describe, expect, it } from 'vitest';

import { findBondLength } from './find-bond-length';

describe('findBondLength', () => {
  it('reads how long a bond lasted, in months, with the words as written', () => {
    expect(findBondLength('Why do my relationships always end after a year?')).toEqual({
      phrase: 'after a year',
      months: 12,
    });
    expect(findBondLength('Lucia broke up with me last August after two years together.')?.months).toBe(24);
    expect(findBondLength('We were together for six months')?.months).toBe(6);
    expect(findBondLength('Will my ex come back?')).toBeNull();
  });
});
