import { describe, expect, it } from 'vitest';
import { Voice } from './voice';

describe('Voice', () => {
  it('picks the same variant for the same reading and slot', () => {
    const variants = ['one', 'two', 'three', 'four', 'five'];
    expect(new Voice('a').pick('slot', variants)).toBe(new Voice('a').pick('slot', variants));
  });

  it('never gives one reading the same text twice while another is unused', () => {
    const voice = new Voice('seed');
    const variants = ['one', 'two', 'three'];
    const picked = [voice.pick('x', variants), voice.pick('x', variants), voice.pick('x', variants)];
    expect(new Set(picked).size).toBe(3);
  });

  it('takes an avoided variant only when every other one is used', () => {
    const voice = new Voice('seed');
    const variants = ['keep one', 'avoid me', 'keep two'];
    const avoid = (text: string) => text.startsWith('avoid');
    expect(voice.pick('x', variants, avoid)).not.toBe('avoid me');
    expect(voice.pick('x', variants, avoid)).not.toBe('avoid me');
    expect(voice.pick('x', variants, avoid)).toBe('avoid me');
  });
});
