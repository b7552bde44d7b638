import { useEffect, useState } from 'react';

import type { Price } from '../../domain/prices';
import { formatDeliveryEstimate, type Tier } from './tiers';
import { TimeText } from '../components/time-text';

/** Spec section 9: a chosen price card is highlighted for 1 s. */
export const HIGHLIGHT_MS = 1000;

export type TierOptionsProps = {
  label: string;
  tiers: readonly Tier[];
  selected: Price | null;
  onChoose: (price: Price) => void;
  disabled?: boolean;
  compact?: boolean;
};

/** The delivery tiers as a radio group of cards: name, price, promise and the estimated delivery. */
export function TierOptions({ label, tiers, selected, onChoose, disabled = false, compact = false }: TierOptionsProps) {
  const [highlighted, setHighlighted] = useState<Price | null>(null);
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return (
    <div role="radiogroup" aria-label={label} className="grid gap-3">
      {tiers.map((tier) => {
        const checked = tier.price === selected;
        return (
          <button
            key={tier.price}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={disabled}
            data-highlighted={highlighted === tier.price ? '' : undefined}
            onClick={() => {
              onChoose(tier.price);
              setHighlighted(tier.price);
            }}
            className={`flex w-full items-center gap-3 rounded-2xl border-2 bg-night-card text-left transition motion-safe:data-highlighted:scale-[1.02] data-highlighted:shadow-[0_0_24px_rgba(245,198,107,0.6)] disabled:cursor-wait disabled:opacity-70 ${
              compact ? 'p-3' : 'p-4'
            } ${checked ? 'border-gold' : 'border-white/15 hover:border-white/40'}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${checked ? 'border-gold' : 'border-white/40'}`}
            >
              {checked ? <span className="size-2.5 rounded-full bg-gold" /> : null}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-bold tracking-wide text-white">{tier.name}</span>
              <span className="block text-sm text-indigo-100">{tier.timeline}</span>
              {compact ? null : (
                <span className="block text-xs text-indigo-200">
                  Estimated delivery: <TimeText>{formatDeliveryEstimate(tier.price, now)}</TimeText>
                </span>
              )}
            </span>
            <span className="shrink-0 text-xl font-bold text-gold">{tier.label ?? tier.price}</span>
          </button>
        );
      })}
    </div>
  );
}
