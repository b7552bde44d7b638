import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { createScratchDatabase, DATABASE_KINDS } from './test-databases';
import { startServerChild, type ServerChild } from './server-child';

const READINGS = 30;
const KILLS = 3;
/** Acknowledged updates per round before the kill: enough that the kill lands mid-load. */
const ACKS_BEFORE_KILL = 600;
const HIGH_LIMIT = '1000000';

type Server = ServerChild;

/** Every server this file started, so none outlives a failed test. */
const started = new Set<ChildProcess>();
type Tracked = { id: number; token: string; acked: number; attempted: number };

async function startServer(database: Record<string, string>): Promise<Server> {
  return startServerChild(
    {
      ...process.env,
      ...database,
      DELIVERY_WORKER: 'false',
      WEB_DIR: path.join(tmpdir(), 'astral-no-web-app'),
      LOG_LEVEL: 'warn',
      CREATE_RATE_LIMIT: HIGH_LIMIT,
      WRITE_RATE_LIMIT: HIGH_LIMIT,
      READING_RATE_LIMIT: HIGH_LIMIT,
    },
    started,
  );
}

function killChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const killServer = (server: Server) => killChild(server.child);

async function createReading(base: string): Promise<Tracked> {
  const response = await fetch(`${base}/api/readings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gender: 'female' }),
  });
  expect(response.status).toBe(201);
  const { id, token } = (await response.json()) as { id: number; token: string };
  return { id, token, acked: 0, attempted: 0 };
}

async function storedValue(base: string, reading: Tracked): Promise<number> {
  const response = await fetch(`${base}/api/readings/${reading.id}`, {
    headers: { authorization: `Bearer ${reading.token}` },
  });
  expect(response.status).toBe(200);
  const { question1 } = (await response.json()) as { question1: string | null };
  return question1 === null ? 0 : Number(question1.slice(2));
}

/**
 * One loop per reading, so each reading has one update in flight at a time and its values rise in
 * the order they were answered: after a crash the stored value must be the last acknowledged one
 * or the one in flight at the kill, never older. The loop ends at the first request that gets no
 * answer (the server is gone).
 */
async function updateUntilGone(
  base: string,
  reading: Tracked,
  counter: { acks: number },
  onAck: () => void,
): Promise<void> {
  for (;;) {
    const value = reading.attempted + 1;
    reading.attempted = value;
    let status: number;
    try {
      const response = await fetch(`${base}/api/readings/${reading.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${reading.token}` },
        body: JSON.stringify({ question1: `w-${value}` }),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      return;
    }
    // Anything but 204 is a failure the test must show, not a value to track.
    expect(status).toBe(204);
    reading.acked = value;
    counter.acks += 1;
    onAck();
  }
}

/** Runs every loop and SIGKILLs the server once enough updates were acknowledged. */
async function loadAndKill(server: Server, tracked: Tracked[]): Promise<number> {
  const counter = { acks: 0 };
  let killing: Promise<void> | null = null;
  const onAck = () => {
    if (counter.acks >= ACKS_BEFORE_KILL && !killing) killing = killServer(server);
  };
  await Promise.all(tracked.map((reading) => updateUntilGone(server.base, reading, counter, onAck)));
  await killing;
  return counter.acks;
}

type Regression = { id: number; stored: number; acked: number; attempted: number };

async function findRegressions(base: string, tracked: Tracked[]): Promise<Regression[]> {
  const regressions: Regression[] = [];
  for (const reading of tracked) {
    const stored = await storedValue(base, reading);
    if (stored < reading.acked || stored > reading.attempted)
      regressions.push({ id: reading.id, stored, acked: reading.acked, attempted: reading.attempted });
    // The next round continues from what survived.
    reading.attempted = Math.max(reading.attempted, stored);
    reading.acked = stored;
  }
  return regressions;
}

type Target = { env: Record<string, string>; dispose: () => Promise<void> };

function embeddedTarget(): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-kill-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const scratch = await createScratchDatabase('astral_kill');
  // The outbox folder only: the data itself lives in PostgreSQL.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-kill-'));
  return {
    env: { DATABASE_URL: scratch.url, DATA_DIR: dataDir },
    dispose: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

describe.each(DATABASE_KINDS)('kill -9 under concurrent updates on the %s database', (kind) => {
  let target: Target | null = null;

  afterEach(async () => {
    await Promise.all([...started].map(killChild));
    started.clear();
    await target?.dispose();
  });

  it(`keeps every acknowledged update over ${KILLS} kills, and restarts on the same data`, async () => {
    target = kind === 'embedded' ? embeddedTarget() : await postgresTarget();
    let server = await startServer(target.env);
    const base = server.base;
    const tracked = await Promise.all(Array.from({ length: READINGS }, () => createReading(base)));
    const rounds: { acks: number; regressions: Regression[] }[] = [];
    for (let round = 0; round < KILLS; round += 1) {
      const acks = await loadAndKill(server, tracked);
      server = await startServer(target.env);
      rounds.push({ acks, regressions: await findRegressions(server.base, tracked) });
    }
    // Every round did put the server under load before the kill.
    for (const { acks } of rounds) expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(rounds.flatMap(({ regressions }) => regressions)).toEqual([]);
  }, 120_000);
});
