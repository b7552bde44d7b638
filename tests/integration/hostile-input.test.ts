import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { createFixtureIndex } from '../../src/server/cities/city-index-fixture';
import { searchCities } from '../../src/server/cities/search-cities';
import { loadSiteConfig } from '../../src/server/config';
import { checkoutSession, createBuyer, rows, STRIPE_SECRET, stripeEvent } from './fulfilment-helpers';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const site = loadSiteConfig('config/site.json');
const RUNS = 120;

/** A value too big to print: a counterexample shows its label, the request gets the value. */
class Big {
  constructor(
    readonly label: string,
    readonly make: () => unknown,
  ) {}

  [fc.toStringMethod](): string {
    return `<${this.label}>`;
  }
}

/** A body sent as these exact bytes, for what JSON.stringify cannot produce (deep nesting, bad JSON). */
class Raw {
  constructor(
    readonly label: string,
    readonly bytes: () => string | Buffer,
  ) {}

  [fc.toStringMethod](): string {
    return `<raw: ${this.label}>`;
  }
}

/** What an arbitrary generates, to type the examples tried before the random runs. */
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

const resolve = (value: unknown): unknown => (value instanceof Big ? value.make() : value);
const encode = (body: unknown): string | Buffer =>
  body instanceof Raw ? body.bytes() : (JSON.stringify(body, (_key, value: unknown) => resolve(value)) ?? '');

const nested = (depth: number, open: string, middle: string, close: string) =>
  `${open.repeat(depth)}${middle}${close.repeat(depth)}`;

/** Characters a field must refuse (or, for U+2028 and friends, keep intact); U+FFFD is left out on purpose. */
const HOSTILE_CHARS = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uDBFF',
  '\u001b',
  '\u007f',
  '\r\n',
  '\t',
  '\u2028',
  '\uFEFF',
  '\uFFFF',
  '\u202E',
];

/** The valid value with a hostile character put somewhere in it. */
const spoiled = (valid: string) =>
  fc.tuple(fc.constantFrom(...HOSTILE_CHARS), fc.nat()).map(([bad, at]) => {
    const cut = at % (valid.length + 1);
    return `${valid.slice(0, cut)}${bad}${valid.slice(cut)}`;
  });

const withoutReplacement = (text: string) => !text.includes('\uFFFD');

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).filter(withoutReplacement),
  fc.constantFrom(...HOSTILE_CHARS),
  fc.constant(new Big('1 MB string', () => 'x'.repeat(1_000_000))),
  fc.constant(new Big('12 KB string', () => 'é'.repeat(6_000))),
  fc.constant(new Big('4 KB of NUL', () => '\u0000'.repeat(4_000))),
  fc.constant(new Big('lone surrogates', () => '\uD800'.repeat(2_000))),
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2 ** 63, -1, 0, -0, 0.5, 91, -181),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constant(new Big('array of 100,000 numbers', () => Array.from({ length: 100_000 }, (_, index) => index))),
  fc.constant(new Big('array of 3,000 strings', () => Array.from({ length: 3_000 }, () => 'a'))),
  fc.constant(
    new Big('arrays nested 2,000 deep', () => {
      let value: unknown = 0;
      for (let level = 0; level < 2_000; level += 1) value = [value];
      return value;
    }),
  ),
);

const hostileValue = (valid: unknown) =>
  typeof valid === 'string'
    ? fc.oneof({ weight: 4, arbitrary: spoiled(valid) }, hostileString, wrongType)
    : fc.oneof(hostileString, wrongType);

const ATTACK_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'id',
  'payment_status',
  'access_token_hash',
  'country_code',
  'created_at',
];

