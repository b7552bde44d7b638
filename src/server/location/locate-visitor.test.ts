import { describe, expect, it } from 'vitest';

import { type GeoIpReader, locateVisitor } from './locate-visitor';

/** A GeoIP database that answers every address with one record. */
const geoipAnswering = (record: object) => ({ get: () => record }) as unknown as GeoIpReader;

describe('locateVisitor', () => {
  it('takes a real country code from the CDN with its decoded, trimmed place names', () => {
    const headers = {
      'x-vercel-ip-country': ' ph ',
      'x-vercel-ip-country-region': '00',
      'x-vercel-ip-city': 'Quezon%20City',
    };
    expect(locateVisitor(headers, '127.0.0.1', null, true)).toEqual({
      country_code: 'PH',
      country_name: 'Philippines',
      region: '00',
      city: 'Quezon City',
    });
  });

  it.each(['XX', 'T1', 'ZZ', 'EU', 'UN', 'QQ', 'PHL', '', '%50H'])('ignores the non-country %j', (code) => {
    expect(
      locateVisitor({ 'cf-ipcountry': code, 'cf-ipcity': 'Manila' }, '127.0.0.1', null, true).country_code,
    ).toBeNull();
  });

  it.each([
    ['a 3 KB name', 'M'.repeat(3000)],
    ['81 characters', 'M'.repeat(81)],
    ['a NUL', 'Man%00ila'],
    ['a line break', 'Man\u000bila'],
    ['an encoded lone surrogate', 'Man%ED%A0%80ila'],
    ['a broken encoding', 'Man%E0ila'],
  ])('drops a city with %s and keeps the country', (_label, city) => {
    expect(locateVisitor({ 'cf-ipcountry': 'PH', 'cf-ipcity': city }, '127.0.0.1', null, true)).toMatchObject({
      country_code: 'PH',
      city: null,
    });
  });

  it('keeps an 80-character name', () => {
    expect(locateVisitor({ 'cf-ipcountry': 'PH', 'cf-ipcity': 'M'.repeat(80) }, '127.0.0.1', null, true).city).toBe(
      'M'.repeat(80),
    );
  });

  it('bounds what the GeoIP database gives as it bounds headers', () => {
    const geoip = geoipAnswering({
      country: { iso_code: 'PH', names: { en: 'Philippines' } },
      subdivisions: [{ names: { en: 'Metro\u0000Manila' } }],
      city: { names: { en: '\uD800Manila' } },
    });
    expect(locateVisitor({}, '203.0.113.7', geoip, true)).toEqual({
      country_code: 'PH',
      country_name: 'Philippines',
      region: null,
      city: null,
    });
    expect(
      locateVisitor({}, '203.0.113.7', geoipAnswering({ country: { iso_code: 'XX', names: { en: 'Nowhere' } } }), true)
        .country_code,
    ).toBeNull();
  });
});
