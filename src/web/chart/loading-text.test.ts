import { describe, expect, it } from 'vitest';

import { loadingText } from './loading-text';

describe('loadingText', () => {
  it('changes at 30, 60 and 90', () => {
    expect([0, 29, 30, 59, 60, 89, 90, 95, 100].map(loadingText)).toEqual([
      'Connecting to the cosmos...',
      'Connecting to the cosmos...',
      'Reading celestial patterns...',
      'Reading celestial patterns...',
      'Calculating planetary influences...',
      'Calculating planetary influences...',
      'Finalizing your cosmic profile...',
      'Finalizing your cosmic profile...',
      'Finalizing your cosmic profile...',
    ]);
  });
});