/** Whole bodies no schema should ever see as valid, sent as raw bytes. */
const RAW_BODIES = [
  new Raw('arrays nested 10,000 deep', () => nested(10_000, '[', '', ']')),
  new Raw('arrays nested 7,000 deep', () => nested(7_000, '[', '', ']')),
  new Raw('objects nested 2,500 deep', () => nested(2_500, '{"a":', '1', '}')),
  new Raw('__proto__ pollution', () => '{"__proto__":{"polluted":true},"gender":"female"}'),
  new Raw('constructor pollution', () => '{"constructor":{"prototype":{"polluted":true}},"gender":"female"}'),
  new Raw(
    'nested __proto__',
    () => '{"eventData":{"__proto__":{"polluted":true}},"question1":{"__proto__":{"polluted":true}}}',
  ),
  new Raw('truncated JSON', () => '{"gender":"fem'),
  new Raw('raw NUL inside a JSON string', () => '{"gender":"female","name":"Zo\u0000e"}'),
  new Raw('invalid UTF-8', () =>
    Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ),
  new Raw('invalid UTF-8 in free text', () =>
    Buffer.concat([Buffer.from('{"question1":"a'), Buffer.from([0xff]), Buffer.from('b"}')]),
  ),
  new Raw('CESU-8 surrogate', () =>
    Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  ),
  new Raw('array of 100,000 zeros', () => JSON.stringify(Array.from({ length: 100_000 }, () => 0))),
  new Raw('1 MB body', () => JSON.stringify({ name: 'x'.repeat(1_000_000) })),
  new Raw('duplicate keys', () => '{"gender":"female","gender":"robot","page":"reviews","page":"admin"}'),
  new Raw(
    'number beyond double',
    () => '{"birth_city_lat":1e999,"readingId":1e999,"eventName":"Lead","eventId":"abcdefgh1234"}',
  ),
  new Raw('null', () => 'null'),
  new Raw('a bare string', () => '"female"'),
  new Raw('a bare number', () => '12'),
  new Raw('an empty array', () => '[]'),
  new Raw('nothing', () => ''),
];

/** A hostile variant of a valid body: one field spoiled (mostly), several, keys added, or the whole body replaced. */
function hostileBody(sample: Record<string, unknown>) {
  const fields = Object.keys(sample);
  const spoil = (chosen: string[]) =>
    fc.tuple(...chosen.map((field) => hostileValue(sample[field]))).map((values) => ({
      ...sample,
      ...Object.fromEntries(chosen.map((field, index) => [field, values[index]])),
    }));
  const oneField = fc.constantFrom(...(fields.length ? fields : ['none'])).chain((field) => spoil([field]));
  const severalFields = fc.subarray(fields, { minLength: Math.min(2, fields.length) }).chain(spoil);
  const strangeKeys = fc
    .dictionary(
      fc.string({ unit: 'binary', maxLength: 12 }).filter(withoutReplacement),
      fc.oneof(hostileString, wrongType),
      { minKeys: 1, maxKeys: 3 },
    )
    .map((extra) => ({ ...sample, ...extra }));
  const attackKey = fc
    .tuple(fc.constantFrom(...ATTACK_KEYS), fc.oneof(hostileString, wrongType))
    .map(
      ([key, value]) =>
        new Raw(
          `${key} added`,
          () =>
            `${JSON.stringify(sample).slice(0, -1)}${fields.length ? ',' : ''}${JSON.stringify(key)}:${encode(value).toString()}}`,
        ),
    );
  return fc.oneof(
    { weight: fields.length ? 8 : 0, arbitrary: oneField },
    { weight: fields.length > 1 ? 2 : 0, arbitrary: severalFields },
    { weight: 1, arbitrary: strangeKeys },
    { weight: 1, arbitrary: attackKey },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
}

/** The sample with NUL, then a lone surrogate, in each of its text fields: always tried, before the random runs. */
function textFieldExamples(sample: Record<string, unknown>): Record<string, unknown>[] {
  return Object.entries(sample).flatMap(([field, value]) =>
    typeof value === 'string' ? ['\u0000', '\uD800'].map((bad) => ({ ...sample, [field]: `${value}${bad}` })) : [],
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
];
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  fc.constantFrom(...CONTENT_TYPES),
);

/** What HTTP can carry in a header value: visible ASCII, space, tab and Latin-1 bytes. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

/** Client-supplied location and identity headers; the server must bound or ignore them. */
const LOCATION_HEADERS = [
  'cf-ipcountry',
  'cf-region',
  'cf-ipcity',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-vercel-ip-city',
  'x-forwarded-for',
  'user-agent',
  'referer',
];
const hostileHeaders = fc.dictionary(
  fc.constantFrom(...LOCATION_HEADERS),
  fc.oneof(headerText, fc.constantFrom('PH', 'ph', 'XX', 'T1', '', 'ÿÿ', 'Ã\u0080', '3000 chars'.padEnd(3_000, 'z'))),
  { maxKeys: 4 },
);

type Endpoint = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: (id: string) => string;
  sample: Record<string, unknown>;
};

