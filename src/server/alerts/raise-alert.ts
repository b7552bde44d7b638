import { and, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { summarizeError } from '../db/summarize-error';
import { operatorAlerts } from '../db/schema';
import type { AlertKind } from '../../domain/alert-kinds';
import type { AlertMail } from './alert-mail-from-config';
import { redactAddresses } from './redact-addresses';
import { sendAlertEmail } from './send-alert-email';

export type AlertDeps = {
  db: Database;
  /** Null: alerts are recorded for the console, never e-mailed (ALERT_EMAIL unset). */
  mail: AlertMail | null;
  now: () => Date;
};

export type NewAlert = {
  kind: AlertKind;
  message: string;
  readingId?: number | null;
  /** Raise nothing when an alert of this kind for this reading was raised at or after this time. */
  unlessRaisedSince?: Date;
};

/** sent; throttled (one of its kind was e-mailed within the hour); failed (kept for the next one); off (no ALERT_EMAIL). */
export type AlertEmailOutcome = 'sent' | 'throttled' | 'failed' | 'off';

export type RaisedAlert = { id: number; kind: AlertKind; email: AlertEmailOutcome; error?: string };

export const ALERT_EMAIL_INTERVAL_MS = 60 * 60_000;

/** The advisory-lock class of alert kinds (its second key is the kind's hash). */
const ALERT_LOCK_CLASS = 723_994_101;

/**
 * Records an alert and e-mails it unless one of its kind was e-mailed within the hour. The check
 * and the insert that claims the e-mail run under a transaction-level advisory lock on the kind,
 * so two servers raising at once send one e-mail. The claim is made before sending and given back
 * if the send fails, so a failed send never silences the hour; a crash between the two would.
 * Returns null when `unlessRaisedSince` found an earlier alert.
 */
export async function raiseAlert(deps: AlertDeps, alert: NewAlert): Promise<RaisedAlert | null> {
  const now = deps.now();
  const readingId = alert.readingId ?? null;
  const message = redactAddresses(alert.message).slice(0, 2000);
  const recorded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_LOCK_CLASS}, hashtext(${alert.kind}))`);
    if (alert.unlessRaisedSince && readingId !== null) {
      const [earlier] = await tx
        .select({ id: operatorAlerts.id })
        .from(operatorAlerts)
        .where(
          and(
            eq(operatorAlerts.kind, alert.kind),
            eq(operatorAlerts.reading_id, readingId),
            gte(operatorAlerts.created_at, alert.unlessRaisedSince),
          ),
        )
        .limit(1);
      if (earlier) return null;
    }
    let mailable = false;
    if (deps.mail) {
      // emailed_at is set only at creation, so created_at bounds the search to the kind's last hour (its index).
      const [emailed] = await tx
        .select({ id: operatorAlerts.id })
        .from(operatorAlerts)
        .where(
          and(
            eq(operatorAlerts.kind, alert.kind),
            gt(operatorAlerts.created_at, new Date(now.getTime() - ALERT_EMAIL_INTERVAL_MS)),
            isNotNull(operatorAlerts.emailed_at),
          ),
        )
        .limit(1);
      mailable = !emailed;
    }
    const [row] = await tx
      .insert(operatorAlerts)
      .values({ kind: alert.kind, message, reading_id: readingId, created_at: now, emailed_at: mailable ? now : null })
      .returning({ id: operatorAlerts.id });
    if (!row) throw new Error('the alert insert returned no row');
    return { id: row.id, mailable };
  });
  if (!recorded) return null;
  const raised = { id: recorded.id, kind: alert.kind };
  if (!deps.mail) return { ...raised, email: 'off' };
  if (!recorded.mailable) return { ...raised, email: 'throttled' };
  try {
    await sendAlertEmail(deps.mail, { id: recorded.id, kind: alert.kind, message, readingId, createdAt: now });
    return { ...raised, email: 'sent' };
  } catch (error) {
    await deps.db.update(operatorAlerts).set({ emailed_at: null }).where(eq(operatorAlerts.id, recorded.id));
    return { ...raised, email: 'failed', error: summarizeError(error).message };
  }
}
