import { formatClock, usePromoCountdown } from './countdown';
import { useViewerCount } from './simulated-counts';

/** The simulated live viewer count (spec section 1: generated on the client, not real data). */
export function ViewerCount() {
  const viewers = useViewerCount();
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-indigo-100">
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400 motion-safe:animate-pulse" />
      <span>
        <strong data-testid="viewer-count" className="text-white">
          {viewers}
        </strong>{' '}
        people are viewing this page right now
      </span>
    </p>
  );
}

/** The 20-minute promo block; it stays visible and restarts when it runs out. */
export function PromoCountdown({ readingId }: { readingId: number | null }) {
  const secondsLeft = usePromoCountdown(readingId);
  return (
    <section aria-labelledby="promo-heading" className="rounded-2xl border border-gold/60 bg-gold/10 p-4 text-center">
      <h2 id="promo-heading" className="text-base font-bold text-gold">
        Limited-time offer
      </h2>
      <p className="mt-1 text-sm text-indigo-100">Today's prices are reserved for you for</p>
      <p className="mt-1 font-mono text-3xl font-bold text-white" role="timer" aria-label="Offer time left">
        {formatClock(secondsLeft)}
      </p>
    </section>
  );
}

/** The simulated waiting-queue count. */
export function WaitingCountBox({ count }: { count: number }) {
  return (
    <section className="rounded-2xl border border-white/15 bg-night-card p-4 text-center text-sm text-indigo-100">
      <p>
        <strong data-testid="waiting-count" className="text-lg text-white">
          {count}
        </strong>{' '}
        people are waiting for their reading right now. Paid readings skip the line.
      </p>
    </section>
  );
}