const READING_FIELDS = {
  name: 'Zoë Nguyễn',
  email: 'zoe@example.com',
  gender: 'female',
  birth_date: '1990-02-28',
  birth_time: '3:18 PM',
  birth_city_name: 'São Paulo',
  birth_city_country: 'Brazil',
  birth_city_state: 'São Paulo',
  birth_city_lat: -23.55,
  birth_city_lon: -46.63,
  birth_city_timezone: 'America/Sao_Paulo',
  zodiac_sign: 'Pisces',
  ascendant: 'Leo',
  selected_subject: 'career',
  question1: 'Should I change jobs?',
  question2: 'Will I travel?',
  question3: null,
  additional_info: 'Born in a storm',
  selected_price: '$29',
  payment_method: 'card',
};

const EVENT_SAMPLE = {
  eventName: 'Lead',
  eventId: 'abcdef0123456789',
  eventData: { content_name: 'step-one', value: 29 },
  readingId: 1,
  sourceUrl: 'https://astral.example/step-one',
  fbc: 'fb.1.1700000000000.abc',
  fbp: 'fb.1.1700000000000.123',
  externalId: 'ext-1',
  consent: true,
  email: 'zoe@example.com',
  firstName: 'Zoë',
  lastName: 'Nguyễn',
  birthDate: '1990-02-28',
};

const READING_ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/readings/:id', method: 'GET', path: (id) => `/api/readings/${id}`, sample: {} },
  { name: 'PATCH /api/readings/:id', method: 'PATCH', path: (id) => `/api/readings/${id}`, sample: READING_FIELDS },
  {
    name: 'POST /api/readings/:id/visits',
    method: 'POST',
    path: (id) => `/api/readings/${id}/visits`,
    sample: { page: 'reviews' },
  },
  {
    name: 'POST /api/readings/:id/steps',
    method: 'POST',
    path: (id) => `/api/readings/${id}/steps`,
    sample: { step: '/step-one', kind: 'view' },
  },
  { name: 'POST /api/readings/:id/session', method: 'POST', path: (id) => `/api/readings/${id}/session`, sample: {} },
  {
    name: 'POST /api/readings/:id/limited-offer',
    method: 'POST',
    path: (id) => `/api/readings/${id}/limited-offer`,
    sample: {},
  },
  {
    name: 'POST /api/readings/:id/checkout',
    method: 'POST',
    path: (id) => `/api/readings/${id}/checkout`,
    sample: {
      selected_price: '$49',
      payment_method: 'card',
      email: 'buyer@example.com',
      selected_subject: 'love',
      question1: 'Will I find love?',
      question2: ' ',
      additional_info: 'Nothing',
    },
  },
  {
    name: 'POST /api/readings/:id/free-completion',
    method: 'POST',
    path: (id) => `/api/readings/${id}/free-completion`,
    sample: {},
  },
  {
    name: 'GET /api/readings/:id/payment-status',
    method: 'GET',
    path: (id) => `/api/readings/${id}/payment-status`,
    sample: {},
  },
];

