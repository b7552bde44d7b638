import type { Purchase } from '../../domain/reading';
import type { buildMetaEvent } from './forward-to-meta';
import type { MetaUserData } from './meta-user-data';

/**
 * A paid order's Purchase for the Conversions API: event_time is when the payment completed, the
 * event_id the browser pixel's (purchase-<reading id>), so Meta counts the two once.
 */
export function buildPurchaseEvent(
  purchase: Purchase,
  userData: MetaUserData,
  paidAt: Date,
  sourceUrl: string,
): ReturnType<typeof buildMetaEvent> {
  return {
    event_name: 'Purchase',
    event_time: Math.floor(paidAt.getTime() / 1000),
    event_id: purchase.event_id,
    action_source: 'website',
    event_source_url: sourceUrl,
    user_data: userData,
    custom_data: {
      value: purchase.value,
      currency: purchase.currency,
      content_type: purchase.content_type,
      content_name: purchase.content_name,
    },
  };
}
