import type { PaymentChange } from './payment-event';

export type CurrentPayment = { status: string; method: string | null };

/** Changes found by our reference; refunds and disputes are found by their payment and decided apart. */
export type ReferencedChange = Exclude<PaymentChange, { kind: 'refunded' | 'disputed' }>;

export type PaymentDecision =
  | { apply: 'completed' | 'upgrade' | 'failed' | 'canceled' }
  | { apply: 'none'; outcome: 'unchanged' | 'noted' | 'ignored'; note: string | null };

/**
 * The ordering rule, pure: a completed reading is never moved back to failed, canceled or pending
 * (events arrive out of order and are retried). A completed free order may still be upgraded by
 * a paid completion; a paid completion repeated (session and payment intent both report it) is a
 * no-op.
 */
export function decidePaymentChange(current: CurrentPayment, change: ReferencedChange): PaymentDecision {
  const completed = current.status === 'completed';
  switch (change.kind) {
    case 'completed':
      if (!completed) return { apply: 'completed' };
      if (current.method === 'free') return { apply: 'upgrade' };
      return { apply: 'none', outcome: 'unchanged', note: 'already completed' };
    case 'failed':
    case 'canceled':
      if (completed)
        return { apply: 'none', outcome: 'unchanged', note: `already completed; ${change.kind} not applied` };
      return { apply: change.kind };
    case 'note':
      return { apply: 'none', outcome: 'noted', note: change.note };
    case 'ignore':
      return { apply: 'none', outcome: 'ignored', note: null };
  }
}
