import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { buildPurchaseEvent } from './build-purchase-event';
import { describePurchase } from './describe-purchase';
import { splitName } from './event-person';
import { forwardToMeta, type MetaConfig } from './forward-to-meta';
import { isPurchaseReportable } from './is-purchase-reportable';
import { metaUserData } from './meta-user-data';

export type PurchaseContext = {
  db: Database;
  meta: MetaConfig | null;
  publicBaseUrl: string;
  now: Date;
  fetchImpl?: typeof fetch;
};

export const NO_META = 'not sent: Meta is not configured (META_PIXEL_ID, META_ACCESS_TOKEN)';
export const NO_CONSENT = 'not sent: the visitor gave no marketing consent, or withdrew it';
export const NOT_REPORTABLE = 'not sent: no paid order to report, reported already, or paid longer ago than Meta takes';

/**
 * Sends a paid reading's Purchase, built from the reading as it is now: consent is looked for at
 * the send, so a withdrawal after payment still stops it. Returns why nothing was sent (for good),
 * or null once Meta accepted it; throws when Meta or the database failed, for a retry.
 */
export async function sendMetaPurchase(context: PurchaseContext, readingId: number): Promise<string | null> {
  if (!context.meta) return NO_META;
  const [row] = await context.db
    .select({
      id: readings.id,
      paymentStatus: readings.payment_status,
      paymentMethod: readings.payment_method,
      paidAt: readings.payment_completed_at,
      sentAt: readings.meta_purchase_sent_at,
      amountMinor: readings.paid_amount_minor,
      currency: readings.paid_currency,
      tier: readings.selected_price,
      consentAt: readings.marketing_consent_at,
      email: readings.email,
      name: readings.name,
      birthDate: readings.birth_date,
      fbp: readings.meta_fbp,
      fbc: readings.meta_fbc,
      ip: readings.client_ip,
      userAgent: readings.client_user_agent,
    })
    .from(readings)
    .where(eq(readings.id, readingId))
    .limit(1);
  if (!row?.consentAt) return NO_CONSENT;
  const purchase = describePurchase(row);
  const reportable = isPurchaseReportable(
    { status: row.paymentStatus, method: row.paymentMethod, paidAt: row.paidAt, sentAt: row.sentAt },
    context.now,
  );
  if (!purchase || !row.paidAt || !reportable) return NOT_REPORTABLE;
  // The external id the browser's events may carry is not kept on the reading, so none is sent.
  const userData = metaUserData(
    { email: row.email, ...splitName(row.name), birthDate: row.birthDate },
    { ip: row.ip, userAgent: row.userAgent, fbc: row.fbc, fbp: row.fbp, externalId: null },
  );
  const sourceUrl = new URL('/checkout-step-eleven', context.publicBaseUrl).href;
  await forwardToMeta(context.meta, buildPurchaseEvent(purchase, userData, row.paidAt, sourceUrl), context.fetchImpl);
  return null;
}