const HOSTILE_IDS = [
  '0',
  '-1',
  '1e3',
  '0x1',
  '1.0',
  '99999999999999999999',
  '9007199254740993',
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '..%2F..%2Fetc',
  'abc',
  '__proto__',
  'constructor',
  'null',
  '%20',
  '1'.repeat(5_000),
];
const HOSTILE_BUCKETS = [
  'pdf%00',
  'video-rev%00',
  '%00',
  '.',
  '..',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%ED%A0%80',
  '__proto__',
  'constructor',
  'PDF',
  'x'.repeat(5_000),
];
const HOSTILE_QUERIES = [
  'q=%00',
  'q=Rome%00',
  'q=%ED%A0%80',
  'q=%FF%FE',
  'q=%',
  'q=%%',
  'q=%2',
  'q=Ro&q=me',
  'q[a]=Rome',
  'q[]=Rome',
  'q',
  '',
  'q=%E2%80%AE',
  `q=${'a'.repeat(100_000)}`,
  `q=${'%C3%A9'.repeat(10_000)}`,
  'q=__proto__',
  '__proto__[q]=Rome',
  'constructor[prototype][q]=x',
];

const queryText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((text) => `q=${encodeURIComponent(text)}`),
  fc.constantFrom(...HOSTILE_QUERIES),
);

