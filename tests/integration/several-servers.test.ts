import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localAllowance } from '../../src/server/http/shared-rate-limit-store';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import { startServerChild, type ServerChild } from './server-child';
import { createScratchDatabase } from './test-databases';

const CREATE_LIMIT = 10;
const WRITE_LIMIT = 50;
const READING_LIMIT = 30;
const ORDERS = 8;
/** Requests of one flood in flight at once. */
const IN_FLIGHT = 4;

type Server = ServerChild;
type Reading = { id: number; token: string };

/** Every process this file started, so none outlives a failed test. */
const started = new Set<ChildProcess>();

async function startServer(env: Record<string, string>): Promise<Server> {
  return startServerChild(
    {
      ...process.env,
      ...env,
      WEB_DIR: path.join(tmpdir(), 'astral-no-web-app'),
      LOG_LEVEL: 'warn',
      // As behind a load balancer on this machine: the client address is X-Forwarded-For's.
      TRUST_PROXY: '127.0.0.1',
      CREATE_RATE_LIMIT: String(CREATE_LIMIT),
      WRITE_RATE_LIMIT: String(WRITE_LIMIT),
      READING_RATE_LIMIT: String(READING_LIMIT),
    },
    started,
  );
}

/** SIGTERM, as an orchestrator stops a server; SIGKILL if it has not exited after a few seconds. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function send(
  server: Server,
  method: string,
  url: string,
  address: string,
  body: object,
  token?: string,
): Promise<Response> {
  return fetch(`${server.base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function createReading(server: Server, address: string): Promise<Reading> {
  const response = await send(server, 'POST', '/api/readings', address, { gender: 'female' });
  expect(response.status).toBe(201);
  return (await response.json()) as Reading;
}

/** Sends the requests a few at a time and returns each answer's status and Retry-After, in order. */
async function flood(requests: (() => Promise<Response>)[]): Promise<{ status: number; retryAfter: string | null }[]> {
  const answers: { status: number; retryAfter: string | null }[] = [];
  for (let i = 0; i < requests.length; i += IN_FLIGHT) {
    const batch = await Promise.all(requests.slice(i, i + IN_FLIGHT).map((request) => request()));
    for (const response of batch) {
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      await response.arrayBuffer();
    }
  }
  return answers;
}

/** The flood's outcome: only successes and 429s (each with Retry-After), and how many succeeded. */
function admitted(answers: { status: number; retryAfter: string | null }[], success: number): number {
  const refused = answers.filter((answer) => answer.status === 429);
  expect(answers.filter((answer) => answer.status !== success && answer.status !== 429)).toEqual([]);
  for (const { retryAfter } of refused) expect(Number(retryAfter)).toBeGreaterThan(0);
  return answers.length - refused.length;
}

