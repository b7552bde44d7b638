import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, it } from 'vitest';

import { normaliseEmail } from './email-address';
import { emailSchema } from './person';

/** What the mail library would send to: every address it finds in the header value. */
const recipients = (value: string) => addressparser(value, { flatten: true }).map((entry) => entry.address);

describe('normaliseEmail', () => {
  it.each([
    ['plain', 'zoe@example.com', 'zoe@example.com'],
    ['plus addressing', 'zoe+astral@example.com', 'zoe+astral@example.com'],
    ['dots and digits in the local part', 'zoe.nguyen.1990@mail.example.co.uk', 'zoe.nguyen.1990@mail.example.co.uk'],
    ['IDN domain', 'anna@bücher.example', 'anna@bücher.example'],
    ['punycode domain', 'anna@xn--bcher-kva.example', 'anna@xn--bcher-kva.example'],
    ['unicode local part', 'zoë@example.com', 'zoë@example.com'],
    ['non-Latin local part and domain', 'пользователь@пример.рф', 'пользователь@пример.рф'],
    ['surrounding spaces are trimmed', '  zoe@example.com\n', 'zoe@example.com'],
    ["domain lower-cased, local part's case kept", 'Zoe.Nguyen@Example.COM', 'Zoe.Nguyen@example.com'],
    ['decomposed accents composed (NFC)', 'zoe\u0308@example.com', 'zoë@example.com'],
    ['hyphen inside a domain label', 'a@my-site.example', 'a@my-site.example'],
    ['local part of 64 characters', `${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
    [
      'an address of 254 octets',
      `a@${`${'b'.repeat(60)}.`.repeat(4)}${'c'.repeat(4)}.com`,
      `a@${`${'b'.repeat(60)}.`.repeat(4)}${'c'.repeat(4)}.com`,
    ],
  ])('accepts %s', (_label, input, stored) => {
    expect(normaliseEmail(input)).toBe(stored);
  });

  it.each([
    ['a display name before angle brackets', 'x<attacker@evil.example>'],
    ['a display name with a space', 'Victim Name <attacker@evil.example>'],
    ['a quoted display name', '"victim@example.com" <attacker@evil.example>'],
    ['bare angle brackets', '<zoe@example.com>'],
    ['two addresses', 'a@b.example, d@e.example'],
    ['two addresses with a semicolon', 'a@b.example; d@e.example'],
    ['a comment after the address', 'zoe@example.com (x)'],
    ['a comment inside the local part', 'zoe(x)@example.com'],
    ['a group', 'friends: a@b.example, c@d.example;'],
    ['an empty group', 'undisclosed-recipients:;'],
    ['a quoted local part', '"zoe nguyen"@example.com'],
    ['a quoted local part without spaces', '"zoe"@example.com'],
    ['an IPv4 literal domain', 'zoe@[192.0.2.1]'],
    ['an IPv6 literal domain', 'zoe@[IPv6:2001:db8::1]'],
    ['a domain without a dot', 'zoe@localhost'],
    ['no domain', 'zoe@'],
    ['no local part', '@example.com'],
    ['no at sign', 'zoe.example.com'],
    ['two at signs', 'zoe@evil@example.com'],
    ['a space inside', 'zoe nguyen@example.com'],
    ['a trailing dot in the domain', 'zoe@example.com.'],
    ['two dots in a row', 'zoe..nguyen@example.com'],
    ['a domain label starting with a hyphen', 'zoe@-example.com'],
    ['symbols in the domain', 'zoe@exa!mple.com'],
    ['a NUL character', 'zoe@example.com\u0000'],
    ['a NUL character inside', 'zo\u0000e@example.com'],
    ['a lone surrogate in the domain', 'zoe@\uD800example.com'],
    ['a line break inside', 'zoe@exa\nmple.com'],
    ['a local part over 64 octets', `${'a'.repeat(65)}@example.com`],
    ['a local part over 64 octets in UTF-8', `${'ë'.repeat(33)}@example.com`],
    ['an address of 255 octets', `a@${`${'b'.repeat(60)}.`.repeat(4)}${'c'.repeat(5)}.com`],
    ['a 1 MB string', `${'a'.repeat(1_000_000)}@example.com`],
    ['nothing', ''],
  ])('refuses %s', (_label, input) => {
    expect(normaliseEmail(input)).toBeNull();
  });

  it('accepts what the mail library reads back as exactly that one recipient', () => {
    const decorated = fc.oneof(
      fc.emailAddress(),
      fc
        .tuple(fc.emailAddress(), fc.constantFrom('<', '>', ',', ';', ':', '"', '(', ')', ' ', '\\', '@'), fc.nat())
        .map(([address, extra, at]) => {
          const cut = at % (address.length + 1);
          return `${address.slice(0, cut)}${extra}${address.slice(cut)}`;
        }),
      fc.tuple(fc.string(), fc.emailAddress()).map(([name, address]) => `${name} <${address}>`),
    );
    fc.assert(
      fc.property(decorated, (input) => {
        const stored = normaliseEmail(input);
        if (stored !== null) expect(recipients(stored)).toEqual([stored]);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every generated plain address, with its domain in lower case', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const at = address.lastIndexOf('@');
        expect(normaliseEmail(address)).toBe(`${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('emailSchema', () => {
  it('gives the spec messages: required when empty, invalid otherwise', () => {
    expect(emailSchema.safeParse('   ').error?.issues[0]?.message).toBe('Email is required');
    expect(emailSchema.safeParse('x<attacker@evil.example>').error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(emailSchema.safeParse('zoe@example.com\u0000').error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(emailSchema.safeParse(42).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('gives the normalised address', () => {
    expect(emailSchema.parse(' Zoe@Example.COM ')).toBe('Zoe@example.com');
  });
});
