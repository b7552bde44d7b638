import { desc, lt } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { auditLog } from '../db/schema';

const PAGE = 100;

/** An audit row as the console shows it (also on a reading's page). */
export function toAuditRow(row: typeof auditLog.$inferSelect) {
  return {
    id: row.id,
    operator_email: row.operator_email,
    action: row.action,
    reading_id: row.reading_id,
    detail: (row.detail as Record<string, unknown> | null) ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** Newest first, a hundred at a time; `after` is the last id of the previous page. */
export async function listAudit(db: Database, after: number | null) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(after === null ? undefined : lt(auditLog.id, after))
    .orderBy(desc(auditLog.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    entries: page.map(toAuditRow),
    next: rows.length > PAGE ? String(page.at(-1)?.id) : null,
  };
}
