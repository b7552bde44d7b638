import { and, desc, eq, lt, type SQL } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorAlerts } from '../db/schema';
import type { AlertKind } from '../../domain/alert-kinds';

export type ListedAlert = {
  id: number;
  kind: string;
  message: string;
  readingId: number | null;
  /** ISO times; emailedAt null when the alert was only recorded (throttled, or no ALERT_EMAIL). */
  createdAt: string;
  emailedAt: string | null;
};

export type AlertPage = {
  alerts: ListedAlert[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: number | null;
};

export type ListAlertsOptions = {
  /** 1-200; default 50. */
  limit?: number;
  /** Only alerts older than this id (the previous page's `next`). */
  before?: number;
  kind?: AlertKind;
};

/** The console's dashboard: newest first, paged by id, so a page stays right while new alerts arrive. */
export async function listAlerts(db: Database, options: ListAlertsOptions = {}): Promise<AlertPage> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 200);
  const conditions: SQL[] = [];
  if (options.before !== undefined) conditions.push(lt(operatorAlerts.id, options.before));
  if (options.kind !== undefined) conditions.push(eq(operatorAlerts.kind, options.kind));
  const rows = await db
    .select()
    .from(operatorAlerts)
    .where(and(...conditions))
    .orderBy(desc(operatorAlerts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    alerts: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      message: row.message,
      readingId: row.reading_id,
      createdAt: row.created_at.toISOString(),
      emailedAt: row.emailed_at ? row.emailed_at.toISOString() : null,
    })),
    next: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
