import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FunnelReport } from '../../src/domain/admin-funnel-api';
import { FUNNEL_REPORT_ROWS } from '../../src/domain/funnel-report-rows';
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
import { stripeCharge, uniqueId } from './money-back-events';
import { startFunnelRollupJob } from '../../src/server/admin/funnel/start-funnel-rollup-job';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

const ASCENDANT = '/ascendant-choice-step-five+/loading-ascendant-step-five+/select-ascendant-step-five';
const DELIVERY = '/step-ten+/step-ten-philippines';
const MIDDLE = ['/step-one', '/step-two', '/step-three', '/step-four', '/ascendant-choice-step-five'];
const END = ['/step-six', '/step-seven', '/step-eight', '/step-nine', '/pdf-reader-pre-checkout'];

type Visitor = {
  gender: 'female' | 'male';
  campaign?: string;
  device?: 'phone' | 'tablet' | 'desktop';
  country?: string;
  entry?: { step: '/' | '/love'; ms: number };
  /** The pages walked after the landing, each viewed, and completed when left for a later one. */
  pages?: string[];
  /** Views of side pages after the walk. */
  side?: string[];
  price?: string;
};

describe.each(DATABASE_KINDS)('the funnel dashboard on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: ConsoleSession;
  let support: ConsoleSession;
  const today = dayOf(Date.now());
  const past = dayOf(Date.now() - 3 * DAY_MS);
  let late: { id: number; paymentIntent: string };
  let older: { id: number; token: string };

  async function visit(visitor: Visitor): Promise<{ id: number; token: string }> {
    const created = await app.inject({
      method: 'POST',
      url: '/api/readings',
      payload: {
        gender: visitor.gender,
        ...(visitor.campaign ? { utm_source: 'facebook', utm_campaign: visitor.campaign } : {}),
        ...(visitor.device ? { device_class: visitor.device } : {}),
        ...(visitor.entry
          ? { entry_step: visitor.entry.step, entry_view_ms: visitor.entry.ms, landing_path: visitor.entry.step }
          : {}),
      },
      headers: visitor.country ? { 'cf-ipcountry': visitor.country } : {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const reading = created.json() as { id: number; token: string };
    const step = async (path: string, kindOf: 'view' | 'complete') => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/readings/${reading.id}/steps`,
        payload: { step: path, kind: kindOf },
        headers: auth(reading.token),
      });
      expect(response.statusCode, response.body).toBe(204);
    };
    const pages = visitor.pages ?? [];
    for (const [index, path] of pages.entries()) {
      await step(path, 'view');
      if (index < pages.length - 1) await step(path, 'complete');
    }
    for (const path of visitor.side ?? []) await step(path, 'view');
    if (visitor.price) {
      const patch = {
        name: 'Funnel Visitor',
        email: `funnel.${reading.id}@example.com`,
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
        selected_price: visitor.price,
        payment_method: visitor.price === 'FREE' ? 'free' : 'card',
      };
      const saved = await app.inject({
        method: 'PATCH',
        url: `/api/readings/${reading.id}`,
        payload: patch,
        headers: auth(reading.token),
      });
      expect(saved.statusCode, saved.body).toBe(204);
    }
    return reading;
  }

  async function pay(id: number, amount: number, currency: string): Promise<string> {
    const paymentIntent = uniqueId('pi_funnel_');
    const payload = stripeEvent(
      'checkout.session.completed',
      checkoutSession(id, { amount_total: amount, currency, payment_intent: paymentIntent }),
    );
    expect((await postStripe(app, payload)).json().outcome).toBe('applied');
    return paymentIntent;
  }

  async function refund(paymentIntent: string, amount: number, total = 2900) {
    const payload = stripeEvent(
      'charge.refunded',
      stripeCharge(paymentIntent, amount, { amount: total, amount_captured: total }),
    );
    expect((await postStripe(app, payload)).json().outcome).toBe('applied');
  }

  const get = (query: string, session: ConsoleSession | null = owner) =>
    app.inject({ method: 'GET', url: `/api/admin/funnel?${query}`, headers: session ? consoleHeaders(session) : {} });
  async function report(query: string): Promise<FunnelReport> {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FunnelReport;
  }
  const stepOf = (result: FunnelReport, key: string) => result.steps.find((row) => row.step === key);
  const counts = (result: FunnelReport, key: string) => {
    const row = stepOf(result, key);
    return row
      ? [row.visitors, row.completions, row.conversion === null ? null : Math.round(row.conversion * 10_000) / 10_000]
      : null;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildConsoleApp(database, {
      createRateLimit: 1000,
      signInRateLimit: 1000,
      stripeWebhookSecret: STRIPE_SECRET,
      trustProxy: true,
    });
    await addConsoleOperators(database.db);
    owner = await signInOperator(app, CONSOLE_OWNER);
    support = await signInOperator(app, CONSOLE_SUPPORT);

    // A: lands on the home page, walks to step four and leaves there.
    await visit({
      gender: 'female',
      campaign: 'winter_love',
      device: 'phone',
      country: 'US',
      entry: { step: '/', ms: 4_000 },
      pages: ['/social-proof', '/tarot-vs-astrology', '/step-one', '/step-two'],
    });
    // B: the love landing (no tarot page), Philippines, picks the ascendant by hand, pays ₱999.
    const b = await visit({
      gender: 'male',
      campaign: 'winter_love',
      device: 'desktop',
      country: 'PH',
      entry: { step: '/love', ms: 1_000 },
      pages: [
        '/social-proof',
        ...MIDDLE,
        '/select-ascendant-step-five',
        ...END,
        '/step-ten-philippines',
        '/checkout-step-eleven',
      ],
      price: '₱999',
    });
    await pay(b.id, 99_900, 'php');
    // C: the home page, the automatic ascendant, pays $29, watches the reviews video, gets 10.00 back.
    const c = await visit({
      gender: 'female',
      campaign: 'summer',
      device: 'phone',
      country: 'US',
      entry: { step: '/', ms: 12_000 },
      pages: [
        '/social-proof',
        '/tarot-vs-astrology',
        ...MIDDLE,
        '/loading-ascendant-step-five',
        ...END,
        '/step-ten',
        '/checkout-step-eleven',
      ],
      side: ['/video-rev'],
      price: '$29',
    });
    await refund(await pay(c.id, 2_900, 'usd'), 1_000);
    // D: no campaign, leaves the home page after 25 s, and takes the free reading later on.
    await visit({ gender: 'female', device: 'tablet', entry: { step: '/', ms: 25_000 }, price: 'FREE' });
    // E: three days ago (moved back in time below), reaches step 3 and pays $49.
    const e = await visit({
      gender: 'female',
      campaign: 'summer',
      device: 'phone',
      country: 'US',
      entry: { step: '/', ms: 7_000 },
      pages: ['/social-proof', '/tarot-vs-astrology', '/step-one'],
      price: '$49',
    });
    late = { id: e.id, paymentIntent: await pay(e.id, 4_900, 'usd') };
    await database.db.execute(sql`update readings set created_at = created_at - interval '3 days' where id = ${e.id}`);
    await database.db.execute(sql`update funnel_steps set at = at - interval '3 days' where reading_id = ${e.id}`);
    // G: seventy days ago, in a month long over; leaves after step 1.
    older = await visit({
      gender: 'female',
      campaign: 'autumn',
      device: 'phone',
      country: 'US',
      entry: { step: '/', ms: 3_000 },
      pages: ['/social-proof'],
    });
    await database.db.execute(
      sql`update readings set created_at = created_at - interval '70 days' where id = ${older.id}`,
    );
    await database.db.execute(sql`update funnel_steps set at = at - interval '70 days' where reading_id = ${older.id}`);
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it("counts today's readings step by step: visitors, completions, conversion to the next step, the median time", async () => {
    const result = await report(`from=${today}&to=${today}`);
    expect(result.query).toEqual({ from: today, to: today });
    expect(result.readings).toBe(4);
    expect(result.steps.map((row) => row.step)).toEqual(FUNNEL_REPORT_ROWS.map((row) => row.key));
    expect(stepOf(result, '/step-one')?.label).toBe('3/14 · Name and e-mail');
    expect(stepOf(result, '/')?.label).toBe('Landing · Home page');
    expect(stepOf(result, ASCENDANT)?.label).toBe('7/14 · Ascendant');
    expect(counts(result, '/')).toEqual([3, 3, 0.6667]);
    expect(counts(result, '/love')).toEqual([1, 1, 1]);
    expect(counts(result, '/social-proof')).toEqual([3, 3, 1]);
    expect(counts(result, '/tarot-vs-astrology')).toEqual([2, 2, 1]);
    expect(counts(result, '/step-one')).toEqual([3, 3, 1]);
    expect(counts(result, '/step-two')).toEqual([3, 2, 0.6667]);
    expect(counts(result, '/step-four')).toEqual([2, 2, 1]);
    expect(counts(result, ASCENDANT)).toEqual([2, 2, 1]);
    expect(counts(result, '/pdf-reader-pre-checkout')).toEqual([2, 2, 1]);
    expect(counts(result, DELIVERY)).toEqual([2, 2, 1]);
    expect(counts(result, '/checkout-step-eleven')).toEqual([2, 0, null]);
    expect(stepOf(result, '/video-rev')).toMatchObject({ visitors: 1, completions: 0, conversion: null, side: true });
    expect(counts(result, '/review-details')).toEqual([0, 0, null]);
    // 4 s, 12 s and 25 s on the home page: the median, 12 s, is in the 10-15 s bucket, interpolated to its middle.
    expect(stepOf(result, '/')?.median_seconds).toBe(12.5);
    expect(stepOf(result, '/step-one')?.median_seconds).toBeLessThan(2);
    expect(stepOf(result, '/checkout-step-eleven')?.median_seconds).toBeNull();

    expect(result.tiers).toEqual([
      { tier: '$29', readings: 1, paid: 1, conversion: 1 },
      { tier: '₱999', readings: 1, paid: 1, conversion: 1 },
      { tier: 'FREE', readings: 1, paid: 0, conversion: 0 },
    ]);
    expect(result.revenue).toEqual([
      { currency: 'PHP', orders: 1, gross_minor: 99_900, refunded_minor: 0, net_minor: 99_900 },
      { currency: 'USD', orders: 1, gross_minor: 2_900, refunded_minor: 1_000, net_minor: 1_900 },
    ]);
    expect(result.days).toEqual([
      { day: today, readings: 4, paid: 2, net_minor_by_currency: { PHP: 99_900, USD: 1_900 } },
    ]);
    expect(result.campaigns).toEqual(['winter_love', 'summer']);
  });

  it('adds the closed days from the rollup, and rebuilds a day when its data changes', async () => {
    const range = `from=${past}&to=${today}`;
    const result = await report(range);
    expect(result.readings).toBe(5);
    expect(result.days).toHaveLength(4);
    expect(result.days[0]).toEqual({ day: past, readings: 1, paid: 1, net_minor_by_currency: { USD: 4_900 } });
    expect(result.days.slice(1, 3).map((day) => day.readings)).toEqual([0, 0]);
    expect(counts(result, '/')).toEqual([4, 4, 0.75]);
    expect(counts(result, '/step-one')).toEqual([4, 3, 0.75]);
    // 4, 7, 12 and 25 s: the middle falls at the top of the 5-10 s bucket (the true median is 9.5 s).
    expect(stepOf(result, '/')?.median_seconds).toBe(10);
    expect(result.tiers.map((tier) => [tier.tier, tier.readings, tier.paid])).toEqual([
      ['$49', 1, 1],
      ['$29', 1, 1],
      ['₱999', 1, 1],
      ['FREE', 1, 0],
    ]);
    expect(result.revenue.find((row) => row.currency === 'USD')).toEqual({
      currency: 'USD',
      orders: 2,
      gross_minor: 7_800,
      refunded_minor: 1_000,
      net_minor: 6_800,
    });
    expect(result.campaigns).toEqual(['summer', 'winter_love']);
    const built = await rows<{ day: string }>(
      database.db,
      sql`select day::text as day from funnel_rollup_days order by day`,
    );
    expect(built.map((row) => row.day)).toContain(past);

    // A refund of the old order after the day was built marks it dirty; the next report rebuilds it.
    await refund(late.paymentIntent, 4_900, 4_900);
    expect(await rows(database.db, sql`select day from funnel_rollup_dirty where day = ${past}::date`)).toHaveLength(1);
    const after = await report(range);
    expect(after.days[0]).toEqual({ day: past, readings: 1, paid: 1, net_minor_by_currency: { USD: 0 } });
    expect(after.revenue.find((row) => row.currency === 'USD')).toEqual({
      currency: 'USD',
      orders: 2,
      gross_minor: 7_800,
      refunded_minor: 5_900,
      net_minor: 1_900,
    });
    expect(await rows(database.db, sql`select day from funnel_rollup_dirty where day = ${past}::date`)).toHaveLength(0);
    // Asked again with nothing changed, the rollup is read as it is.
    expect(await report(range)).toEqual(after);
  });

  it('sums a whole month from its month rows, agreeing with its days, and rebuilds it when one of its days changes', async () => {
    const day = dayOf(Date.now() - 70 * DAY_MS);
    const month = `${day.slice(0, 7)}-01`;
    const monthEnd = dayOf(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));
    const whole = await report(`from=${month}&to=${monthEnd}`);
    expect(whole.readings).toBe(1);
    expect(counts(whole, '/')).toEqual([1, 1, 1]);
    expect(counts(whole, '/social-proof')).toEqual([1, 0, 0]);
    expect(whole.campaigns).toEqual(['autumn']);
    expect(await rows(database.db, sql`select day from funnel_rollup_months where day = ${month}::date`)).toHaveLength(
      1,
    );
    const oneDay = await report(`from=${day}&to=${day}`);
    expect(oneDay.steps).toEqual(whole.steps);

    // The visitor comes back today and goes on: the old day is marked, the day and its month rebuilt.
    const response = await app.inject({
      method: 'POST',
      url: `/api/readings/${older.id}/steps`,
      payload: { step: '/tarot-vs-astrology', kind: 'view' },
      headers: auth(older.token),
    });
    expect(response.statusCode).toBe(204);
    const after = await report(`from=${month}&to=${monthEnd}`);
    expect(counts(after, '/social-proof')).toEqual([1, 0, 1]);
    expect(counts(after, '/tarot-vs-astrology')).toEqual([1, 0, 0]);
    expect((await report(`from=${day}&to=${day}`)).steps).toEqual(after.steps);
  });

  it('narrows by market, gender, device, campaign and tier, alone and together', async () => {
    const range = `from=${past}&to=${today}`;
    const philippines = await report(`${range}&market=philippines`);
    expect(philippines.readings).toBe(1);
    expect(counts(philippines, '/love')).toEqual([1, 1, 1]);
    expect(counts(philippines, '/')).toEqual([0, 0, null]);
    expect(philippines.revenue.map((row) => row.currency)).toEqual(['PHP']);
    // The campaign list is the filter's choices: every campaign of the range, whatever the filters.
    expect(philippines.campaigns).toEqual(['summer', 'winter_love']);

    const international = await report(`${range}&market=international`);
    expect(international.readings).toBe(4);
    expect((await report(`${range}&gender=male`)).readings).toBe(1);
    const phones = await report(`${range}&device=phone`);
    expect(phones.readings).toBe(3);
    expect(counts(phones, '/')).toEqual([3, 3, 1]);
    const winter = await report(`${range}&campaign=winter_love`);
    expect(winter.readings).toBe(2);
    expect(counts(winter, '/social-proof')).toEqual([2, 2, 1]);
    expect(winter.campaigns).toEqual(['summer', 'winter_love']);
    const twentyNine = await report(`${range}&tier=${encodeURIComponent('$29')}`);
    expect(twentyNine.readings).toBe(1);
    expect(twentyNine.tiers).toEqual([{ tier: '$29', readings: 1, paid: 1, conversion: 1 }]);

    const summerPhones = await report(`${range}&campaign=summer&device=phone`);
    expect(summerPhones.readings).toBe(2);
    expect(counts(summerPhones, '/step-one')).toEqual([2, 1, 0.5]);
    expect(summerPhones.revenue).toEqual([
      { currency: 'USD', orders: 2, gross_minor: 7_800, refunded_minor: 5_900, net_minor: 1_900 },
    ]);
    const none = await report(`${range}&campaign=summer&market=philippines`);
    expect(none.readings).toBe(0);
    expect(
      none.steps.every((row) => row.visitors === 0 && row.conversion === null && row.median_seconds === null),
    ).toBe(true);
    expect(none.tiers).toEqual([]);
    expect(none.revenue).toEqual([]);
  });

  it('exports the step table as CSV, with the same filters, on record', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/exports/funnel.csv?from=${today}&to=${today}&device=phone`,
      headers: consoleHeaders(owner),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="funnel-${today}-${today}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('step,visitors,completions,conversion');
    expect(lines).toHaveLength(FUNNEL_REPORT_ROWS.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain('/,2,2,1.0000');
    expect(lines).toContain('/step-two,2,1,0.5000');
    expect(lines).toContain(`${ASCENDANT},1,1,1.0000`);
    expect(lines).toContain('/checkout-step-eleven,1,0,');
    const audit = await rows<{ operator_email: string; detail: Record<string, string> }>(
      database.db,
      sql`select operator_email, detail from audit_log where action = 'funnel.export'`,
    );
    expect(audit).toEqual([{ operator_email: CONSOLE_OWNER, detail: { from: today, to: today, device: 'phone' } }]);
  });

  it('builds the closed days in the background, so a report over them builds nothing while the owner waits', async () => {
    const range = `from=${dayOf(Date.now() - 80 * DAY_MS)}&to=${today}`;
    const expected = await report(range);
    for (const table of [
      'funnel_rollup_days',
      'funnel_rollup_months',
      'funnel_rollup_steps',
      'funnel_rollup_step_months',
      'funnel_rollup_readings',
      'funnel_rollup_campaigns',
    ]) {
      await database.db.execute(sql`delete from ${sql.identifier(table)}`);
    }
    const logged: string[] = [];
    const log = {
      info: () => undefined,
      warn: (_: object, message: string) => logged.push(message),
      error: (_: object, message: string) => logged.push(message),
    };
    const job = startFunnelRollupJob({ db: database.db, log }, { intervalMs: 3_600_000 });
    await expect
      .poll(async () => (await rows(database.db, sql`select day from funnel_rollup_days`)).length, { timeout: 30_000 })
      .toBeGreaterThan(70);
    await job.stop();
    expect(logged).toEqual([]);
    const built = (await rows<{ day: string }>(database.db, sql`select day::text as day from funnel_rollup_days`)).map(
      (row) => row.day,
    );
    expect(built).toContain(past);
    expect(built).toContain(dayOf(Date.now() - 70 * DAY_MS));
    expect(built).not.toContain(today);
    expect(await report(range)).toEqual(expected);
  });

  it('refuses a bad query with 400 and its reason, a visitor without a session with 401, and support with 403', async () => {
    for (const [query, message] of [
      [`from=${today}&to=${past}`, 'The range must end on or after its first day.'],
      ['from=2024-01-01&to=2026-01-01', 'Ask for at most 731 days at a time.'],
      [`from=yesterday&to=${today}`, 'Use a date like 2026-11-25.'],
      [`to=${today}`, undefined],
      [`from=${today}&to=${today}&tier=${encodeURIComponent('$5')}`, undefined],
      [`from=${today}&to=${today}&source=facebook`, undefined],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input', ...(message ? { message } : {}) });
      const csv = await app.inject({
        method: 'GET',
        url: `/api/admin/exports/funnel.csv?${query}`,
        headers: consoleHeaders(owner),
      });
      expect(csv.statusCode, query).toBe(400);
    }
    expect((await get(`from=${today}&to=${today}`, null)).statusCode).toBe(401);
    expect((await get(`from=${today}&to=${today}`, support)).statusCode).toBe(403);
    const csv = (session: ConsoleSession | null) =>
      app.inject({
        method: 'GET',
        url: `/api/admin/exports/funnel.csv?from=${today}&to=${today}`,
        headers: session ? consoleHeaders(session) : {},
      });
    expect((await csv(null)).statusCode).toBe(401);
    expect((await csv(support)).statusCode).toBe(403);
  });
});
