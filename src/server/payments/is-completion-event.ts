/** The event types whose payment completes an order, per provider (what the parsers turn into a completion). */
const COMPLETIONS: Record<string, readonly string[]> = {
  stripe: ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'payment_intent.succeeded'],
  paypal: ['PAYMENT.CAPTURE.COMPLETED', 'CHECKOUT.ORDER.COMPLETED'],
};

/**
 * Whether a recorded event was a completed payment: the only kind of held event an operator may
 * attach to a reading. A checkout session completed but unpaid is noted, never held, so a held
 * one was paid.
 */
export function isCompletionEvent(provider: string, eventType: string): boolean {
  return COMPLETIONS[provider]?.includes(eventType) ?? false;
}
