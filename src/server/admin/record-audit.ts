import type { DbOrTx } from '../delivery/schedule-delivery';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  operatorEmail: string;
  action: string;
  readingId?: number | null;
  detail?: Record<string, unknown> | null;
};

/** Joins the caller's transaction, so an action and its audit row land together or not at all. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    operator_email: entry.operatorEmail,
    action: entry.action,
    reading_id: entry.readingId ?? null,
    detail: entry.detail ?? null,
  });
}
