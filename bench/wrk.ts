import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Seeded = { id: number; token: string }[];
export type WrkResult = { perSecond: number; p50: number; p99: number };

/** wrk (C, from Debian's `wrk` package) loads the server without eating the CPU it measures. */
export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version exits 1 after printing its version.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('wrk is missing: apt-get install -y wrk', { cause: error });
    }
  }
}

function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`cannot read latency ${text}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** PATCHes random readings of the seeded set with their tokens for `seconds`. */
export function wrkPatch(url: string, readings: Seeded, connections: number, seconds: number): WrkResult {
  const script = path.join(tmpdir(), 'astral-wrk-patch.lua');
  const table = readings.map((reading) => `{${reading.id},"${reading.token}"}`).join(',');
  writeFileSync(
    script,
    `local readings = {${table}}
local times = {'"3:18 PM"', '"7:05 AM"', '"11:59 PM"', '"unknown"'}
request = function()
  local r = readings[math.random(#readings)]
  return wrk.format("PATCH", "/api/readings/" .. r[1],
    {["content-type"] = "application/json", ["authorization"] = "Bearer " .. r[2]},
    '{"birth_time":' .. times[math.random(#times)] .. '}')
end
done = function(summary)
  io.write(string.format("status errors: %d\\n", summary.errors.status))
end
`,
  );
  const output = execFileSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url], {
    encoding: 'utf8',
  });
  const status = /status errors: (\d+)/.exec(output)?.[1];
  if (status !== '0') throw new Error(`non-2xx answers during the run:\n${output}`);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p50 = /\n\s+50%\s+(\S+)/.exec(output)?.[1];
  const p99 = /\n\s+99%\s+(\S+)/.exec(output)?.[1];
  if (!perSecond || !p50 || !p99) throw new Error(`cannot read wrk output:\n${output}`);
  return { perSecond, p50: milliseconds(p50), p99: milliseconds(p99) };
}
