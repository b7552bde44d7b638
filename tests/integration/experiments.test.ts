import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ExperimentSummary } from '../../src/domain/experiments';
import { assignArm } from '../../src/server/experiments/assign-arm';
import {
  addConsoleOperators,
  buildConsoleApp,
  CONSOLE_OWNER,
  CONSOLE_SUPPORT,
  consoleHeaders,
  signInOperator,
  type ConsoleSession,
} from './console-sessions';
import { auth, checkoutSession, postStripe, rows, STRIPE_SECRET, stripeEvent } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const LOW_LINK = 'https://pay.example.com/low-49';
const HIGH_LINK = 'https://pay.example.com/high-49';

const priceExperiment = {
  name: 'VIP at $39 or $59',
  target: 'price',
  traffic_percent: 100,
  arms: [
    { key: 'low', label: '$39 VIP', weight: 1, price: { tiers: { $49: { minor: 3900, card: LOW_LINK } } } },
    {
      key: 'high',
      label: '$59 VIP',
      weight: 1,
      price: { tiers: { $49: { minor: 5900, card: HIGH_LINK, paypal: 'https://pay.example.com/high-49-paypal' } } },
    },
  ],
};

const HEADLINE_ARMS = [
  { key: 'spec', weight: 1 },
  { key: 'alternative', weight: 1 },
];

/** A visitor id the hash puts on the wanted arm (the assignment is deterministic, so a test can pick one). */
function visitorOn(experimentId: number, arm: string, arms: { key: string; weight: number }[]): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (assignArm(id, experimentId, 100, arms) === arm) return id;
  }
}

