import { describe, expect, it } from 'vitest';

import { deviceClassOf } from './device-class';

describe('deviceClassOf', () => {
  it('tells phones by their short side, then tablets by touch', () => {
    expect(deviceClassOf({ width: 390, height: 844 }, true)).toBe('phone');
    expect(deviceClassOf({ width: 844, height: 390 }, true)).toBe('phone');
    expect(deviceClassOf({ width: 820, height: 1180 }, true)).toBe('tablet');
    expect(deviceClassOf({ width: 1920, height: 1080 }, false)).toBe('desktop');
    expect(deviceClassOf({ width: 1366, height: 768 }, false)).toBe('desktop');
  });
});
