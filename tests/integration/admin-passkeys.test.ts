import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addOperator } from '../../src/server/admin/add-operator';
import { hashPassword } from '../../src/server/admin/hash-password';
import { removeOperator } from '../../src/server/admin/remove-operator';
import { buildConsoleApp } from './console-sessions';
import { createSoftwareAuthenticator } from './fakes/software-authenticator';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const PASSWORD = 'a long enough password';
const BASE_URL = 'https://console.example.com';
const RP_ID = 'console.example.com';

type Rows = { rows: Record<string, unknown>[] };
type Session = { cookie: string; csrf: string };
type Authenticator = ReturnType<typeof createSoftwareAuthenticator>;

describe.each(DATABASE_KINDS)('console passkeys on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock = new Date('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildConsoleApp(database, { publicBaseUrl: BASE_URL, now: () => clock, signInRateLimit: 1000 });
    for (const [email, role] of [
      ['owner@example.com', 'owner'],
      ['support@example.com', 'support'],
    ] as const) {
      await addOperator(database.db, { email, role, passwordHash: await hashPassword(PASSWORD), addedBy: 'test' });
    }
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const query = async (text: ReturnType<typeof sql>) => ((await database.db.execute(text)) as unknown as Rows).rows;
  const as = (session: Session, withCsrf = true) => ({
    cookie: session.cookie,
    ...(withCsrf ? { 'x-csrf-token': session.csrf } : {}),
  });
  const sessionCount = async () => (await query(sql`select count(*)::int as n from operator_sessions`))[0]?.n;
  const passkeyRow = async (id: string) =>
    (
      await query(sql`select counter::int as counter, last_used_at from operator_passkeys where credential_id = ${id}`)
    )[0];

  function sessionOf(response: { cookies: { name: string; value: string }[]; json: () => unknown }): Session {
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    return { cookie: `admin_session=${cookie?.value}`, csrf: (response.json() as { csrfToken: string }).csrfToken };
  }

  async function signIn(email: string): Promise<Session> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return sessionOf(response);
  }

  async function registrationOptions(session: Session) {
    const response = await app.inject({ method: 'POST', url: '/api/admin/passkeys/options', headers: as(session) });
    expect(response.statusCode).toBe(201);
    return response.json() as {
      challenge: string;
      user: { id: string };
      rp: { id: string };
      excludeCredentials: { id: string }[];
      authenticatorSelection: object;
    };
  }

  async function addPasskey(session: Session, authenticator: Authenticator, label = 'work laptop') {
    const options = await registrationOptions(session);
    return app.inject({
      method: 'POST',
      url: '/api/admin/passkeys',
      headers: as(session),
      payload: { label, response: authenticator.register(options) },
    });
  }

  async function signInOptions() {
    const response = await app.inject({ method: 'POST', url: '/api/admin/session/passkey/options' });
    expect(response.statusCode).toBe(201);
    return response.json() as { challenge: string; rpId: string; userVerification: string };
  }

  const passkeySignIn = (response: unknown) =>
    app.inject({ method: 'POST', url: '/api/admin/session/passkey', payload: { response } });

  it('adds a discoverable, user-verified passkey for the signed-in operator, lists it and audits it', async () => {
    const owner = await signIn('owner@example.com');
    const options = await registrationOptions(owner);
    expect(options.rp.id).toBe(RP_ID);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials).toEqual([]);
    const authenticator = createSoftwareAuthenticator(RP_ID, BASE_URL);
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/passkeys',
      headers: as(owner),
      payload: { label: '  work laptop ', response: authenticator.register(options) },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: authenticator.id,
      label: 'work laptop',
      created_at: clock.toISOString(),
      last_used_at: null,
    });
    const list = await app.inject({ method: 'GET', url: '/api/admin/passkeys', headers: as(owner, false) });
    expect(list.json()).toEqual({ passkeys: [added.json()] });
    const support = await signIn('support@example.com');
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/passkeys', headers: as(support, false) })).json(),
    ).toEqual({ passkeys: [] });
    expect((await registrationOptions(owner)).excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);
    expect(
      await query(sql`select operator_email, action, detail from audit_log where action like 'passkey.%'`),
    ).toEqual([{ operator_email: 'owner@example.com', action: 'passkey.add', detail: { label: 'work laptop' } }]);
  });

  it('signs in with the passkey alone: the same session as a password, counter and last use moved on, audited', async () => {
    const owner = await signIn('owner@example.com');
    const authenticator = createSoftwareAuthenticator(RP_ID, BASE_URL);
    expect((await addPasskey(owner, authenticator, 'phone')).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 60_000);
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: RP_ID, userVerification: 'required' });
    const response = await passkeySignIn(authenticator.signIn(options));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'owner@example.com', role: 'owner', hasPassword: true });
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/api/admin' });
    const session = sessionOf(response);
    const me = await app.inject({ method: 'GET', url: '/api/admin/session', headers: as(session, false) });
    expect(me.json()).toMatchObject({ email: 'owner@example.com', csrfToken: session.csrf });
    const row = await passkeyRow(authenticator.id);
    expect(row?.counter).toBe(1);
    expect(new Date(row?.last_used_at as string).toISOString()).toBe(clock.toISOString());
    const [audit] = await query(
      sql`select operator_email, detail from audit_log where action = 'operator.sign_in' order by id desc limit 1`,
    );
    expect(audit).toEqual({ operator_email: 'owner@example.com', detail: { method: 'passkey', label: 'phone' } });
  });

  it('refuses a reused challenge, an unknown passkey, an expired challenge, another origin and a counter gone back, changing nothing', async () => {
    const owner = await signIn('owner@example.com');
    const authenticator = createSoftwareAuthenticator(RP_ID, BASE_URL);
    expect((await addPasskey(owner, authenticator, 'desk key')).statusCode).toBe(201);
    const first = authenticator.signIn(await signInOptions());
    expect((await passkeySignIn(first)).statusCode).toBe(200);
    const sessions = await sessionCount();
    const before = await passkeyRow(authenticator.id);

    const replayed = await passkeySignIn(first);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      error: 'passkey_expired',
      message: 'This passkey request has expired or was used already. Try again.',
    });

    const stranger = createSoftwareAuthenticator(RP_ID, BASE_URL);
    const unknown = await passkeySignIn(stranger.signIn(await signInOptions()));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      error: 'unknown_passkey',
      message: expect.stringMatching(/not registered for the console/),
    });

    const late = await signInOptions();
    clock = new Date(clock.getTime() + 6 * 60_000);
    const expired = await passkeySignIn(authenticator.signIn(late));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('passkey_expired');

    const elsewhere = await passkeySignIn(
      authenticator.signIn(await signInOptions(), { origin: 'https://console.example.com.evil.test' }),
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({
      error: 'passkey_refused',
      message: expect.stringMatching(/could not be verified for this site/),
    });

    const otherRp = await passkeySignIn(authenticator.signIn(await signInOptions(), { rpId: 'evil.test' }));
    expect(otherRp.json().error).toBe('passkey_refused');

    // A cloned authenticator shows a counter behind the one last seen.
    authenticator.setCounter(0);
    const cloned = await passkeySignIn(authenticator.signIn(await signInOptions()));
    expect(cloned.json().error).toBe('passkey_refused');

    expect(await sessionCount()).toBe(sessions);
    expect(await passkeyRow(authenticator.id)).toEqual(before);
  });

  it("refuses a registration answer from another origin, for another operator's challenge, or to a sign-in challenge, storing nothing", async () => {
    const owner = await signIn('owner@example.com');
    const support = await signIn('support@example.com');
    const authenticator = createSoftwareAuthenticator(RP_ID, BASE_URL);
    const count = async () => (await query(sql`select count(*)::int as n from operator_passkeys`))[0]?.n;
    const stored = await count();
    const post = (session: Session, payload: object) =>
      app.inject({ method: 'POST', url: '/api/admin/passkeys', headers: as(session), payload });

    const elsewhere = await post(owner, {
      label: 'x',
      response: authenticator.register(await registrationOptions(owner), { origin: 'http://localhost:5173' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      error: 'passkey_refused',
      message: expect.stringMatching(/could not be verified for this site/),
    });

    const ownersChallenge = await post(support, {
      label: 'x',
      response: authenticator.register(await registrationOptions(owner)),
    });
    expect(ownersChallenge.statusCode).toBe(400);
    expect(ownersChallenge.json().error).toBe('passkey_expired');

    const signInChallenge = await signInOptions();
    const wrongCeremony = await post(owner, {
      label: 'x',
      response: authenticator.register({ challenge: signInChallenge.challenge, user: { id: 'MQ' } }),
    });
    expect(wrongCeremony.json().error).toBe('passkey_expired');

    const noLabel = await post(owner, {
      label: '  ',
      response: authenticator.register(await registrationOptions(owner)),
    });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().message).toBe('Name the passkey, like "work laptop".');

    const garbage = await post(owner, {
      label: 'x',
      response: {
        ...authenticator.register(await registrationOptions(owner)),
        response: { clientDataJSON: 'bm90IGpzb24', attestationObject: 'AA' },
      },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Not a valid passkey answer.');

    const withoutCsrf = await app.inject({
      method: 'POST',
      url: '/api/admin/passkeys/options',
      headers: as(owner, false),
    });
    expect(withoutCsrf.statusCode).toBe(403);

    expect(await count()).toBe(stored);
    expect(
      await query(
        sql`select count(*)::int as n from audit_log where action = 'passkey.add' and detail->>'label' = 'x'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it("removes only the operator's own passkey, with the CSRF token, audited; it then cannot sign in", async () => {
    const owner = await signIn('owner@example.com');
    const support = await signIn('support@example.com');
    const authenticator = createSoftwareAuthenticator(RP_ID, BASE_URL);
    expect((await addPasskey(owner, authenticator, 'old tablet')).statusCode).toBe(201);
    const url = `/api/admin/passkeys/${authenticator.id}`;

    expect((await app.inject({ method: 'DELETE', url, headers: as(owner, false) })).statusCode).toBe(403);
    const bySupport = await app.inject({ method: 'DELETE', url, headers: as(support) });
    expect(bySupport.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/passkeys/not%20an%20id', headers: as(owner) })).statusCode,
    ).toBe(400);
    expect(await passkeyRow(authenticator.id)).toBeDefined();

    expect((await app.inject({ method: 'DELETE', url, headers: as(owner) })).statusCode).toBe(204);
    expect(await passkeyRow(authenticator.id)).toBeUndefined();
    expect(await query(sql`select operator_email, detail from audit_log where action = 'passkey.remove'`)).toEqual([
      { operator_email: 'owner@example.com', detail: { label: 'old tablet' } },
    ]);
    const after = await passkeySignIn(authenticator.signIn(await signInOptions()));
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('unknown_passkey');
  });

  it('lets no removed operator in with their passkey', async () => {
    await addOperator(database.db, {
      email: 'leaver@example.com',
      role: 'support',
      passwordHash: await hashPassword(PASSWORD),
      addedBy: 'test',
    });
    const leaver = await signIn('leaver@example.com');
    const authenticator = createSoftwareAuthenticator(RP_ID, BASE_URL);
    expect((await addPasskey(leaver, authenticator)).statusCode).toBe(201);
    await removeOperator(database.db, 'leaver@example.com', 'owner@example.com');
    const response = await passkeySignIn(authenticator.signIn(await signInOptions()));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unknown_passkey');
  });

  it('counts passkey sign-ins towards the per-address limit', async () => {
    const limited = await buildConsoleApp(database, { publicBaseUrl: BASE_URL, now: () => clock, signInRateLimit: 2 });
    try {
      const attempts = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        attempts.push(
          (await limited.inject({ method: 'POST', url: '/api/admin/session/passkey', payload: { response: {} } }))
            .statusCode,
        );
      }
      expect(attempts).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
