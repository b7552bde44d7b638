import { and, sql, type SQL } from 'drizzle-orm';

import { auditLog } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';

/**
 * What an audit row's detail keeps once the person it is about is erased, by action: facts about
 * the order (amounts, ids, what was canceled or resent, when), never what the person is or wrote,
 * nor an operator's notes, which name them. An action not listed keeps nothing of its detail, so
 * a new action is safe until someone lists what it may keep. The row itself (operator, action,
 * reading, time) always stays.
 */
export const AUDIT_DETAIL_KEPT: Record<string, readonly string[]> = {
  'privacy.erase': ['reason', 'reading_ids', 'batch_size', 'payment_events', 'note'],
  'privacy.export': ['reading_ids', 'unmatched_payment_events'],
  'reading.correct_birth_data': ['resend', 'document_dropped'],
  'reading.mark_refunded': ['canceled'],
  // The reason is ours ('resend', 'e-mail changed'), never an operator's text.
  'reading.resend': ['kind', 'reason'],
  'reading.reschedule': ['from', 'to', 'was'],
  'review.approve': ['review_id', 'rating', 'was'],
  'review.reject': ['review_id', 'rating', 'was'],
  'payment.attach': [
    'payment_event_id',
    'provider',
    'event_id',
    'event_type',
    'amount_minor',
    'currency',
    'provider_payment_id',
    'tier',
    'upgraded',
  ],
  'payment.dismiss': [
    'payment_event_id',
    'provider',
    'event_id',
    'event_type',
    'amount_minor',
    'currency',
    'provider_payment_id',
  ],
};

/** Set on a detail that lost something to an erasure, so whoever reads the log knows why it says little. */
export const ERASED_MARK = 'personal_data_erased';

/**
 * Cuts the detail of the audit rows `about` selects down to AUDIT_DETAIL_KEPT, in place, inside
 * the erasure's transaction, and marks them; a row with nothing to cut is left as it was, so a
 * repeat changes nothing. Returns how many rows changed.
 */
export async function redactAuditDetails(tx: DbOrTx, about: SQL): Promise<number> {
  const kept = sql`(${JSON.stringify(AUDIT_DETAIL_KEPT)}::jsonb -> ${auditLog.action})`;
  const changed = await tx
    .update(auditLog)
    .set({
      detail: sql`coalesce(
        (select jsonb_object_agg(entry.key, entry.value) from jsonb_each(${auditLog.detail}) entry
          where coalesce(${kept} ? entry.key, false)),
        '{}'::jsonb) || jsonb_build_object(${ERASED_MARK}::text, true)`,
    })
    .where(
      and(
        sql`jsonb_typeof(${auditLog.detail}) = 'object'`,
        about,
        sql`exists (select 1 from jsonb_object_keys(${auditLog.detail}) as detail_key(name)
          where detail_key.name <> ${ERASED_MARK} and not coalesce(${kept} ? detail_key.name, false))`,
      ),
    )
    .returning({ id: auditLog.id });
  return changed.length;
}
