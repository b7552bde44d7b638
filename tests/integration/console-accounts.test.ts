import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addOperator } from '../../src/server/admin/add-operator';
import { createSigninLink } from '../../src/server/admin/create-signin-link';
import { hashPassword } from '../../src/server/admin/hash-password';
import { buildConsoleApp } from './console-sessions';
import { createSoftwareAuthenticator } from './fakes/software-authenticator';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './test-databases';

const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'another long enough password';
const BASE_URL = 'https://console.example.com';
const RP_ID = 'console.example.com';
/** Documentation addresses (RFC 5737): one the operators sign in from, and strangers'. */
const OFFICE = '192.0.2.10';
const STRANGER = '203.0.113.7';

type Rows = { rows: Record<string, unknown>[] };
type Session = { cookie: string; csrf: string };
type Answer = { statusCode: number; cookies: { name: string; value: string }[]; json: () => unknown };

describe.each(DATABASE_KINDS)('console accounts on the %s database', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock = new Date('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildConsoleApp(database, { publicBaseUrl: BASE_URL, now: () => clock, signInRateLimit: 1000 });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const query = async (text: ReturnType<typeof sql>) => ((await database.db.execute(text)) as unknown as Rows).rows;
  const headers = (session: Session) => ({ cookie: session.cookie, 'x-csrf-token': session.csrf });

  async function addAccount(email: string, passwordHash: string | null = null): Promise<number> {
    return addOperator(database.db, {
      email,
      role: 'support',
      passwordHash: passwordHash ?? (await hashPassword(PASSWORD)),
      addedBy: 'test',
    });
  }

  const attempt = (email: string, password: string, source: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password },
      remoteAddress: source,
    });

  function sessionOf(response: Answer): Session {
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    return { cookie: `admin_session=${cookie?.value}`, csrf: (response.json() as { csrfToken: string }).csrfToken };
  }

  const signIn = async (email: string, password = PASSWORD, source = OFFICE) =>
    sessionOf(await attempt(email, password, source));

  const whoAmI = (session: Session) =>
    app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: session.cookie } });

  const changePassword = (session: Session, payload: object, source = OFFICE) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: headers(session),
      payload,
      remoteAddress: source,
    });

  async function lockOut(email: string, source: string): Promise<void> {
    for (let wrong = 0; wrong < 5; wrong += 1) await attempt(email, `wrong ${wrong}`, source);
    expect((await attempt(email, PASSWORD, source)).statusCode).toBe(429);
  }

  it('answers an unknown address exactly as a known one through six wrong attempts', async () => {
    await addAccount('known@example.com');
    const answers: { status: number; body: unknown }[] = [];
    for (let wrong = 0; wrong < 6; wrong += 1) {
      const known = await attempt('known@example.com', `wrong ${wrong}`, STRANGER);
      const unknown = await attempt('unknown@example.com', `wrong ${wrong}`, STRANGER);
      expect({ status: unknown.statusCode, body: unknown.json() }, `attempt ${wrong + 1}`).toEqual({
        status: known.statusCode,
        body: known.json(),
      });
      answers.push({ status: known.statusCode, body: known.json() });
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(answers[4]?.body).toMatchObject({ error: 'locked', message: expect.stringMatching(/15 minutes/) });
    // Both locks are written down alike: which address was tried from where, known or not.
    expect(
      await query(
        sql`select operator_email, detail from audit_log where action = 'operator.locked' order by operator_email`,
      ),
    ).toEqual([
      { operator_email: 'known@example.com', detail: { source: STRANGER, minutes: 15 } },
      { operator_email: 'unknown@example.com', detail: { source: STRANGER, minutes: 15 } },
    ]);
  });

  it('does not lock the owner out from their own address when a stranger floods their account', async () => {
    await addAccount('flooded@example.com');
    for (let wrong = 0; wrong < 10; wrong += 1) await attempt('flooded@example.com', `guess ${wrong}`, STRANGER);
    expect((await attempt('flooded@example.com', PASSWORD, STRANGER)).statusCode).toBe(429);
    expect((await attempt('flooded@example.com', PASSWORD, OFFICE)).statusCode).toBe(200);
    // Their own success does not lift the stranger's lock.
    expect((await attempt('flooded@example.com', PASSWORD, STRANGER)).statusCode).toBe(429);
  });

  it('lets the operator in with a passkey and a one-time link from an address whose password lock lasts', async () => {
    const id = await addAccount('device@example.com');
    const session = await signIn('device@example.com');
    const authenticator = createSoftwareAuthenticator(RP_ID, BASE_URL);
    const options = await app.inject({ method: 'POST', url: '/api/admin/passkeys/options', headers: headers(session) });
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/passkeys',
      headers: headers(session),
      payload: { label: 'phone', response: authenticator.register(options.json()) },
    });
    expect(added.statusCode).toBe(201);

    await lockOut('device@example.com', OFFICE);

    const challenge = await app.inject({
      method: 'POST',
      url: '/api/admin/session/passkey/options',
      remoteAddress: OFFICE,
    });
    const byPasskey = await app.inject({
      method: 'POST',
      url: '/api/admin/session/passkey',
      payload: { response: authenticator.signIn(challenge.json()) },
      remoteAddress: OFFICE,
    });
    expect(byPasskey.statusCode).toBe(200);
    expect(byPasskey.json()).toMatchObject({ email: 'device@example.com' });

    const token = (await createSigninLink(database.db, id, BASE_URL, clock)).split('#link=')[1];
    const byLink = await app.inject({
      method: 'POST',
      url: '/api/admin/session/link',
      payload: { token },
      remoteAddress: OFFICE,
    });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json()).toMatchObject({ email: 'device@example.com' });
  });

  it('refuses a password change without the current password or with a wrong one, changing nothing', async () => {
    await addAccount('careful@example.com');
    const session = await signIn('careful@example.com');
    const other = await signIn('careful@example.com');

    const without = await changePassword(session, { password: NEW_PASSWORD });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: 'Enter your current password.' });
    const wrong = await changePassword(session, { password: NEW_PASSWORD, currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: 'wrong_password',
      message: 'That is not your current password.',
    });

    expect((await whoAmI(session)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(200);
    expect((await attempt('careful@example.com', NEW_PASSWORD, OFFICE)).statusCode).toBe(401);
    expect((await attempt('careful@example.com', PASSWORD, OFFICE)).statusCode).toBe(200);
  });

  it('ends every other session of the operator on a password change, and keeps the current one', async () => {
    await addAccount('mover@example.com');
    await addAccount('colleague@example.com');
    const here = await signIn('mover@example.com');
    const laptop = await signIn('mover@example.com');
    const phone = await signIn('mover@example.com');
    const colleague = await signIn('colleague@example.com');

    const changed = await changePassword(here, { password: NEW_PASSWORD, currentPassword: PASSWORD });
    expect(changed.statusCode).toBe(204);

    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(laptop)).statusCode).toBe(401);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(colleague)).statusCode).toBe(200);
    expect((await attempt('mover@example.com', PASSWORD, OFFICE)).statusCode).toBe(401);
    expect((await attempt('mover@example.com', NEW_PASSWORD, OFFICE)).statusCode).toBe(200);
    expect(
      await query(
        sql`select detail from audit_log where action = 'operator.set_password' and operator_email = 'mover@example.com'`,
      ),
    ).toEqual([{ detail: { ended_sessions: 2 } }]);
  });

  it("counts wrong current passwords towards the lock on the operator's address", async () => {
    await addAccount('guessed@example.com');
    const stolen = await signIn('guessed@example.com', PASSWORD, STRANGER);
    const statuses: number[] = [];
    for (let wrong = 0; wrong < 5; wrong += 1)
      statuses.push(
        (await changePassword(stolen, { password: NEW_PASSWORD, currentPassword: `guess ${wrong}` }, STRANGER))
          .statusCode,
      );
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
    const right = await changePassword(stolen, { password: NEW_PASSWORD, currentPassword: PASSWORD }, STRANGER);
    expect(right.statusCode).toBe(429);
    expect((await attempt('guessed@example.com', PASSWORD, STRANGER)).statusCode).toBe(429);
    expect((await attempt('guessed@example.com', PASSWORD, OFFICE)).statusCode).toBe(200);
  });

  it('replaces a forgotten password through a one-time link: the old one stops, the new one needs no current one', async () => {
    const id = await addAccount('forgetful@example.com');
    const token = (await createSigninLink(database.db, id, BASE_URL, clock)).split('#link=')[1];
    const response = await app.inject({ method: 'POST', url: '/api/admin/session/link', payload: { token } });
    expect(response.json()).toMatchObject({ email: 'forgetful@example.com', hasPassword: false });
    const session = sessionOf(response);
    expect((await attempt('forgetful@example.com', PASSWORD, OFFICE)).statusCode).toBe(401);

    expect((await changePassword(session, { password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await whoAmI(session)).json()).toMatchObject({ hasPassword: true });
    expect((await attempt('forgetful@example.com', NEW_PASSWORD, OFFICE)).statusCode).toBe(200);
  });

  it('ends every session the operator had when a one-time link is used, so an old one cannot set the password', async () => {
    const id = await addAccount('reset@example.com');
    const left = await signIn('reset@example.com');
    const token = (await createSigninLink(database.db, id, BASE_URL, clock)).split('#link=')[1];
    const fresh = sessionOf(await app.inject({ method: 'POST', url: '/api/admin/session/link', payload: { token } }));

    expect((await whoAmI(left)).statusCode).toBe(401);
    expect((await changePassword(left, { password: 'a thief chosen password' })).statusCode).toBe(401);
    expect((await whoAmI(fresh)).json()).toMatchObject({ hasPassword: false });
  });

  it('lets only a recent sign-in set a first password or add or remove a passkey', async () => {
    const id = await addAccount('keyonly@example.com');
    const session = await signIn('keyonly@example.com');
    const authenticator = createSoftwareAuthenticator(RP_ID, BASE_URL);
    const options = await app.inject({ method: 'POST', url: '/api/admin/passkeys/options', headers: headers(session) });
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/passkeys',
      headers: headers(session),
      payload: { label: 'laptop', response: authenticator.register(options.json()) },
    });
    expect(added.statusCode).toBe(201);
    const passkeyId = (added.json() as { id: string }).id;
    // The operator now signs in with the passkey only.
    await database.db.execute(sql`update operators set password_hash = null where id = ${id}`);

    clock = new Date(clock.getTime() + 11 * 60_000);
    const stale = { statusCode: 403, error: 'sign_in_again' };
    const refused = (response: Answer) => ({
      statusCode: response.statusCode,
      error: (response.json() as { error: string }).error,
    });
    expect(refused(await changePassword(session, { password: NEW_PASSWORD }))).toEqual(stale);
    expect(
      refused(await app.inject({ method: 'POST', url: '/api/admin/passkeys/options', headers: headers(session) })),
    ).toEqual(stale);
    expect(
      refused(
        await app.inject({ method: 'DELETE', url: `/api/admin/passkeys/${passkeyId}`, headers: headers(session) }),
      ),
    ).toEqual(stale);
    expect(await query(sql`select password_hash from operators where id = ${id}`)).toEqual([{ password_hash: null }]);
    expect(await query(sql`select label from operator_passkeys where operator_id = ${id}`)).toEqual([
      { label: 'laptop' },
    ]);

    // Signed in again with the passkey, the same changes go through.
    const challenge = await app.inject({ method: 'POST', url: '/api/admin/session/passkey/options' });
    const again = sessionOf(
      await app.inject({
        method: 'POST',
        url: '/api/admin/session/passkey',
        payload: { response: authenticator.signIn(challenge.json()) },
      }),
    );
    expect((await changePassword(again, { password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('forgets wrong passwords a quarter of an hour after the last one, and prunes what it forgot', async () => {
    await addAccount('slow@example.com');
    for (let wrong = 0; wrong < 4; wrong += 1) await attempt('slow@example.com', `wrong ${wrong}`, '198.51.100.20');
    await attempt('gone@example.com', 'wrong', '198.51.100.21');
    clock = new Date(clock.getTime() + 16 * 60_000);

    expect((await attempt('slow@example.com', 'wrong again', '198.51.100.20')).statusCode).toBe(401);
    const rows = await query(
      sql`select email, failures from operator_signin_failures where source like '198.51.100.%' order by email`,
    );
    expect(rows).toEqual([{ email: 'slow@example.com', failures: 1 }]);
  });
});
