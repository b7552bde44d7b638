import { describe, expect, it } from 'vitest';

import { arrivedFromStepNine } from './limited-offer-popup';
import { STEP_TEN, STEP_TEN_PHILIPPINES, stepTenPathFor } from './use-step-ten-path';

describe('arrivedFromStepNine', () => {
  it('recognises step nine by its whole state or by name', () => {
    expect(arrivedFromStepNine({ subject: 'love', questions: ['Will I?'] })).toBe(true);
    expect(arrivedFromStepNine({ selectedSubject: 'career', question1: 'When?' })).toBe(true);
    expect(arrivedFromStepNine({ from: 'step-nine' })).toBe(true);
  });

  it('is false for a direct visit or a return from the other proof pages', () => {
    expect(arrivedFromStepNine({})).toBe(false);
    expect(arrivedFromStepNine({ subject: 'love' })).toBe(false);
    expect(arrivedFromStepNine({ subject: 'love', questions: ['Will I?'], fromVideoRev: true })).toBe(false);
    expect(arrivedFromStepNine({ from: 'step-nine', fromPdfReader: true })).toBe(false);
  });
});

describe('stepTenPathFor', () => {
  it('sends PH to the Philippines page and everything else to the default', () => {
    expect(stepTenPathFor('PH')).toBe(STEP_TEN_PHILIPPINES);
    expect(stepTenPathFor('ph')).toBe(STEP_TEN_PHILIPPINES);
    expect(stepTenPathFor('US')).toBe(STEP_TEN);
    expect(stepTenPathFor(null)).toBe(STEP_TEN);
  });
});
