import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operators } from '../db/schema';
import { recordAudit } from './record-audit';

/** Removing the account ends its sessions (cascade); the audit log keeps its e-mail. */
export async function removeOperator(db: Database, email: string, removedBy: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(operators).where(eq(operators.email, email)).returning({ id: operators.id });
    if (removed.length === 0) return false;
    await recordAudit(tx, { operatorEmail: removedBy, action: 'operator.remove', detail: { email } });
    return true;
  });
}
