import { useState, type ReactNode } from 'react';

import { BONUS } from '../../domain/product';
import type { Price } from '../../domain/prices';
import { formatDeliveryEstimate, tierOf } from './tiers';
import { TimeText } from '../components/time-text';

export type OrderSummaryProps = {
  price: Price | null;
  name?: string | null;
  /** Replaces the tier's own timeline (the 'Instant Delivery' variant). */
  timeline?: string;
  /** The total as a price experiment shows it ('$39'); unset: the price itself. */
  priceLabel?: string | undefined;
  children?: ReactNode;
};

/** What the visitor is buying: the reading, its tier and delivery, and the total. */
export function OrderSummary({ price, name, timeline, priceLabel, children }: OrderSummaryProps) {
  const [now] = useState(() => new Date());
  const tier = price ? tierOf(price) : undefined;
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-white/15 bg-night-card p-4">
      <h2 id="summary-heading" className="text-base font-bold text-white">
        Order Summary
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-indigo-200">Reading</dt>
        <dd className="text-right text-white">Personalised astrology reading{name ? ` for ${name}` : ''}</dd>
        <dt className="text-indigo-200">Delivery</dt>
        <dd className="text-right text-white">
          {tier ? `${tier.name} · ${timeline ?? tier.timeline}` : 'Not chosen yet'}
        </dd>
        {price ? (
          <>
            <dt className="text-indigo-200">Estimated delivery</dt>
            <dd className="text-right text-white">
              <TimeText>{formatDeliveryEstimate(price, now)}</TimeText>
            </dd>
          </>
        ) : null}
        <dt className="border-t border-white/10 pt-2 font-bold text-white">Total</dt>
        <dd className="border-t border-white/10 pt-2 text-right text-lg font-bold text-gold" data-testid="order-total">
          {priceLabel ?? price ?? '—'}
        </dd>
      </dl>
      {children}
    </section>
  );
}

/** Paid orders come with the product table's bonus, claimed by replying to the reading's e-mail. */
export function BonusBanner() {
  return (
    <p className="rounded-2xl border border-emerald-400/50 bg-emerald-400/10 p-3 text-center text-sm text-emerald-100">
      <strong className="text-emerald-300">Bonus:</strong> your order includes {BONUS.name}. {BONUS.claim}
    </p>
  );
}