describe.each(DATABASE_KINDS)('hostile input on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storageDir: string;
  let target: { id: number; token: string };
  let other: { id: number; token: string };
  let client = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storageDir = mkdtempSync(path.join(tmpdir(), 'astral-media-'));
    mkdirSync(path.join(storageDir, 'pdf'));
    writeFileSync(path.join(storageDir, 'pdf', '1.png'), 'one');
    const cities = createFixtureIndex();
    app = await buildApp({
      // Limits far above the run's requests: a 429 would hide the handlers from the fuzzing.
      database,
      site,
      storageDir,
      stripeWebhookSecret: STRIPE_SECRET,
      logLevel: 'silent',
      createRateLimit: 1_000_000,
      writeRateLimit: 1_000_000,
      readingRateLimit: 1_000_000,
      searchCities: (query) => searchCities(cities, query),
    });
    target = await createBuyer(app, 'target@example.com');
    other = await createBuyer(app, 'other@example.com', 'Anna Rossi');
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** Everything a request could change: both tables a visitor writes to in full, the others by count. */
  async function snapshot() {
    const db = database.db;
    return {
      readings: await rows(db, sql`select * from readings order by id`),
      funnelEvents: await rows(db, sql`select * from funnel_events order by id`),
      counts: await rows(
        db,
        sql`select (select count(*) from payment_events)::int as payment_events, (select count(*) from deliveries)::int as deliveries, (select count(*) from funnel_steps)::int as funnel_steps`,
      ),
    };
  }

  type Attempt = {
    method: 'GET' | 'POST' | 'PATCH';
    url: string;
    body?: unknown;
    contentType?: string;
    headers?: Record<string, unknown>;
  };

  /** Sends one hostile request: never a 5xx; refused, it leaves every table as it was; nothing stored is mangled. */
  async function expectSafe(attempt: Attempt): Promise<number> {
    const before = await snapshot();
    const headers = Object.fromEntries(
      Object.entries(attempt.headers ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(resolve(value))]),
    );
    client += 1;
    const response = await app.inject({
      method: attempt.method,
      url: attempt.url,
      // Each request from its own address, so the per-client limits do not hide the handlers.
      remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      headers: attempt.contentType === undefined ? headers : { ...headers, 'content-type': attempt.contentType },
      ...(attempt.body === undefined ? {} : { payload: encode(attempt.body) }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    const after = await snapshot();
    if (response.statusCode >= 400) expect(after).toEqual(before);
    // No generated input holds U+FFFD, so finding one means a character was silently replaced.
    expect(JSON.stringify(after)).not.toContain('\uFFFD');
    return response.statusCode;
  }

  const idArbitrary = () =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(String(target.id)) },
      { weight: 1, arbitrary: fc.constant(String(other.id)) },
      { weight: 1, arbitrary: fc.constantFrom(`${target.id}%00`, ` ${target.id}`, `${target.id}.0`, `0${target.id}`) },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
    );

  const authorizationArbitrary = () =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(`Bearer ${target.token}`) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          undefined,
          '',
          'Bearer',
          'Bearer ',
          `Bearer ${other.token}`,
          `bearer ${target.token}`,
          target.token,
          `Bearer ${target.token} `,
          `Bearer  ${target.token}`,
          `Bearer ${target.token.slice(1)}`,
          `Bearer ${'A'.repeat(20)}`,
          `Bearer ${'A'.repeat(101)}`,
          'Basic dXNlcjpwYXNz',
          `Bearer ${target.token}ÿ`,
          `Bearer ${target.token},Bearer ${other.token}`,
          new Big('100 KB header', () => `Bearer ${'A'.repeat(100_000)}`),
        ),
      },
      { weight: 1, arbitrary: headerText.map((text) => `Bearer ${text}`) },
    );

  it('answers 400 naming the field for NUL or a lone surrogate in any text field, and changes nothing', async () => {
    const valid = { authorization: `Bearer ${target.token}` };
    const bodies: [Attempt['method'], string, Record<string, unknown>][] = [
      ['POST', '/api/readings', { ...READING_FIELDS, gender: 'male' }],
      ...READING_ENDPOINTS.filter((endpoint) => Object.keys(endpoint.sample).length > 0).map(
        (endpoint) =>
          [endpoint.method, endpoint.path(String(target.id)), endpoint.sample] as [
            Attempt['method'],
            string,
            Record<string, unknown>,
          ],
      ),
      ['POST', '/api/events', EVENT_SAMPLE],
    ];
    for (const [method, url, sample] of bodies) {
      for (const body of textFieldExamples(sample)) {
        const field = Object.keys(sample).find((key) => body[key] !== sample[key]) as string;
        const before = await snapshot();
        const response = await app.inject({
          method,
          url,
          payload: body,
          headers: valid,
          remoteAddress: `10.255.${(client += 1) & 255}.1`,
        });
        expect(response.statusCode, `${url} ${field}`).toBe(400);
        const answer = response.json() as { message: string; issues: { path: string }[] };
        expect(answer.issues[0]?.path, `${url} ${field}`).toBe(field);
        expect(answer.message.length).toBeGreaterThan(0);
        expect(await snapshot()).toEqual(before);
      }
    }
  });

  it('refuses a body that is not valid UTF-8 with 400 instead of storing U+FFFD', async () => {
    const before = await snapshot();
    const payload = Buffer.concat([Buffer.from('{"question1":"a'), Buffer.from([0xff]), Buffer.from('b"}')]);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/readings/${target.id}`,
      payload,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_encoding' });
    expect(await snapshot()).toEqual(before);
  });

  /** Mostly the reading's own id and token, so most bodies reach the schema; else hostile ids and headers. */
  const accessArbitrary = () =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constant({ id: String(target.id), authorization: `Bearer ${target.token}` as unknown }),
      },
      { weight: 1, arbitrary: fc.record({ id: idArbitrary(), authorization: authorizationArbitrary() }) },
    );

  it.each(READING_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: no 5xx, and a refusal changes nothing',
    async (_name, endpoint) => {
      const request = fc.record({
        access: accessArbitrary(),
        body: fc.oneof(
          { weight: 1, arbitrary: fc.constant(endpoint.sample) },
          { weight: 6, arbitrary: hostileBody(endpoint.sample) },
        ),
        contentType,
      });
      const valid = { id: String(target.id), authorization: `Bearer ${target.token}` as unknown };
      const examples = textFieldExamples(endpoint.sample).map(
        (body) => [{ access: valid, body, contentType: 'application/json' }] as [ValueOf<typeof request>],
      );
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(request, async ({ access, body, contentType: type }) => {
          const headers = { authorization: access.authorization };
          statuses.add(
            await expectSafe({
              method: endpoint.method,
              url: endpoint.path(access.id),
              body,
              contentType: type,
              headers,
            }),
          );
        }),
        { numRuns: RUNS, examples },
      );
      // The run reached the handlers: some requests were refused by the schema or the token check.
      expect([...statuses].some((status) => status === 400 || status === 404)).toBe(true);
    },
  );

  it('POST /api/readings: no 5xx, and a refusal creates nothing', async () => {
    const sample = { ...READING_FIELDS, gender: 'male' };
    const request = fc.record({ body: hostileBody(sample), contentType, headers: hostileHeaders });
    const examples = textFieldExamples(sample).map(
      (body) => [{ body, contentType: 'application/json', headers: {} }] as [ValueOf<typeof request>],
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ body, contentType: type, headers }) => {
        await expectSafe({ method: 'POST', url: '/api/readings', body, contentType: type, headers });
      }),
      { numRuns: RUNS, examples },
    );
  });

  it('POST /api/events: no 5xx, and a refusal records nothing', async () => {
    const sample = { ...EVENT_SAMPLE, readingId: target.id };
    const eventData = fc.oneof(
      fc
        .tuple(fc.constantFrom(...HOSTILE_CHARS), hostileValue('step-one'))
        .map(([bad, value]) => ({ [`content${bad}name`]: value })),
      fc.dictionary(
        fc.string({ unit: 'binary', maxLength: 20 }).filter(withoutReplacement),
        fc.oneof(hostileString, wrongType),
        { maxKeys: 4 },
      ),
      fc.constant(
        new Big('2,000 keys', () =>
          Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`k${index}`, index])),
        ),
      ),
    );
    const body = fc.oneof(
      hostileBody(sample),
      eventData.map((data) => ({ ...sample, eventData: data })),
    );
    const request = fc.record({ body, contentType, authorization: authorizationArbitrary(), headers: hostileHeaders });
    const examples = [
      ...textFieldExamples(sample),
      { ...sample, eventData: { 'content\u0000name': 'x' } },
      { ...sample, eventData: { content_name: 'x\uDFFF' } },
    ].map(
      (example) =>
        [{ body: example, contentType: 'application/json', authorization: undefined, headers: {} }] as [
          ValueOf<typeof request>,
        ],
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ body: payload, contentType: type, authorization, headers }) => {
        await expectSafe({
          method: 'POST',
          url: '/api/events',
          body: payload,
          contentType: type,
          headers: { ...headers, authorization },
        });
      }),
      { numRuns: RUNS, examples },
    );
  });

  it('GET /api/cities: no 5xx for any query', async () => {
    await fc.assert(
      fc.asyncProperty(queryText, async (query) => {
        await expectSafe({ method: 'GET', url: `/api/cities?${query}` });
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/location: no 5xx for any location header', async () => {
    await fc.assert(
      fc.asyncProperty(hostileHeaders, async (headers) => {
        await expectSafe({ method: 'GET', url: '/api/location', headers });
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/storage/:bucket: no 5xx for any bucket name', async () => {
    const bucket = fc.oneof(
      fc.constantFrom('pdf', 'video-rev', ...HOSTILE_BUCKETS),
      fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(bucket, async (name) => {
        await expectSafe({ method: 'GET', url: `/api/storage/${name}` });
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/webhooks/stripe: an unsigned or badly signed event is refused and changes nothing', async () => {
    const event = stripeEvent('checkout.session.completed', checkoutSession(target.id, { amount_total: 100 }));
    const signature = fc.oneof(
      fc.constantFrom(
        undefined,
        '',
        't=1,v1=abc',
        `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        't=99999999999999999999,v1=00',
        'v1=',
        ',,,',
        't=,v1=',
        new Big('100 KB signature', () => `t=1,v1=${'a'.repeat(100_000)}`),
        Stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_not_ours' }),
      ),
      headerText,
    );
    const body = fc.oneof(
      fc.constant(new Raw('a well-formed paying event', () => event)),
      hostileBody(JSON.parse(event) as Record<string, unknown>),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ body, signature, contentType }),
        async ({ body: payload, signature: header, contentType: type }) => {
          const status = await expectSafe({
            method: 'POST',
            url: '/api/webhooks/stripe',
            body: payload,
            contentType: type,
            headers: { 'stripe-signature': header },
          });
          expect(status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('leaves no polluted prototype behind', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
