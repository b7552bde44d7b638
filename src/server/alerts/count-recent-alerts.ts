import { and, count, gt, inArray } from 'drizzle-orm';

import { ALERT_KINDS } from '../../domain/alert-kinds';
import type { Database } from '../db/open-database';
import { operatorAlerts } from '../db/schema';

/** Alerts raised after `since`; every kind is named so the (kind, created_at) index serves the count. */
export async function countRecentAlerts(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(operatorAlerts)
    .where(and(inArray(operatorAlerts.kind, [...ALERT_KINDS]), gt(operatorAlerts.created_at, since)));
  return row?.count ?? 0;
}