describe.each(DATABASE_KINDS)('experiments on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: ConsoleSession;
  let support: ConsoleSession;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // The landings as scripts/prerender.mjs writes them: one file per headline variant.
    const webDir = mkdtempSync(path.join(tmpdir(), 'astral-web-'));
    const pages: [string, string][] = [
      ['index.html', 'home spec'],
      ['index.landing_headline-alternative.html', 'home alternative'],
      ['love.html', 'love spec'],
      ['love.landing_headline-alternative.html', 'love alternative'],
      ['app.html', 'shell'],
    ];
    for (const [file, body] of pages) writeFileSync(path.join(webDir, file), `<div id="root">${body}</div>`);
    writeFileSync(
      path.join(webDir, 'index.landing_headline-alternative.html.gz'),
      gzipSync('<div id="root">home alternative</div>'),
    );
    app = await buildConsoleApp(database, {
      createRateLimit: 1000,
      signInRateLimit: 1000,
      stripeWebhookSecret: STRIPE_SECRET,
      webDir,
    });
    await addConsoleOperators(database.db);
    owner = await signInOperator(app, CONSOLE_OWNER);
    support = await signInOperator(app, CONSOLE_SUPPORT);
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const admin = (method: 'GET' | 'POST', url: string, payload?: object, session = owner) =>
    app.inject({ method, url: `/api/admin${url}`, headers: consoleHeaders(session), ...(payload ? { payload } : {}) });

  /** A running headline test on every visitor, its two arms weighted equally; returns its id. */
  async function startHeadlineExperiment(name: string): Promise<number> {
    const created = await admin('POST', '/experiments', {
      name,
      target: 'landing_headline',
      traffic_percent: 100,
      arms: HEADLINE_ARMS.map((arm) => ({ ...arm, label: arm.key === 'spec' ? 'Specification' : 'Plainer' })),
    });
    expect(created.statusCode).toBe(201);
    return (created.json() as ExperimentSummary).id;
  }

  /** A reading made by the visitor with this cookie, answers saved up to the checkout. */
  async function visitorReading(visitorId: string, email: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/readings',
      payload: { gender: 'female' },
      headers: { cookie: `visitor_id=${visitorId}` },
    });
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json() as { id: number; token: string };
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${id}`,
      headers: auth(token),
      payload: { name: 'Ada Arm', email, selected_subject: 'love', question1: 'Will I find love this year?' },
    });
    expect(saved.statusCode).toBe(204);
    return { id, token };
  }

  const expose = (reading: { id: number; token: string }, target: string) =>
    app.inject({
      method: 'POST',
      url: `/api/readings/${reading.id}/exposures`,
      headers: auth(reading.token),
      payload: { target },
    });
  const checkout = (reading: { id: number; token: string }, email: string) =>
    app.inject({
      method: 'POST',
      url: `/api/readings/${reading.id}/checkout`,
      headers: auth(reading.token),
      payload: { selected_price: '$49', payment_method: 'card', email },
    });
  const pay = async (readingId: number, amount: number) =>
    (
      (
        await postStripe(
          app,
          stripeEvent('checkout.session.completed', checkoutSession(readingId, { amount_total: amount })),
        )
      ).json() as { outcome: string }
    ).outcome;
  const readingRow = async (id: number) =>
    (
      await rows<{
        payment_status: string;
        selected_price: string | null;
        paid_amount_minor: number | null;
        quoted_amount_minor: number | null;
        visitor_id: string | null;
      }>(
        database.db,
        sql`select payment_status, selected_price, paid_amount_minor::int, quoted_amount_minor::int, visitor_id from readings where id = ${id}`,
      )
    )[0];

  it('a price experiment whose two arms are each seen and charged their own price', async () => {
    expect((await admin('POST', '/experiments', priceExperiment, support)).statusCode).toBe(403);
    const created = await admin('POST', '/experiments', priceExperiment);
    expect(created.statusCode).toBe(201);
    const experiment = created.json() as ExperimentSummary;
    expect(experiment).toMatchObject({ kind: 'price', target: 'price', status: 'running', created_by: CONSOLE_OWNER });
    expect((await admin('POST', '/experiments', { ...priceExperiment, name: 'A second one' })).statusCode).toBe(409);

    const arms = priceExperiment.arms.map(({ key, weight }) => ({ key, weight }));
    const low = await visitorReading(visitorOn(experiment.id, 'low', arms), 'low.arm@example.com');
    const high = await visitorReading(visitorOn(experiment.id, 'high', arms), 'high.arm@example.com');

    // Each sees its own price on the delivery page, and again in the checkout's answer and link.
    expect((await expose(low, 'price')).json()).toEqual({ target: 'price', arm: 'low', prices: { $49: '$39' } });
    expect((await expose(high, 'price')).json()).toEqual({ target: 'price', arm: 'high', prices: { $49: '$59' } });
    const lowCheckout = (await checkout(low, 'low.arm@example.com')).json() as {
      payment_url: string;
      amount_minor: number;
      currency: string;
      price_label: string;
    };
    expect(lowCheckout).toMatchObject({ amount_minor: 3900, currency: 'USD', price_label: '$39' });
    expect(lowCheckout.payment_url).toMatch(new RegExp(`^${LOW_LINK}\\?.*client_reference_id=${low.id}`));
    const highCheckout = (await checkout(high, 'high.arm@example.com')).json() as {
      payment_url: string;
      amount_minor: number;
      price_label: string;
    };
    expect(highCheckout).toMatchObject({ amount_minor: 5900, price_label: '$59' });
    expect(highCheckout.payment_url.startsWith(`${HIGH_LINK}?`)).toBe(true);

    // The other arm's amount, or the usual $49, is held; the arm's own amount completes the order.
    expect(await pay(low.id, 5900)).toBe('held');
    expect(await pay(low.id, 4900)).toBe('held');
    expect(await readingRow(low.id)).toMatchObject({ payment_status: 'pending', quoted_amount_minor: 3900 });
    expect(await pay(low.id, 3900)).toBe('applied');
    expect(await readingRow(low.id)).toMatchObject({
      payment_status: 'completed',
      selected_price: '$49',
      paid_amount_minor: 3900,
    });
    expect(await pay(high.id, 3900)).toBe('held');
    expect(await pay(high.id, 5900)).toBe('applied');
    expect(await readingRow(high.id)).toMatchObject({
      payment_status: 'completed',
      selected_price: '$49',
      paid_amount_minor: 5900,
    });

    // Results per arm: one visitor each, each converted, with its own revenue; too few visitors for "probability best".
    const armsOf = async () =>
      Object.fromEntries(
        ((await admin('GET', `/experiments/${experiment.id}`)).json() as ExperimentSummary).arms.map((arm) => [
          arm.key,
          arm,
        ]),
      );
    const byKey = await armsOf();
    expect(byKey.low).toMatchObject({ visitors: 1, paid: 1, conversion: 1, revenue_per_visitor: { USD: 3900 } });
    expect(byKey.high).toMatchObject({ visitors: 1, paid: 1, conversion: 1, revenue_per_visitor: { USD: 5900 } });
    expect(byKey.low?.probability_best).toBeNull();
    expect(byKey.high?.probability_best).toBeNull();
    expect(byKey.low?.interval[0]).toBeCloseTo(0.158113883, 4); // Beta(2, 1): sqrt(0.025)

    // 29 more visitors on each arm who did not pay: 30 each, the minimum, and the probabilities appear.
    for (const arm of ['low', 'high'])
      await rows(
        database.db,
        sql`insert into experiment_exposures (experiment_id, visitor_id, arm_key)
        select ${experiment.id}, ${`filler-${arm}-`} || n, ${arm} from generate_series(1, 29) as n returning id`,
      );
    const counted = await armsOf();
    expect(counted.low).toMatchObject({ visitors: 30, paid: 1 });
    expect((counted.low?.probability_best ?? 0) + (counted.high?.probability_best ?? 0)).toBeCloseTo(1, 6);
    // The same conversion: by conversion a coin toss, by revenue per visitor the $59 arm's,
    // P(59 X > 39 Y) ≈ 0.656 for X, Y ~ Beta(2, 30) (a 200 000-draw estimate).
    expect(counted.high?.probability_best).toBeCloseTo(0.656, 1);

    // Stopped with a winner: every visitor, on either arm or new, gets the winner's price.
    expect((await admin('POST', `/experiments/${experiment.id}/stop`, { winner: 'nope' })).statusCode).toBe(409);
    expect((await admin('POST', `/experiments/${experiment.id}/stop`, { winner: 'high' })).statusCode).toBe(200);
    expect((await admin('POST', `/experiments/${experiment.id}/stop`, { winner: 'high' })).statusCode).toBe(409);
    const later = await visitorReading(visitorOn(experiment.id, 'low', arms), 'later@example.com');
    expect((await expose(later, 'price')).json()).toEqual({ target: 'price', arm: 'high', prices: { $49: '$59' } });
    const audit = await rows<{ action: string; operator_email: string }>(
      database.db,
      sql`select action, operator_email from audit_log
      where action like 'experiment_%' and (detail->>'experiment_id')::bigint = ${experiment.id} order by id`,
    );
    expect(audit).toEqual([
      { action: 'experiment_created', operator_email: CONSOLE_OWNER },
      { action: 'experiment_stopped', operator_email: CONSOLE_OWNER },
    ]);
  });

  it("drops the quote when the visitor changes tier, so the old link's amount is held", async () => {
    // The price experiment above was stopped with 'high': its $59 VIP is every visitor's now.
    const reading = await visitorReading(randomBytes(16).toString('base64url'), 'changes.tier@example.com');
    expect((await checkout(reading, 'changes.tier@example.com')).json()).toMatchObject({
      amount_minor: 5900,
      price_label: '$59',
    });
    const patch = (selected_price: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/readings/${reading.id}`,
        headers: auth(reading.token),
        payload: { selected_price, payment_method: 'card' },
      });
    expect((await patch('$49')).statusCode).toBe(204);
    expect(await readingRow(reading.id)).toMatchObject({ quoted_amount_minor: 5900 });
    expect((await patch('$29')).statusCode).toBe(204);
    expect(await readingRow(reading.id)).toMatchObject({ quoted_amount_minor: null, selected_price: '$29' });
    expect(await pay(reading.id, 5900)).toBe('held');
    expect(await pay(reading.id, 2900)).toBe('applied');
  });

  it('sends each visitor the landing of their headline arm from the server, sticky, and the winner after the stop', async () => {
    const landing = (url: string, visitorId?: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url,
        headers: { ...headers, ...(visitorId ? { cookie: `visitor_id=${visitorId}` } : {}) },
      });
    // No headline test runs yet: no id is given, no cookie set.
    const first = await landing('/');
    expect(first.body).toBe('<div id="root">home spec</div>');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers.vary).toMatch(/Cookie/);

    const experimentId = await startHeadlineExperiment('A plainer headline');
    const alternative = visitorOn(experimentId, 'alternative', HEADLINE_ARMS);
    const spec = visitorOn(experimentId, 'spec', HEADLINE_ARMS);
    const newcomer = await landing('/');
    expect(newcomer.headers['set-cookie']).toMatch(
      /^visitor_id=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    for (let i = 0; i < 3; i += 1) {
      const page = await landing('/', alternative);
      expect(page.body).toBe('<div id="root">home alternative</div>');
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    expect((await landing('/love', alternative)).body).toBe('<div id="root">love alternative</div>');
    expect((await landing('/love', spec)).body).toBe('<div id="root">love spec</div>');
    const zipped = await landing('/', alternative, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const exposures = await rows<{ visitor_id: string; arm_key: string }>(
      database.db,
      sql`select visitor_id, arm_key from experiment_exposures where experiment_id = ${experimentId} order by id`,
    );
    expect(exposures.filter((row) => row.visitor_id !== spec && row.visitor_id !== alternative)).toHaveLength(1);
    expect(exposures.filter((row) => row.visitor_id === spec || row.visitor_id === alternative)).toEqual([
      { visitor_id: alternative, arm_key: 'alternative' },
      { visitor_id: spec, arm_key: 'spec' },
    ]);

    // The reading made after the landing carries the visitor and joins the exposure.
    const reading = await visitorReading(alternative, 'landing@example.com');
    const [joined] = await rows<{ reading_id: number }>(
      database.db,
      sql`select reading_id::int from experiment_exposures where experiment_id = ${experimentId} and visitor_id = ${alternative}`,
    );
    expect(joined?.reading_id).toBe(reading.id);

    expect((await admin('POST', `/experiments/${experimentId}/stop`, { winner: 'alternative' })).statusCode).toBe(200);
    expect((await landing('/', spec)).body).toBe('<div id="root">home alternative</div>');
    expect((await landing('/')).body).toBe('<div id="root">home alternative</div>');
  });

  it('assigns a screen slot once per visitor, sticky, recorded on the reading, and gives a new visitor an id', async () => {
    const created = await admin('POST', '/experiments', {
      name: 'Skip the tarot pitch',
      target: 'tarot_pitch',
      traffic_percent: 100,
      arms: [
        { key: 'shown', label: 'Shown', weight: 1 },
        { key: 'skipped', label: 'Skipped', weight: 1 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const { id: experimentId } = created.json() as ExperimentSummary;
    const arms = [
      { key: 'shown', weight: 1 },
      { key: 'skipped', weight: 1 },
    ];
    const visitorId = visitorOn(experimentId, 'skipped', arms);
    const reading = await visitorReading(visitorId, 'screen@example.com');
    for (let i = 0; i < 3; i += 1)
      expect((await expose(reading, 'tarot_pitch')).json()).toMatchObject({ arm: 'skipped', prices: {} });
    const exposures = await rows<{ arm_key: string; reading_id: number }>(
      database.db,
      sql`select arm_key, reading_id::int from experiment_exposures where experiment_id = ${experimentId}`,
    );
    expect(exposures).toEqual([{ arm_key: 'skipped', reading_id: reading.id }]);
    expect(await readingRow(reading.id)).toMatchObject({ visitor_id: visitorId });

    // A screen experiment's arms are the slot's variants; a price needs a price experiment.
    expect(
      (
        await admin('POST', '/experiments', {
          name: 'x',
          target: 'landing_headline',
          traffic_percent: 50,
          arms: [
            { key: 'spec', label: 'a', weight: 1 },
            { key: 'other', label: 'b', weight: 1 },
          ],
        })
      ).statusCode,
    ).toBe(400);

    const fresh = await app.inject({ method: 'POST', url: '/api/readings', payload: { gender: 'male' } });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['set-cookie']).toMatch(
      /^visitor_id=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const listed = (await admin('GET', '/experiments')).json() as { experiments: ExperimentSummary[] };
    expect(listed.experiments.map((experiment) => experiment.target)).toEqual([
      'tarot_pitch',
      'landing_headline',
      'price',
    ]);
  });

  it('sends the default landing at once when the database is too slow to say which arm a visitor has', async () => {
    const experimentId = await startHeadlineExperiment('Headline again');
    const alternative = visitorOn(experimentId, 'alternative', HEADLINE_ARMS);
    const landing = () => app.inject({ method: 'GET', url: '/', headers: { cookie: `visitor_id=${alternative}` } });

    // A transaction holding the experiments table makes every lookup wait until it ends: the page
    // must come without it (or this test would wait for itself until it times out).
    const whileLocked = await database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table experiments in access exclusive mode`);
      return landing();
    });
    expect(whileLocked.statusCode).toBe(200);
    expect(whileLocked.body).toBe('<div id="root">home spec</div>');

    // Once the database answers, the visitor gets their arm again.
    expect((await landing()).body).toBe('<div id="root">home alternative</div>');
    expect((await admin('POST', `/experiments/${experimentId}/stop`, { winner: 'spec' })).statusCode).toBe(200);
  });
});
