import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { citySearchQuerySchema } from './city';
import { trackEventSchema } from './events';
import { createReadingSchema, readingPatchSchema, startCheckoutSchema, visitSchema } from './reading';
import { isSavableText, safeText, truncateText } from './safe-text';
import { bucketSchema } from './storage';

describe('isSavableText', () => {
  it.each([
    ['plain text', 'Will I find love this year?'],
    ['accents and other scripts', 'Zoë Nguyễn, 東京, Łódź'],
    ['an emoji (a surrogate pair)', 'Love 💖'],
    ['typographic quotes and dashes', 'O’Neil – “yes”'],
  ])('accepts %s on one line', (_label, value) => {
    expect(isSavableText(value)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00'],
    ['a reversed pair', '\uDE00\uD83D'],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['an escape', 'a\u001b[31mred'],
    ['DEL', 'a\u007f'],
  ])('refuses %s on one line', (_label, value) => {
    expect(isSavableText(value)).toBe(false);
  });

  it('lets free text keep tab, line feed and carriage return, and nothing else below space', () => {
    expect(isSavableText('first line\r\nsecond\tline', true)).toBe(true);
    expect(isSavableText('a\u0000b', true)).toBe(false);
    expect(isSavableText('a\u000bb', true)).toBe(false);
    expect(isSavableText('a\uD800b', true)).toBe(false);
  });
});

describe('safeText', () => {
  it('names the field in its messages', () => {
    const question = safeText('Your question');
    expect(question.safeParse('why?\u0000').error?.issues[0]?.message).toBe(
      'Your question contains a character that cannot be saved.',
    );
    expect(question.safeParse(42).error?.issues[0]?.message).toBe('Your question must be text.');
  });

  it('reports the unsavable character before any later check of the field', () => {
    const name = safeText('Your name', { trim: true })
      .min(2, 'too short')
      .regex(/^[a-z]+$/, 'letters only');
    expect(name.safeParse('\u0000').error?.issues[0]?.message).toBe(
      'Your name contains a character that cannot be saved.',
    );
  });

  it('trims before checking when asked, so a pasted trailing line break is not refused', () => {
    expect(safeText('Your city', { trim: true }).parse(' Rome\n')).toBe('Rome');
    expect(safeText('Your city').safeParse(' Rome\n').success).toBe(false);
  });
});

describe('truncateText', () => {
  it('never leaves half of a surrogate pair', () => {
    expect(truncateText('ab💖', 3)).toBe('ab');
    expect(truncateText('ab💖', 4)).toBe('ab💖');
    expect(truncateText('abcdef', 3)).toBe('abc');
  });
});

/** A valid input of each request schema; every string in it is a field a visitor's request can fill. */
const REQUESTS: [string, z.ZodType, unknown][] = [
  [
    'reading patch',
    readingPatchSchema,
    {
      name: 'Zoë Nguyễn',
      email: 'zoe@example.com',
      gender: 'female',
      birth_date: '1990-02-28',
      birth_time: '3:18 PM',
      birth_city_name: 'Rome',
      birth_city_country: 'Italy',
      birth_city_state: 'Lazio',
      birth_city_lat: 41.9,
      birth_city_lon: 12.5,
      birth_city_timezone: 'Europe/Rome',
      zodiac_sign: 'Pisces',
      ascendant: 'Leo',
      selected_subject: 'love',
      question1: 'Will I find love?',
      question2: 'Will I travel?',
      question3: 'Should I move?',
      additional_info: 'Born in a storm',
      selected_price: '$29',
      payment_method: 'card',
    },
  ],
  [
    'reading creation',
    createReadingSchema,
    { gender: 'male', name: 'Anna Rossi', email: 'anna@example.com', birth_city_name: 'Rome' },
  ],
  ['visit', visitSchema, { page: 'step_ten' }],
  [
    'checkout',
    startCheckoutSchema,
    {
      selected_price: '$49',
      payment_method: 'card',
      email: 'zoe@example.com',
      selected_subject: 'career',
      question1: 'Should I change jobs?',
      question2: 'Will I travel?',
      question3: 'Who?',
      additional_info: 'Nothing more',
    },
  ],
  [
    'marketing event',
    trackEventSchema,
    {
      eventName: 'Lead',
      eventId: 'abcdef0123456789',
      eventData: { content_name: 'step-one' },
      readingId: 7,
      sourceUrl: 'https://astral.example/step-one',
      fbc: 'fb.1.1700000000000.abc',
      fbp: 'fb.1.1700000000000.123',
      externalId: 'ext-1',
      consent: true,
      email: 'zoe@example.com',
      firstName: 'Zoë',
      lastName: 'Nguyễn',
      birthDate: '1990-02-28',
    },
  ],
  ['city search', citySearchQuerySchema, { q: 'Rome' }],
];

/** Fields whose own format or list already refuses the character, with their own message. */
const OWN_MESSAGE = new Set([
  'email',
  'gender',
  'birth_date',
  'birth_time',
  'zodiac_sign',
  'ascendant',
  'selected_subject',
  'selected_price',
  'payment_method',
  'page',
  'eventName',
]);

const HOSTILE = [
  ['NUL', '\u0000'],
  ['a lone surrogate', '\uD800'],
  ['an escape character', '\u001b'],
] as const;

/** Every way to put `bad` into one string of the sample: each value, and each key of a nested record. */
function spoiledCopies(
  sample: Record<string, unknown>,
  bad: string,
): { path: string[]; input: Record<string, unknown> }[] {
  return Object.entries(sample).flatMap(([field, value]) => {
    if (typeof value === 'string') {
      const middle = Math.ceil(value.length / 2);
      return [
        { path: [field], input: { ...sample, [field]: `${value.slice(0, middle)}${bad}${value.slice(middle)}` } },
      ];
    }
    if (value === null || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, inner]) => [
      { path: [field, `${key}${bad}`], input: { ...sample, [field]: { [`${key}${bad}`]: inner } } },
      ...(typeof inner === 'string'
        ? [{ path: [field, key], input: { ...sample, [field]: { [key]: `${inner}${bad}` } } }]
        : []),
    ]);
  });
}

describe.each(REQUESTS)('the %s schema', (_name, schema, sample) => {
  it('accepts the sample', () => {
    expect(schema.safeParse(sample).success).toBe(true);
  });

  it.each(HOSTILE)('refuses %s in every text field, naming the field', (_label, bad) => {
    const copies = spoiledCopies(sample as Record<string, unknown>, bad);
    expect(copies.length).toBeGreaterThan(0);
    for (const { path, input } of copies) {
      const issue = schema.safeParse(input).error?.issues[0];
      expect(issue?.path, path.join('.')).toEqual(path);
      const field = path[0] as string;
      if (!OWN_MESSAGE.has(field))
        expect(issue?.message, path.join('.')).toMatch(/contains a character that cannot be saved\.$/);
    }
  });
});

describe('the storage bucket', () => {
  it('refuses anything but a known bucket', () => {
    expect(bucketSchema.safeParse('pdf').success).toBe(true);
    expect(bucketSchema.safeParse('pdf\u0000').error?.issues[0]?.message).toBe('Unknown storage bucket.');
  });
});
