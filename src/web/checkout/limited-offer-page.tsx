import { useEffect, useRef } from 'react';

import { LIMITED_OFFER_SECONDS, type FunnelClaims } from '../../domain/funnel-claims';
import type { PaidPrice } from '../../domain/prices';
import { PATHS } from '../../domain/routes';
import { CtaButton } from '../components/cta-button';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { formatClock, useStoppingCountdown } from './countdown';
import { useFunnelClaims } from './use-funnel-claims';
import { useOfferDeadline, type OfferTime } from './use-offer-deadline';

const CHOICE_SAVE_FAILED = 'Failed to save your choice. Please try again.';

const secondaryButton =
  'min-h-12 rounded-full border-2 border-gold px-5 font-bold text-gold transition hover:bg-gold/10 disabled:opacity-60';

/** The simulated claims' timer: 120 s from opening the page, stopping at 0 (the offer stays). */
function useSimulatedOffer(enabled: boolean): OfferTime {
  const secondsLeft = useStoppingCountdown(LIMITED_OFFER_SECONDS);
  if (!enabled) return { state: 'unknown' };
  return { state: 'running', secondsLeft };
}

function useOfferTime(claims: FunnelClaims | undefined, credentials: Parameters<typeof useOfferDeadline>[0]) {
  const simulated = useSimulatedOffer(claims === 'simulated');
  const kept = useOfferDeadline(credentials, claims === 'truthful');
  return claims === 'simulated' ? simulated : kept;
}

function OfferBox({ time }: { time: OfferTime }) {
  return (
    <div className="rounded-2xl border border-gold/60 bg-gold/10 p-5">
      <p className="text-sm text-indigo-100">Fast-track reading, delivered next day</p>
      <p className="mt-1 flex items-baseline justify-center gap-3">
        <s className="text-xl text-indigo-300" aria-label="Regular price $29">
          $29
        </s>
        <span className="text-4xl font-bold text-gold">$19</span>
      </p>
      <p className="mt-3 text-sm text-indigo-100">
        Reserved for you for{' '}
        <span role="timer" aria-label="Offer time left" className="font-mono text-lg font-bold text-white">
          {time.state === 'running' ? formatClock(time.secondsLeft) : '--:--'}
        </span>
      </p>
    </div>
  );
}

function OfferEnded() {
  return (
    <div role="status" className="rounded-2xl border border-white/20 bg-night-card p-5">
      <p className="text-lg font-bold text-white">This one-time offer has ended</p>
      <p className="mt-2 text-sm text-indigo-100">
        The $19 price was yours for 2 minutes from when you first saw it. The usual delivery options are still open.
      </p>
    </div>
  );
}

/** /limited-offer: the upsell shown after the free tier was chosen. */
export function LimitedOfferPage() {
  const { credentials, saving, save, goTo } = useFunnelStep();
  const claims = useFunnelClaims();
  const time = useOfferTime(claims, credentials);
  const recorded = useRef(false);

  useEffect(() => {
    if (!credentials || recorded.current) return;
    recorded.current = true;
    void import('../api')
      .then(({ recordLimitedOffer }) => recordLimitedOffer(credentials))
      .catch((error: unknown) => console.warn('Recording the limited offer failed', error));
  }, [credentials]);

  async function choose(price: PaidPrice) {
    // A paid price while the method is free puts the method back to card.
    await save({ selected_price: price, payment_method: 'card' }, CHOICE_SAVE_FAILED);
    goTo(PATHS.paymentMethod, { selectedPrice: price });
  }

  // With true claims the offer ends for real: no $19 after its deadline, the usual prices instead.
  const ended = time.state === 'ended';
  return (
    <StepScreen
      title={
        <span className="uppercase tracking-wide text-rose-300">
          <span aria-hidden="true">⚠ </span>High Demand Alert
        </span>
      }
      centered
    >
      <div className="-mt-4">
        <p className="text-balance text-xl font-bold">Get your full reading by tomorrow instead of in 3 days</p>
        <p className="mt-2 text-sm text-indigo-100">
          Free readings are delivered within 3 days.{' '}
          {ended ? 'Skip most of the wait with fast track.' : 'Skip most of the wait with this one-time offer.'}
        </p>
      </div>
      {ended ? <OfferEnded /> : <OfferBox time={time} />}
      <StepAction>
        {ended ? (
          <CtaButton disabled={saving} onClick={() => void choose('$29')}>
            Get Fast Track for $29
          </CtaButton>
        ) : (
          <CtaButton disabled={saving || time.state === 'unknown'} onClick={() => void choose('$19')}>
            Yes! Get My Reading for $19
          </CtaButton>
        )}
      </StepAction>
      <button type="button" disabled={saving} onClick={() => void choose('$49')} className={secondaryButton}>
        Go VIP for $49: delivered within 2 hours
      </button>
      <button
        type="button"
        onClick={() => goTo(PATHS.reviews)}
        className="mx-auto min-h-11 rounded-full border border-white/30 px-5 text-sm font-semibold text-white hover:border-gold hover:text-gold"
      >
        Read what our clients say
      </button>
      <button
        type="button"
        onClick={() => goTo(PATHS.freeOrderConfirmation)}
        className="mx-auto min-h-11 px-3 text-sm text-indigo-200 underline underline-offset-4 hover:text-white"
      >
        No, I Want My Free Preview via Email - I'll Wait
      </button>
    </StepScreen>
  );
}
