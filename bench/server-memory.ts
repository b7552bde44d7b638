// The built server's resident memory (RSS, every thread of the process): at rest on PostgreSQL and
// on the embedded database, and the peak while the embedded server renders readings one after
// another through its own delivery worker. Builds nothing: run `npm run build` first.
// Usage: npx tsx bench/server-memory.ts [readings=10] [--only=postgres|embedded]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch
// database is created on that server and dropped afterwards.
//
// A reading goes the way a paying visitor's does: created and filled in through the API, paid by a
// signed Stripe webhook (the server's real verification), then brought forward to "now" through
// the operator console's reschedule (delivery is otherwise days away); the server's delivery
// worker renders it in its renderer thread and the bench waits until the visitor's document
// endpoint says it is ready before creating the next one. The embedded database is measured at its
// first start (which creates it) and at a later start, the usual case, which then renders.
// Node options for the server (NODE_OPTIONS=--max-semi-space-size=16) pass through the environment.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { fakeCheckoutEvent } from '../src/server/payments/fake-checkout-event';
import { startServer, type RunningServer } from './server-process';

const READINGS = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10);
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 4531;
const REST_MS = 5_000;
const SAMPLE_MS = 100;
const IDLE_WAIT_MS = 65_000;
const STRIPE_SECRET = 'whsec_bench_server_memory';
const OPERATOR = 'bench@memory.example';
const PASSWORD = 'a long enough bench password';

// As production runs it (the Dockerfile's NODE_ENV), with the demo override for a local address,
// the outbox instead of SMTP and a webhook secret the bench can sign with.
const SERVER_ENV = {
  NODE_ENV: 'production',
  ALLOW_UNSAFE_PRODUCTION: 'true',
  PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
  DELIVERY_INTERVAL_SECONDS: '1',
  CREATE_RATE_LIMIT: '1000',
};

type Status = { rssMb: number; hwmMb: number; threads: number };

function readStatus(pid: number): Status {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { rssMb: field('VmRSS') / 1024, hwmMb: field('VmHWM') / 1024, threads: field('Threads') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (value: number) => `${value.toFixed(0)} MB`;

function pidOf(server: RunningServer): number {
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  return pid;
}

async function measureRest(server: RunningServer): Promise<Status> {
  await sleep(REST_MS);
  return readStatus(pidOf(server));
}

async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `astral_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: PG_SERVER });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The console's owner, added with the operator command before the server takes the data folder's lock. */
function addOperator(env: Record<string, string>): void {
  const added = spawnSync(process.execPath, ['dist/server/operator.mjs', 'add', OPERATOR, '--role', 'owner'], {
    env: { ...process.env, ...env },
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
  });
  if (added.status !== 0) throw new Error(`adding the operator failed: ${added.stderr}`);
}

async function call(url: string, init: RequestInit, expected: number): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await call(
    `${base}/api/admin/session`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OPERATOR, password: PASSWORD }),
    },
    200,
  );
  const cookie = /admin_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('no session cookie');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, 'x-csrf-token': csrfToken };
}

const PEOPLE = [
  {
    name: 'Zoë Nguyễn',
    birth_date: '1990-02-28',
    zodiac_sign: 'Pisces',
    subject: 'love',
    question: 'Will I find love this year?',
  },
  {
    name: 'Marco Bianchi',
    birth_date: '1985-07-14',
    zodiac_sign: 'Cancer',
    subject: 'career',
    question: 'Should I change jobs?',
  },
  {
    name: 'Ana Souza',
    birth_date: '1979-11-03',
    zodiac_sign: 'Scorpio',
    subject: 'money',
    question: 'When will my money improve?',
  },
];

/** One reading, created, paid and brought forward as described at the top; resolves once it is delivered. */
async function deliverOneReading(base: string, session: Record<string, string>, index: number): Promise<number> {
  const person = PEOPLE[index % PEOPLE.length]!;
  const json = { 'content-type': 'application/json' };
  const created = await call(
    `${base}/api/readings`,
    { method: 'POST', headers: json, body: '{"gender":"female"}' },
    201,
  );
  const { id, token } = (await created.json()) as { id: number; token: string };
  const auth = { ...json, authorization: `Bearer ${token}` };
  const email = `memory-${index}@example.com`;
  const patch = {
    name: person.name,
    email,
    birth_date: person.birth_date,
    birth_time: `${1 + (index % 12)}:18 PM`,
    birth_city_name: 'Rome',
    birth_city_country: 'Italy',
    birth_city_lat: 41.89193,
    birth_city_lon: 12.51133,
    birth_city_timezone: 'Europe/Rome',
    zodiac_sign: person.zodiac_sign,
    selected_subject: person.subject,
    question1: person.question,
    selected_price: '$29',
    payment_method: 'card',
  };
  await call(`${base}/api/readings/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify(patch) }, 204);
  const event = fakeCheckoutEvent({
    readingId: id,
    method: 'card',
    amountMinor: 2900,
    currency: 'USD',
    email,
    secret: STRIPE_SECRET,
    now: new Date(),
  });
  await call(
    `${base}/api/webhooks/stripe`,
    { method: 'POST', headers: { ...json, 'stripe-signature': event.signature }, body: event.payload },
    200,
  );
  await call(
    `${base}/api/admin/orders/${id}/reschedule`,
    { method: 'POST', headers: { ...json, ...session }, body: JSON.stringify({ due_at: new Date().toISOString() }) },
    200,
  );
  const started = performance.now();
  for (;;) {
    const answer = await call(`${base}/api/readings/${id}/document`, { headers: auth }, 200);
    if (((await answer.json()) as { ready: boolean }).ready) return performance.now() - started;
    if (performance.now() - started > 120_000) throw new Error(`reading ${id} was not delivered in 2 minutes`);
    await sleep(50);
  }
}

