import { and, eq, gt } from 'drizzle-orm';

import type { OperatorRole } from '../../domain/admin-api';
import { operatorRoleSchema } from '../../domain/admin-api';
import type { Database } from '../db/open-database';
import { operatorSessions, operators } from '../db/schema';
import { hashAccessToken } from '../readings/access-token';

export type SignedInOperator = {
  operatorId: number;
  email: string;
  role: OperatorRole;
  csrfToken: string;
  sessionHash: string;
  hasPassword: boolean;
  /** When this session was signed in (by password, passkey or link). */
  signedInAt: Date;
};

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The operator behind a session cookie, or null for a missing, malformed, unknown or expired one. */
export async function findOperatorSession(
  db: Database,
  cookieValue: string | undefined,
  now: Date,
): Promise<SignedInOperator | null> {
  if (!cookieValue || !COOKIE_VALUE.test(cookieValue)) return null;
  const sessionHash = hashAccessToken(cookieValue);
  const [row] = await db
    .select({
      operatorId: operators.id,
      email: operators.email,
      role: operators.role,
      csrfToken: operatorSessions.csrf_token,
      passwordHash: operators.password_hash,
      signedInAt: operatorSessions.created_at,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operator_id))
    .where(and(eq(operatorSessions.id_hash, sessionHash), gt(operatorSessions.expires_at, now)))
    .limit(1);
  if (!row) return null;
  const role = operatorRoleSchema.safeParse(row.role);
  if (!role.success) return null;
  return {
    operatorId: row.operatorId,
    email: row.email,
    role: role.data,
    csrfToken: row.csrfToken,
    sessionHash,
    hasPassword: row.passwordHash !== null,
    signedInAt: row.signedInAt,
  };
}
