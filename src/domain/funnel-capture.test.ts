import { describe, expect, it } from 'vitest';

import { firstVisitSchema, stepRecordSchema, validFirstVisit } from './funnel-capture';

describe('first visit', () => {
  it('keeps the fields that pass their rule and leaves out the others', () => {
    expect(
      validFirstVisit({
        utm_source: 'facebook',
        utm_campaign: 'x'.repeat(201),
        utm_term: 'bad\u0000value',
        fbclid: 'IwAR_test-123',
        device_class: 'phone',
        landing_path: '/love',
        unknown: 'dropped',
      }),
    ).toEqual({ utm_source: 'facebook', fbclid: 'IwAR_test-123', device_class: 'phone', landing_path: '/love' });
    expect(validFirstVisit({ fbclid: 'has space', landing_path: '//evil.example', device_class: 'watch' })).toEqual({});
  });

  it('refuses a whole first visit with an unknown field', () => {
    expect(firstVisitSchema.safeParse({ utm_id: '1' }).success).toBe(false);
  });
});

describe('step record', () => {
  it('takes known steps and the two kinds only', () => {
    expect(stepRecordSchema.safeParse({ step: '/step-one', kind: 'view' }).success).toBe(true);
    expect(stepRecordSchema.safeParse({ step: '/love', kind: 'complete' }).success).toBe(true);
    expect(stepRecordSchema.safeParse({ step: '/reviews', kind: 'view' }).success).toBe(false);
    expect(stepRecordSchema.safeParse({ step: '/step-one', kind: 'exit' }).success).toBe(false);
  });
});
