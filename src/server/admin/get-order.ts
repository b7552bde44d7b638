import { asc, desc, eq } from 'drizzle-orm';

import type { OperatorRole, OrderDetail } from '../../domain/admin-api';
import { readingSummarySchema } from '../../domain/reading-summary';
import type { Database } from '../db/open-database';
import { toAuditRow } from './list-audit';
import { auditLog, deliveries, funnelSteps, paymentEvents, readingDocuments, readings } from '../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** A walk through the funnel is a few dozen rows; a reading reloaded for hours stops here. */
const MAX_STEPS = 500;

/** Everything support needs to answer a client about one reading; money only for owners. */
export async function getOrder(db: Database, id: number, role: OperatorRole): Promise<OrderDetail | null> {
  const [reading] = await db.select().from(readings).where(eq(readings.id, id)).limit(1);
  if (!reading) return null;
  const [document] = await db.select().from(readingDocuments).where(eq(readingDocuments.reading_id, id)).limit(1);
  const deliveryRows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.reading_id, id))
    .orderBy(asc(deliveries.created_at), asc(deliveries.id));
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.reading_id, id))
    .orderBy(asc(paymentEvents.received_at));
  const steps = await db
    .select()
    .from(funnelSteps)
    .where(eq(funnelSteps.reading_id, id))
    .orderBy(asc(funnelSteps.at), asc(funnelSteps.id))
    .limit(MAX_STEPS);
  const audit = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.reading_id, id))
    .orderBy(desc(auditLog.created_at))
    .limit(100);
  const owner = role === 'owner';
  const money = <T>(value: T | null) => (owner ? value : null);
  return {
    id: reading.id,
    created_at: reading.created_at.toISOString(),
    erased_at: iso(reading.erased_at),
    answers: {
      name: reading.name,
      email: reading.email,
      gender: reading.gender,
      birth_date: reading.birth_date,
      birth_time: reading.birth_time,
      birth_city_name: reading.birth_city_name,
      birth_city_state: reading.birth_city_state,
      birth_city_country: reading.birth_city_country,
      birth_city_timezone: reading.birth_city_timezone,
      birth_city_lat: reading.birth_city_lat,
      birth_city_lon: reading.birth_city_lon,
      zodiac_sign: reading.zodiac_sign,
      ascendant: reading.ascendant,
      selected_subject: reading.selected_subject,
      question1: reading.question1,
      question2: reading.question2,
      question3: reading.question3,
      additional_info: reading.additional_info,
    },
    payment: {
      status: reading.payment_status,
      method: reading.payment_method,
      selected_price: reading.selected_price,
      completed_at: iso(reading.payment_completed_at),
      email_confirmed_at: iso(reading.email_confirmed_at),
      paid_amount_minor: money(reading.paid_amount_minor),
      paid_currency: money(reading.paid_currency),
      provider_payment_id: reading.provider_payment_id,
      refunded_amount_minor: money(reading.refunded_amount_minor),
      refunded_at: iso(reading.refunded_at),
      dispute_status: reading.dispute_status,
      country_code: reading.country_code,
    },
    summary: readingSummarySchema.safeParse(document?.summary).data ?? null,
    document: document
      ? { sha256: document.sha256, byte_size: document.byte_size, created_at: document.created_at.toISOString() }
      : null,
    deliveries: deliveryRows.map((row) => ({
      kind: row.kind,
      status: row.status,
      due_at: row.due_at.toISOString(),
      attempts: row.attempts,
      last_error: row.last_error,
      sent_at: iso(row.sent_at),
    })),
    payment_events: events.map((row) => ({
      provider: row.provider,
      event_type: row.event_type,
      outcome: row.outcome,
      note: row.note,
      amount_minor: money(row.amount_minor),
      currency: money(row.currency),
      received_at: row.received_at.toISOString(),
    })),
    origin: {
      utm_source: reading.utm_source,
      utm_medium: reading.utm_medium,
      utm_campaign: reading.utm_campaign,
      utm_content: reading.utm_content,
      utm_term: reading.utm_term,
      fbclid: reading.fbclid,
      device_class: reading.device_class,
      landing_path: reading.landing_path,
      steps: steps.map((row) => ({ step: row.step, kind: row.kind, at: row.at.toISOString() })),
    },
    audit: audit.map(toAuditRow),
  };
}
