import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { priceSchema, type Price } from '../../domain/prices';
import { PATHS } from '../../domain/routes';
import { CtaButton } from '../components/cta-button';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { browserStorage, readStored, USER_EMAIL_KEY } from '../funnel/reading-access';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { notifyError } from '../notify';
import { site } from '../site';
import { EmailEditBox } from './email-edit-box';
import { PromoCountdown, ViewerCount, WaitingCountBox } from './funnel-widgets';
import { knownEmail } from './known-email';
import { useWaitingCount } from './simulated-counts';
import { TierOptions } from './tier-options';
import { priceForMarket, tiersFor, withPriceLabels, type Market } from './tiers';
import { useFunnelClaims } from './use-funnel-claims';
import { useFunnelCounts } from './use-funnel-counts';
import { usePriceLabels } from './use-price-labels';
import { readingQueryKey, useReading } from './use-reading';
import { useVisitFlag } from './use-visit-flag';

export const CHOICE_NEEDS_EMAIL = 'Please enter your email address before proceeding.';
export const CHOOSE_TIER_FIRST = 'Please choose a delivery option before proceeding to checkout.';
export const EMAIL_MISSING = 'Please enter your email address.';
const CHOICE_SAVE_FAILED = 'Failed to save your choice. Please try again.';

/** /step-ten and /step-ten-philippines: the delivery tiers, the e-mail, the promo, then checkout. */
export function DeliveryTierPage({ market }: { market: Market }) {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  const reading = useReading(credentials);
  const queryClient = useQueryClient();
  const claims = useFunnelClaims();
  const waitingCount = useWaitingCount(55, 70);
  const realWaiting = useFunnelCounts(claims === 'truthful')?.waiting_deliveries ?? undefined;
  const [picked, setPicked] = useState<Price | null>(null);
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  const converted = useRef(false);
  useVisitFlag(credentials, 'step_ten');
  const priceLabels = usePriceLabels(credentials);

  const stored = reading.data;
  const initial = state.selectedPrice ?? priceSchema.safeParse(stored?.selected_price).data;
  const chosen = picked ?? (initial ? priceForMarket(initial, market) : null);
  const email = savedEmail ?? knownEmail(state.email, stored?.email, readStored(browserStorage(), USER_EMAIL_KEY));

  useEffect(() => {
    if (!stored || converted.current) return;
    converted.current = true;
    const price = priceSchema.safeParse(stored.selected_price).data;
    if (!price) return;
    const local = priceForMarket(price, market);
    // Spec section 4: a price of the other market is converted and selected_price updated.
    if (local !== price) void save({ selected_price: local }, CHOICE_SAVE_FAILED);
  }, [stored, market, save]);

  function choose(price: Price) {
    if (!email) {
      void notifyError(CHOICE_NEEDS_EMAIL);
      return;
    }
    setPicked(price);
    void save(
      { selected_price: price, payment_method: price === 'FREE' ? 'free' : 'card', email },
      CHOICE_SAVE_FAILED,
    ).then(() => queryClient.invalidateQueries({ queryKey: readingQueryKey(credentials?.readingId) }));
  }

  function proceed() {
    if (!chosen) return void notifyError(CHOOSE_TIER_FIRST);
    if (!email) return void notifyError(EMAIL_MISSING);
    // The count handed on is the one shown: the simulated one, or the real one (when shown at all).
    goTo(PATHS.checkoutStepEleven, {
      selectedPrice: chosen,
      email,
      waitingCount: claims === 'simulated' ? waitingCount : realWaiting,
    });
  }

  return (
    <StepScreen
      title="Choose Your Delivery Option"
      lead={`How soon would you like ${site.persona}'s personalised reading in your inbox?`}
    >
      <ViewerCount claims={claims} />
      <TierOptions
        label="Delivery options"
        tiers={withPriceLabels(tiersFor(market), priceLabels)}
        selected={chosen}
        onChoose={choose}
        disabled={saving}
      />
      <button
        type="button"
        onClick={() => goTo(PATHS.videoRev)}
        className="mx-auto min-h-11 rounded-full border border-white/30 px-5 text-sm font-semibold text-white hover:border-gold hover:text-gold"
      >
        Not sure yet? See our reviews
      </button>
      <EmailEditBox
        credentials={credentials}
        email={email}
        onSaved={(saved) => {
          setSavedEmail(saved);
          void queryClient.invalidateQueries({ queryKey: readingQueryKey(credentials?.readingId) });
        }}
      />
      <PromoCountdown readingId={credentials?.readingId ?? null} claims={claims} />
      <StepAction>
        <CtaButton onClick={proceed} disabled={saving}>
          CONTINUE
        </CtaButton>
      </StepAction>
      <WaitingCountBox claims={claims} simulated={waitingCount} />
    </StepScreen>
  );
}
