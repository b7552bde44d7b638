import type { IncomingHttpHeaders } from 'node:http';

import maxmind, { type CityResponse, type Reader } from 'maxmind';

import type { VisitorLocation } from '../../domain/reading';

const NONE: VisitorLocation = { country_name: null, region: null, city: null, country_code: null };

const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country'];
const REGION_HEADERS = ['cf-region', 'cloudfront-viewer-country-region-name', 'x-vercel-ip-country-region'];
const CITY_HEADERS = ['cf-ipcity', 'cloudfront-viewer-city', 'x-vercel-ip-city'];

/** Longer than any real region or city name a CDN or GeoIP database gives. */
const MAX_PLACE_NAME = 80;

// Codes Intl names that are no country (unknown, EU, eurozone, UN, outlying Oceania); Cloudflare's
// XX (unknown) and T1 (Tor) Intl does not name at all.
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A country's English name when the code is a real two-letter country code, else null. */
function countryName(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return null;
  return countryNames.of(code) ?? null;
}

/** A place name worth storing: trimmed, bounded, no control characters or lone surrogates; else null. */
function placeName(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed || trimmed.length > MAX_PLACE_NAME || /[\p{Cc}\p{Cs}]/u.test(trimmed)) return null;
  return trimmed;
}

function firstHeader(headers: IncomingHttpHeaders, names: string[]): string | null {
  for (const name of names) {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text) return text;
  }
  return null;
}

/** Vercel and CloudFront percent-encode non-ASCII place names; one that does not decode is dropped. */
function decodePlace(text: string | null): string | null {
  if (text === null) return null;
  try {
    return placeName(decodeURIComponent(text));
  } catch {
    return null;
  }
}

/** Location from the headers a CDN sets (Cloudflare, CloudFront, Vercel), when present and valid. */
export function locateFromHeaders(headers: IncomingHttpHeaders): VisitorLocation | null {
  const code = firstHeader(headers, COUNTRY_HEADERS)?.trim().toUpperCase() ?? '';
  const name = countryName(code);
  if (!name) return null;
  return {
    country_code: code,
    country_name: name,
    region: decodePlace(firstHeader(headers, REGION_HEADERS)),
    city: decodePlace(firstHeader(headers, CITY_HEADERS)),
  };
}

export type GeoIpReader = Reader<CityResponse>;

export async function openGeoIp(file: string): Promise<GeoIpReader> {
  return maxmind.open<CityResponse>(file);
}

function locateFromGeoIp(ip: string, geoip: GeoIpReader): VisitorLocation | null {
  const hit = maxmind.validate(ip) ? geoip.get(ip) : null;
  const code = hit?.country?.iso_code ?? '';
  const name = countryName(code);
  if (!name) return null;
  return {
    country_code: code,
    country_name: placeName(hit?.country?.names.en) ?? name,
    region: placeName(hit?.subdivisions?.[0]?.names.en),
    city: placeName(hit?.city?.names.en),
  };
}

/**
 * The CDN's headers first, but only behind a trusted proxy (otherwise they are whatever the client
 * typed), then the configured MaxMind-format database at the connection address, else nulls: the
 * flow goes on.
 */
export function locateVisitor(
  headers: IncomingHttpHeaders,
  ip: string,
  geoip: GeoIpReader | null,
  trustCdnHeaders: boolean,
): VisitorLocation {
  return (trustCdnHeaders ? locateFromHeaders(headers) : null) ?? (geoip ? locateFromGeoIp(ip, geoip) : null) ?? NONE;
}
