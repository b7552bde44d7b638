import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';

import type { OrderList, OrderSearch } from '../../domain/admin-api';
import type { Database } from '../db/open-database';
import { deliveries, readings } from '../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function textMatch(q: string): SQL | undefined {
  if (/^\d{1,15}$/.test(q)) return eq(readings.id, Number(q));
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  // Both sides lower-cased to use the trigram indexes on lower(email) and lower(name); no name holds an @.
  const email = sql`lower(${readings.email}) like ${pattern}`;
  return q.includes('@') ? email : or(email, sql`lower(${readings.name}) like ${pattern}`);
}

/**
 * Newest first, a page at a time, keyed by (created_at, id) after the row whose id the previous
 * page ended on, so a page deep in a million rows costs what the first one does and a date range
 * walks the created_at index rather than every newer row. Dates are whole UTC days, both ends included.
 */
export async function searchOrders(db: Database, search: OrderSearch): Promise<OrderList> {
  const conditions = [
    search.q ? textMatch(search.q) : undefined,
    search.from ? gte(readings.created_at, dayStart(search.from)) : undefined,
    search.to ? lt(readings.created_at, nextDay(search.to)) : undefined,
    search.status ? eq(readings.payment_status, search.status) : undefined,
    search.tier ? eq(readings.selected_price, search.tier) : undefined,
    search.market === 'philippines' ? eq(readings.country_code, 'PH') : undefined,
    search.market === 'international' ? sql`${readings.country_code} is distinct from 'PH'` : undefined,
    search.after
      ? sql`(${readings.created_at}, ${readings.id}) < (select r.created_at, r.id from readings r where r.id = ${Number(search.after)})`
      : undefined,
  ];
  // "nulls last", as the index is built: plain desc means nulls first and would not use it.
  const rows = await db
    .select({
      id: readings.id,
      created_at: readings.created_at,
      name: readings.name,
      email: readings.email,
      country_code: readings.country_code,
      payment_status: readings.payment_status,
      payment_method: readings.payment_method,
      selected_price: readings.selected_price,
      delivery_status: deliveries.status,
      refunded_at: readings.refunded_at,
      dispute_status: readings.dispute_status,
      erased_at: readings.erased_at,
    })
    .from(readings)
    .leftJoin(deliveries, and(eq(deliveries.reading_id, readings.id), eq(deliveries.kind, 'reading')))
    .where(and(...conditions))
    .orderBy(sql`${readings.created_at} desc nulls last`, sql`${readings.id} desc nulls last`)
    .limit(search.limit + 1);
  const page = rows.slice(0, search.limit);
  return {
    orders: page.map(({ refunded_at, erased_at, created_at, ...row }) => ({
      ...row,
      created_at: created_at.toISOString(),
      refunded: refunded_at !== null,
      erased: erased_at !== null,
    })),
    next: rows.length > search.limit ? String(page.at(-1)?.id) : null,
  };
}
