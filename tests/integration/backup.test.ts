import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';
import { startServerChild, type ServerChild } from './server-child';

type Server = ServerChild;
type Reading = { id: number; token: string };
type CliResult = { code: number | null; stdout: string; stderr: string };

/** Every server this file started and every folder it made, so none outlives a failed test. */
const started = new Set<ChildProcess>();
const folders: string[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'astral-backup-'));
  folders.push(dir);
  return dir;
}

/** The test's environment for a child: the embedded database in dataDir, never a PostgreSQL. */
function childEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...extra };
}

async function startServer(dataDir: string): Promise<Server> {
  return startServerChild(
    childEnv(dataDir, {
      DELIVERY_WORKER: 'false',
      WEB_DIR: path.join(tmpdir(), 'astral-no-web-app'),
      CREATE_RATE_LIMIT: '1000000',
      WRITE_RATE_LIMIT: '1000000',
      READING_RATE_LIMIT: '1000000',
    }),
    started,
  );
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** A clean stop, as an operator's: the server closes the database and releases DATA_DIR. */
async function stopServer(server: Server): Promise<void> {
  await stopChild(server.child, 'SIGTERM');
  expect(server.child.exitCode).toBe(0);
}

/** Runs `npm run db:backup` or `db:restore`'s script without blocking this process's event loop. */
function runCli(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${script}.ts`, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function createReading(base: string): Promise<Reading> {
  const response = await fetch(`${base}/api/readings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gender: 'female' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Reading;
}

async function setQuestion(base: string, reading: Reading, question1: string): Promise<void> {
  const response = await fetch(`${base}/api/readings/${reading.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${reading.token}` },
    body: JSON.stringify({ question1 }),
  });
  expect(response.status).toBe(204);
}

/** The reading's first question, or null when the database does not hold the reading. */
async function storedQuestion(base: string, reading: Reading): Promise<string | null | undefined> {
  const response = await fetch(`${base}/api/readings/${reading.id}`, {
    headers: { authorization: `Bearer ${reading.token}` },
  });
  if (response.status === 404) return undefined;
  expect(response.status).toBe(200);
  return ((await response.json()) as { question1: string | null }).question1;
}

async function isStored(base: string, reading: Reading): Promise<boolean> {
  return (await storedQuestion(base, reading)) !== undefined;
}

type Phase = 'before' | 'during' | 'after';
type Written = Reading & { sentIn: Phase; ackedIn: Phase };

/**
 * Creates readings one after another until stopped, noting for each whether it was sent and
 * acknowledged before, during or after the backup command ran. One at a time, so ids rise in order.
 */
