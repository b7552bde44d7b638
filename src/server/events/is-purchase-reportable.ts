/** Meta's Conversions API refuses events whose event_time is more than seven days old. */
export const META_EVENT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export type PurchaseState = { status: string; method: string | null; paidAt: Date | null; sentAt: Date | null };

/** A paid order (a free one is no purchase) whose Purchase has not reached Meta and still may. */
export function isPurchaseReportable(reading: PurchaseState, now: Date): boolean {
  if (reading.status !== 'completed' || reading.method === 'free' || !reading.paidAt || reading.sentAt) return false;
  return now.getTime() - reading.paidAt.getTime() <= META_EVENT_MAX_AGE_MS;
}
