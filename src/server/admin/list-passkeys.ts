import { desc, eq } from 'drizzle-orm';

import type { PasskeyRow } from '../../domain/admin-passkey-api';
import type { Database } from '../db/open-database';
import { operatorPasskeys } from '../db/schema';

/** The operator's own passkeys, newest first; never another operator's. */
export async function listPasskeys(db: Database, operatorId: number): Promise<PasskeyRow[]> {
  const rows = await db
    .select({
      id: operatorPasskeys.credential_id,
      label: operatorPasskeys.label,
      createdAt: operatorPasskeys.created_at,
      lastUsedAt: operatorPasskeys.last_used_at,
    })
    .from(operatorPasskeys)
    .where(eq(operatorPasskeys.operator_id, operatorId))
    .orderBy(desc(operatorPasskeys.created_at));
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}