function startWriter(base: string) {
  const state = { phase: 'before' as Phase, stop: false, written: [] as Written[] };
  const acksIn = (phase: Phase) => state.written.filter((reading) => reading.ackedIn === phase).length;
  const done = (async () => {
    while (!state.stop) {
      const sentIn = state.phase;
      const reading = await createReading(base);
      state.written.push({ ...reading, sentIn, ackedIn: state.phase });
    }
  })();
  const until = async (predicate: () => boolean) => {
    while (!predicate()) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { state, acksIn, done, until };
}

function dataDirEntries(dataDir: string, prefix: string): string[] {
  return readdirSync(dataDir).filter((name) => name.startsWith(prefix));
}

afterEach(async () => {
  await Promise.all([...started].map((child) => stopChild(child, 'SIGKILL')));
  started.clear();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run db:backup and db:restore on the embedded database', () => {
  it('backs up while the server runs and writes go on, and the restore holds exactly the readings of that moment', async () => {
    const dataDir = freshDataDir();
    const backupFile = path.join(freshDataDir(), 'astral.tar.gz');
    let server = await startServer(dataDir);
    const changed = await createReading(server.base);
    await setQuestion(server.base, changed, 'as backed up');

    const writer = startWriter(server.base);
    await writer.until(() => writer.acksIn('before') >= 5);
    writer.state.phase = 'during';
    const backup = await runCli('backup', ['--out', backupFile], childEnv(dataDir));
    writer.state.phase = 'after';
    // The server keeps serving after the backup: writes made now must not be in it.
    await writer.until(() => writer.acksIn('after') >= 5);
    writer.state.stop = true;
    await writer.done;
    await setQuestion(server.base, changed, 'changed after the backup');

    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    expect(backup.stdout).toContain(`backup written: ${backupFile}`);
    expect(existsSync(backupFile)).toBe(true);
    await stopServer(server);
    // The backup socket goes with the server that served it.
    expect(existsSync(path.join(dataDir, 'backup.sock'))).toBe(false);

    const restore = await runCli('restore', [backupFile], childEnv(dataDir));
    expect(restore, restore.stderr).toMatchObject({ code: 0 });
    const replaced = dataDirEntries(dataDir, 'pglite.replaced-');
    expect(replaced).toHaveLength(1);
    expect(restore.stdout).toContain(path.join(dataDir, replaced[0] ?? ''));
    expect(existsSync(path.join(dataDir, replaced[0] ?? '', 'PG_VERSION'))).toBe(true);
    expect(dataDirEntries(dataDir, 'pglite.restoring-')).toEqual([]);

    server = await startServer(dataDir);
    expect(await storedQuestion(server.base, changed)).toBe('as backed up');
    const written = writer.state.written;
    const stored = await Promise.all(written.map((reading) => isStored(server.base, reading)));
    // Readings were created one at a time, so the backup holds a first part of them: every one
    // acknowledged before the backup began, none sent after it ended, and no gap in between.
    const kept = stored.filter(Boolean).length;
    expect(stored).toEqual(written.map((_, index) => index < kept));
    expect(written.slice(0, kept).every((reading) => reading.sentIn !== 'after')).toBe(true);
    expect(written.slice(kept).every((reading) => reading.ackedIn !== 'before')).toBe(true);
    // The new server writes on top of the restored data without reusing an id.
    const next = await createReading(server.base);
    expect(next.id).toBeGreaterThan(written[kept - 1]?.id ?? changed.id);
  }, 120_000);

  it('refuses to restore while a server runs; with none running, the backup command opens the database itself', async () => {
    const dataDir = freshDataDir();
    const files = freshDataDir();
    let server = await startServer(dataDir);
    const first = await createReading(server.base);
    const live = await runCli('backup', ['--out', path.join(files, 'live.tar.gz')], childEnv(dataDir));
    expect(live, live.stderr).toMatchObject({ code: 0 });

    const refused = await runCli('restore', [path.join(files, 'live.tar.gz')], childEnv(dataDir));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`in use by process ${server.child.pid}`);
    expect(dataDirEntries(dataDir, 'pglite')).toEqual(['pglite']);
    expect(await isStored(server.base, first)).toBe(true);
    await stopServer(server);

    // No server: the command takes DATA_DIR's lock and dumps; the file lands in DATA_DIR/backups.
    const stopped = await runCli('backup', [], childEnv(dataDir));
    expect(stopped, stopped.stderr).toMatchObject({ code: 0 });
    const made = readdirSync(path.join(dataDir, 'backups')).filter((name) => name.endsWith('.tar.gz'));
    expect(made).toHaveLength(1);
    expect(stopped.stdout).toContain(path.join(dataDir, 'backups', made[0] ?? ''));

    server = await startServer(dataDir);
    const second = await createReading(server.base);
    await stopServer(server);
    const restore = await runCli('restore', [path.join(dataDir, 'backups', made[0] ?? '')], childEnv(dataDir));
    expect(restore, restore.stderr).toMatchObject({ code: 0 });
    server = await startServer(dataDir);
    expect(await isStored(server.base, first)).toBe(true);
    expect(await isStored(server.base, second)).toBe(false);
  }, 120_000);

  it('refuses a file that is not a backup and leaves the database in place', async () => {
    const dataDir = freshDataDir();
    const server = await startServer(dataDir);
    const reading = await createReading(server.base);
    await stopServer(server);
    const files = freshDataDir();
    writeFileSync(path.join(files, 'plain.tar.gz'), 'not gzip at all');
    writeFileSync(path.join(files, 'other.tar.gz'), gzipSync(Buffer.alloc(4096, 7)));
    for (const name of ['plain.tar.gz', 'other.tar.gz']) {
      const result = await runCli('restore', [path.join(files, name)], childEnv(dataDir));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('is not a backup made by db:backup');
    }
    expect(dataDirEntries(dataDir, 'pglite')).toEqual(['pglite']);
    const again = await startServer(dataDir);
    expect(await isStored(again.base, reading)).toBe(true);
  }, 60_000);

  it('points at pg_dump and pg_restore when DATABASE_URL is set, and touches nothing', async () => {
    const dataDir = freshDataDir();
    const env = childEnv(dataDir, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const backup = await runCli('backup', [], env);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain('pg_dump --format=custom');
    const archive = path.join(dataDir, 'some.dump');
    writeFileSync(archive, '');
    const restore = await runCli('restore', [archive], env);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain('pg_restore');
    expect(readdirSync(dataDir)).toEqual(['some.dump']);
  }, 60_000);
});
