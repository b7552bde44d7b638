// Known-good values from published sources (reference-checks.ts), each within its stated tolerance.
import { describe, expect, it } from 'vitest';

import { REFERENCE_CHECKS, errorOf } from './reference-checks';

describe('published reference values', () => {
  for (const check of REFERENCE_CHECKS) {
    it(`${check.what} = ${check.expected} (${check.source}; tol ${check.tolerance}${check.unit})`, () => {
      expect(Math.abs(errorOf(check))).toBeLessThan(check.tolerance);
    });
  }
});
