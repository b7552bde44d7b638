import type { FunnelClaims } from '../../domain/funnel-claims';
import { formatClock, usePromoCountdown } from './countdown';
import { nextDayCutoff } from './next-day-cutoff';
import { secondsUntil, useNow } from './seconds-until';
import { useViewerCount } from './simulated-counts';
import { formatDeliveryEstimate } from './tiers';
import { useFunnelCounts } from './use-funnel-counts';
import { TimeText } from '../components/time-text';

function LiveDot() {
  return <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400 motion-safe:animate-pulse" />;
}

/** The simulated live viewer count (generated on the client, not real data). */
function SimulatedViewerCount() {
  const viewers = useViewerCount();
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-indigo-100">
      <LiveDot />
      <span>
        <strong data-testid="viewer-count" className="text-white">
          {viewers}
        </strong>{' '}
        people are viewing this page right now
      </span>
    </p>
  );
}

/** Readings really started in the last hour; nothing when too few to mean anything. */
function RecentReadingsCount() {
  const started = useFunnelCounts(true)?.readings_last_hour;
  if (started === null || started === undefined) return null;
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-indigo-100">
      <LiveDot />
      <span>
        <strong data-testid="viewer-count" className="text-white">
          {started}
        </strong>{' '}
        people started their reading in the last hour
      </span>
    </p>
  );
}

/** The live count above the tiers: a true one, or the specification's simulated one. */
export function ViewerCount({ claims }: { claims: FunnelClaims | undefined }) {
  // Its line is kept while the settings and counts load (or stay empty): what follows never moves.
  return (
    <div className="min-h-5">
      {claims === 'simulated' ? <SimulatedViewerCount /> : claims === 'truthful' ? <RecentReadingsCount /> : null}
    </div>
  );
}

/** The 20-minute promo block; it stays visible and restarts when it runs out (simulated claims). */
function SimulatedPromo({ readingId }: { readingId: number | null }) {
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

/**
 * The countdown block with a real deadline behind it: the next-day tier's cut-off (midnight in the
 * delivery zone), after which its promise moves a day later; then it counts to the next one.
 */
function NextDayCountdown() {
  const now = useNow(true);
  const secondsLeft = secondsUntil(nextDayCutoff(new Date(now)).getTime(), now);
  return (
    <section aria-labelledby="promo-heading" className="rounded-2xl border border-gold/60 bg-gold/10 p-4 text-center">
      <h2 id="promo-heading" className="text-base font-bold text-gold">
        Next-day delivery
      </h2>
      <p className="mt-1 text-sm text-indigo-100">Choose FAST TRACK within</p>
      <p
        className="mt-1 font-mono text-3xl font-bold text-white"
        role="timer"
        aria-label="Time left for next-day delivery"
      >
        <TimeText>{formatClock(secondsLeft)}</TimeText>
      </p>
      <p className="mt-1 text-sm text-indigo-100">
        to have your reading by <TimeText>{formatDeliveryEstimate('$29', new Date(now))}</TimeText>.
      </p>
    </section>
  );
}

/** The countdown block of the delivery page: a real deadline, or the specification's restarting promo. */
export function PromoCountdown({ readingId, claims }: { readingId: number | null; claims: FunnelClaims | undefined }) {
  if (claims === 'simulated') return <SimulatedPromo readingId={readingId} />;
  return claims === 'truthful' ? <NextDayCountdown /> : null;
}

function WaitingBox({ count }: { count: number }) {
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

/**
 * The waiting-queue count: the readings really waiting in the delivery queue (nothing when too few),
 * or the page's simulated count.
 */
export function WaitingCountBox({ claims, simulated }: { claims: FunnelClaims | undefined; simulated: number }) {
  const waiting = useFunnelCounts(claims === 'truthful')?.waiting_deliveries;
  if (claims === 'simulated') return <WaitingBox count={simulated} />;
  return claims === 'truthful' && waiting !== null && waiting !== undefined ? <WaitingBox count={waiting} /> : null;
}