const FREE_ORDER = {
  birth_date: '1990-02-28',
  birth_time: '3:18 PM',
  birth_city_name: 'Rome',
  birth_city_country: 'Italy',
  birth_city_lat: 41.89193,
  birth_city_lon: 12.51133,
  birth_city_timezone: 'Europe/Rome',
  zodiac_sign: 'Pisces',
  ascendant: 'Leo',
  selected_subject: 'love',
  question1: 'Will I find love this year?',
  selected_price: 'FREE',
  payment_method: 'free',
};

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 200));
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two servers and delivery workers on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let scratch: { url: string; drop: () => Promise<void> };
    let dataDir: string;
    let sink: SmtpSink;
    let database: pg.Client;
    let a: Server;
    let b: Server;
    let env: Record<string, string>;

    beforeAll(async () => {
      scratch = await createScratchDatabase('astral_servers');
      dataDir = mkdtempSync(path.join(tmpdir(), 'astral-servers-'));
      sink = await startSmtpSink();
      env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir, SMTP_URL: sink.url };
      // The first start migrates; the others start beside it, as a deployment's would.
      [a, b] = await Promise.all([
        startServer({ ...env, DELIVERY_WORKER: 'false' }),
        startServer({ ...env, DELIVERY_WORKER: 'false' }),
        startServer({ ...env, DELIVERY_WORKER: 'true', DELIVERY_INTERVAL_SECONDS: '1' }),
      ]);
      database = new pg.Client({ connectionString: scratch.url });
      await database.connect();
    }, 90_000);

    afterAll(async () => {
      await Promise.all([...started].map(stopChild));
      await database?.end();
      await sink?.close();
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    });

    /** The two servers in turn, as a load balancer spreads one client's requests. */
    const either = (i: number) => (i % 2 === 0 ? a : b);

    it('cuts reading creation from one address at the shared limit, not at twice it', async () => {
      const answers = await flood(
        Array.from(
          { length: 2 * CREATE_LIMIT },
          (_, i) => () => send(either(i), 'POST', '/api/readings', '198.51.100.10', { gender: 'male' }),
        ),
      );
      const created = admitted(answers, 201);
      expect(created).toBeGreaterThanOrEqual(CREATE_LIMIT);
      expect(created).toBeLessThanOrEqual(CREATE_LIMIT + 2 * localAllowance(CREATE_LIMIT));
    });

    it("cuts one address's writes at the shared limit over both servers", async () => {
      const readings = await Promise.all(
        Array.from({ length: 5 }, (_, i) => createReading(either(i), `198.51.100.${30 + i}`)),
      );
      // Round robin over five readings: each stays under its own limit, the address goes past its.
      const answers = await flood(
        Array.from({ length: 2 * WRITE_LIMIT }, (_, i) => () => {
          const reading = readings[i % readings.length] as Reading;
          return send(
            either(i),
            'PATCH',
            `/api/readings/${reading.id}`,
            '198.51.100.20',
            { additional_info: `flood ${i}` },
            reading.token,
          );
        }),
      );
      const writes = admitted(answers, 204);
      expect(writes).toBeGreaterThanOrEqual(WRITE_LIMIT);
      expect(writes).toBeLessThanOrEqual(WRITE_LIMIT + 2 * localAllowance(WRITE_LIMIT));
    });

    it('cuts the writes to one reading from many addresses at the shared limit over both servers', async () => {
      const reading = await createReading(a, '198.51.100.40');
      const answers = await flood(
        Array.from(
          { length: 2 * READING_LIMIT },
          (_, i) => () =>
            send(
              either(i),
              'PATCH',
              `/api/readings/${reading.id}`,
              `203.0.113.${i + 1}`,
              { additional_info: `flood ${i}` },
              reading.token,
            ),
        ),
      );
      const writes = admitted(answers, 204);
      expect(writes).toBeGreaterThanOrEqual(READING_LIMIT);
      expect(writes).toBeLessThanOrEqual(READING_LIMIT + 2 * localAllowance(READING_LIMIT));
    });

    it('delivers a batch of free orders taken by both servers with exactly one e-mail per delivery, two workers running', async () => {
      await startServer({ ...env, DELIVERY_WORKER: 'true', DELIVERY_INTERVAL_SECONDS: '1' });
      const orders = await Promise.all(
        Array.from({ length: ORDERS }, async (_, i) => {
          const address = `192.0.2.${i + 1}`;
          const reading = await createReading(either(i), address);
          const saved = await send(
            either(i + 1),
            'PATCH',
            `/api/readings/${reading.id}`,
            address,
            { ...FREE_ORDER, name: `Visitor ${String.fromCharCode(65 + i)}`, email: `visitor-${i}@example.com` },
            reading.token,
          );
          expect(saved.status).toBe(204);
          const completed = await send(
            either(i),
            'POST',
            `/api/readings/${reading.id}/free-completion`,
            address,
            {},
            reading.token,
          );
          expect(completed.status).toBe(200);
          return reading;
        }),
      );
      const ids = orders.map((order) => order.id);
      // Each visitor confirms the address with the link the workers e-mailed, on either server.
      const confirmations = () => sink.messages.filter((message) => /\/confirm-email\?t=/.test(message.text ?? ''));
      await waitFor(async () => confirmations().length >= ORDERS);
      for (const [i, message] of confirmations().entries()) {
        const token = decodeURIComponent(/\/confirm-email\?t=([^\s]+)/.exec(message.text ?? '')?.[1] ?? '');
        const confirmed = await send(either(i), 'POST', '/api/email-confirmation', `192.0.2.${i + 1}`, { token });
        expect(confirmed.status).toBe(200);
      }
      // The readings are due in three days: make them due now, for both workers to race for.
      await database.query(`update deliveries set due_at = now(), next_attempt_at = now() where reading_id = any($1)`, [
        ids,
      ]);
      const unfinished = async () =>
        Number(
          (
            await database.query(
              `select count(*) as n from deliveries where reading_id = any($1) and kind <> 'review_request' and status in ('pending', 'sending')`,
              [ids],
            )
          ).rows[0].n,
        );
      await waitFor(async () => (await unfinished()) === 0);

      const { rows } = await database.query<{ message_key: string; kind: string; status: string }>(
        `select message_key, kind, status from deliveries where reading_id = any($1) and kind <> 'review_request'`,
        [ids],
      );
      // Each reading sent asked for exactly one review, a week later, whichever worker sent it.
      const requests = await database.query<{ n: string }>(
        `select count(*) as n from deliveries where reading_id = any($1) and kind = 'review_request' and status = 'pending' and due_at > now() + interval '6 days'`,
        [ids],
      );
      expect(Number(requests.rows[0]?.n)).toBe(ORDERS);
      expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
      expect(rows.filter((row) => row.kind === 'order_confirmation')).toHaveLength(ORDERS);
      expect(rows.filter((row) => row.kind === 'reading')).toHaveLength(ORDERS);
      const perMessageId = new Map<string, number>();
      for (const message of sink.messages)
        perMessageId.set(message.messageId ?? '', (perMessageId.get(message.messageId ?? '') ?? 0) + 1);
      const expected = new Map(rows.map((row) => [row.message_key, 1]));
      const received = new Map(
        [...perMessageId].map(([messageId, n]) => [messageId.replace(/^<([^@]+)@.*>$/, '$1'), n]),
      );
      expect(received).toEqual(expected);
    }, 120_000);
  },
);
