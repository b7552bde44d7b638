import type { IncomingHttpHeaders } from 'node:http';

import maxmind, { type CityResponse, type Reader } from 'maxmind';

import type { VisitorLocation } from '../../domain/reading';

const NONE: VisitorLocation = { country_name: null, region: null, city: null, country_code: null };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  try {
    // Vercel and CloudFront percent-encode non-ASCII place names.
    return decodeURIComponent(text).trim() || null;
  } catch {
    return text.trim() || null;
  }
}

function countryName(code: string): string | null {
  try {
    return countryNames.of(code) ?? null;
  } catch {
    return null;
  }
}

/** Location from the headers a CDN sets (Cloudflare, CloudFront, Vercel), when present. */
export function locateFromHeaders(headers: IncomingHttpHeaders): VisitorLocation | null {
  const code = (
    header(headers, 'cf-ipcountry') ??
    header(headers, 'cloudfront-viewer-country') ??
    header(headers, 'x-vercel-ip-country')
  )?.toUpperCase();
  // Cloudflare's XX (unknown) and T1 (Tor) are not countries.
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1') return null;
  return {
    country_code: code,
    country_name: countryName(code),
    region:
      header(headers, 'cf-region') ??
      header(headers, 'cloudfront-viewer-country-region-name') ??
      header(headers, 'x-vercel-ip-country-region'),
    city: header(headers, 'cf-ipcity') ?? header(headers, 'cloudfront-viewer-city') ?? header(headers, 'x-vercel-ip-city'),
  };
}

export type GeoIpReader = Reader<CityResponse>;

export async function openGeoIp(file: string): Promise<GeoIpReader> {
  return maxmind.open<CityResponse>(file);
}

/** Headers first, then the configured MaxMind-format database, else nulls: the flow goes on. */
export function locateVisitor(headers: IncomingHttpHeaders, ip: string, geoip: GeoIpReader | null): VisitorLocation {
  const fromHeaders = locateFromHeaders(headers);
  if (fromHeaders) return fromHeaders;
  if (!geoip) return NONE;
  const hit = maxmind.validate(ip) ? geoip.get(ip) : null;
  const code = hit?.country?.iso_code ?? null;
  if (!code) return NONE;
  return {
    country_code: code,
    country_name: hit?.country?.names.en ?? countryName(code),
    region: hit?.subdivisions?.[0]?.names.en ?? null,
    city: hit?.city?.names.en ?? null,
  };
}
