// `npm run chart -- --input FILE [--houses P,W,E,K]`: natal charts in bulk, JSON lines in and out
// (format: docs/interfaces.md, "Chart I/O"). A line that cannot be computed gets
// {"id":..,"error":".."} and the run goes on.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { find as findZones } from 'geo-tz/all';
import { computeChart } from '../../astro/compute-chart';
import type { NatalChart } from '../../astro/chart-types';
import type { HouseSystem } from '../../astro/houses';

const HOUSE_CODES: readonly HouseSystem[] = ['P', 'W', 'E', 'K'];

interface Options {
  input: string;
  houses: HouseSystem[];
}

function parseArgs(argv: readonly string[]): Options {
  const opts: Options = { input: '-', houses: ['P'] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--input' || arg === '-i') opts.input = value();
    else if (arg === '--houses') {
      const codes = value()
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      for (const c of codes) {
        if (!(HOUSE_CODES as readonly string[]).includes(c))
          throw new Error(`unknown house system "${c}" (use P, W, E, K)`);
      }
      opts.houses = [...new Set(codes as HouseSystem[])];
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write('usage: npm run chart -- --input FILE|- [--houses P,W,E,K]\n');
      process.exit(0);
    } else throw new Error(`unknown argument "${arg}"`);
  }
  return opts;
}

/**
 * IANA zone for a place, offline. geo-tz's "all" data keeps zones that differ before
 * 1970 (the default data merges them), which matters for historical births.
 */
export function zoneForPlace(lat: number, lon: number): string {
  const zone = findZones(lat, lon)[0];
  if (!zone) throw new Error(`no time zone found for ${lat}, ${lon}`);
  return zone;
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
/** Truncated, so a body at 29.99999 in a sign never prints as 30. */
const t4 = (x: number) => Math.floor(x * 1e4) / 1e4;

export function chartToJson(id: unknown, chart: NatalChart): Record<string, unknown> {
  const bodies: Record<string, unknown> = {};
  for (const p of chart.planets) {
    const degree = t4(p.degree);
    bodies[p.planet] = {
      lon: r4(Math.floor(p.lon / 30) * 30 + degree),
      sign: p.sign,
      degree,
      house: p.house,
      retrograde: p.retrograde,
      speed: r4(p.speed),
    };
  }
  const houses: Record<string, unknown> = {};
  for (const [code, set] of Object.entries(chart.houseSystems)) {
    if (!set) continue;
    const cusps = set.houses.map((h) => r4(h.lon) % 360);
    houses[code] = {
      asc: r4(chart.ascendant.lon) % 360,
      mc: r4(chart.midheaven.lon) % 360,
      cusps,
      system: set.used,
      ...(set.fallback ? { fallback: true, note: set.note } : {}),
    };
  }
  const m = chart.moment;
  return {
    id,
    utc: m.utc,
    zone: m.zone,
    offsetSeconds: m.offsetSeconds,
    timeKnown: m.timeKnown,
    ...(m.resolution !== 'exact' ? { timeResolution: m.resolution, note: m.note } : {}),
    bodies,
    houses,
    aspects: chart.aspects.map((a) => ({ ...a, orb: Math.round(a.orb * 100) / 100 })),
  };
}

function field(obj: Record<string, unknown>, key: string, type: 'string' | 'number', optional = false): unknown {
  const v = obj[key];
  if (v === undefined || v === null) {
    if (optional) return undefined;
    throw new Error(`missing "${key}"`);
  }
  if (typeof v !== type) throw new Error(`"${key}" must be a ${type}`);
  return v;
}

export function processLine(line: string, houses: readonly HouseSystem[]): string {
  let id: unknown = null;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('each line must be a JSON object');
    const obj = parsed as Record<string, unknown>;
    id = obj.id ?? null;
    const tz = field(obj, 'tz', 'string', true) as string | undefined;
    const chart = computeChart({
      date: field(obj, 'date', 'string') as string,
      time: field(obj, 'time', 'string') as string,
      lat: field(obj, 'lat', 'number') as number,
      lon: field(obj, 'lon', 'number') as number,
      ...(tz ? { zone: tz } : { resolveZone: zoneForPlace }),
      houseSystems: houses,
    });
    return JSON.stringify(chartToJson(id, chart));
  } catch (err) {
    return JSON.stringify({ id, error: err instanceof Error ? err.message : String(err) });
  }
}

async function main(): Promise<void> {
  let opts: Options;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
    return;
  }
  const input = opts.input === '-' ? process.stdin : createReadStream(opts.input);
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    process.stdout.write(processLine(line, opts.houses) + '\n');
  }
}

const invokedDirectly = process.argv[1] !== undefined && /chart\.ts$/.test(process.argv[1]);
if (invokedDirectly) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  });
}