async function measurePostgres(): Promise<void> {
  const scratch = await createScratchDatabase();
  try {
    const server = await startServer({ ...SERVER_ENV, DATABASE_URL: scratch.url, DATA_DIR: tmpDataDir() }, PORT);
    const rest = await measureRest(server);
    await server.stop();
    console.log(
      `postgres: start to /healthz ${server.startMs.toFixed(0)} ms; at rest ${mb(rest.rssMb)} RSS (${rest.threads} threads; peak so far ${mb(rest.hwmMb)})`,
    );
  } finally {
    await scratch.drop();
  }
}

const dataDirs: string[] = [];
function tmpDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'astral-memory-'));
  dataDirs.push(dir);
  return dir;
}

async function measureEmbedded(): Promise<void> {
  const env = { ...SERVER_ENV, DATA_DIR: tmpDataDir() };
  addOperator(env);
  // The first start creates the database (initdb); later starts, the usual case, open it.
  const first = await startServer(env, PORT);
  const firstRest = await measureRest(first);
  await first.stop();
  console.log(
    `embedded, first start (creates the database): start to /healthz ${first.startMs.toFixed(0)} ms; at rest ${mb(firstRest.rssMb)} RSS (${firstRest.threads} threads; peak so far ${mb(firstRest.hwmMb)})`,
  );
  const server = await startServer(env, PORT);
  try {
    const pid = pidOf(server);
    const rest = await measureRest(server);
    console.log(
      `embedded, later start: start to /healthz ${server.startMs.toFixed(0)} ms; at rest ${mb(rest.rssMb)} RSS (${rest.threads} threads; peak so far ${mb(rest.hwmMb)})`,
    );
    const session = await signIn(server.url);
    let peak = readStatus(pid);
    const sampler = setInterval(() => {
      const now = readStatus(pid);
      if (now.rssMb > peak.rssMb) peak = now;
    }, SAMPLE_MS);
    const times: number[] = [];
    for (let i = 0; i < READINGS; i += 1) times.push(await deliverOneReading(server.url, session, i));
    clearInterval(sampler);
    const after = readStatus(pid);
    console.log(
      `embedded: ${READINGS} readings one after another, from reschedule to delivered: ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    console.log(
      `embedded: peak RSS while rendering ${mb(peak.rssMb)} (sampled every ${SAMPLE_MS} ms, ${peak.threads} threads), VmHWM ${mb(after.hwmMb)}; ${mb(after.rssMb)} after the last`,
    );
    // The server stops its renderer thread after a minute without a render (main.ts).
    await sleep(IDLE_WAIT_MS);
    const idle = readStatus(pid);
    console.log(
      `embedded: ${IDLE_WAIT_MS / 1000} s after the last reading ${mb(idle.rssMb)} RSS (${idle.threads} threads)`,
    );
  } finally {
    await server.stop();
  }
}

try {
  if (ONLY !== 'embedded') await measurePostgres();
  if (ONLY !== 'postgres') await measureEmbedded();
} finally {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
