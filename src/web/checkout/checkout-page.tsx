import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { isPaidPrice, priceSchema, type Price } from '../../domain/prices';
import { PATHS } from '../../domain/routes';
import { CtaButton } from '../components/cta-button';
import { Spinner } from '../components/spinner';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { browserStorage, readStored, USER_EMAIL_KEY } from '../funnel/reading-access';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { notifyError } from '../notify';
import { EmailEditBox } from './email-edit-box';
import { WaitingCountBox } from './funnel-widgets';
import { knownEmail } from './known-email';
import { MethodOptions, type PaidMethod } from './method-options';
import { BonusBanner, OrderSummary } from './order-summary';
import { PAY_FORM_EMAIL, payOrder } from './pay-order';
import { PaymentTrust } from './payment-trust';
import { usePaymentReturn } from './payment-return';
import { SessionExpiredDialog } from './session-expired-dialog';
import { useSessionActivity } from './session-activity';
import { useWaitingCount } from './simulated-counts';
import { TierOptions } from './tier-options';
import { marketOfChoice, priceForMarket, tiersFor, withPriceLabels } from './tiers';
import { useFunnelClaims } from './use-funnel-claims';
import { usePriceLabels } from './use-price-labels';
import { readingQueryKey, useReading } from './use-reading';
import { useVisitFlag } from './use-visit-flag';

const CHOICE_SAVE_FAILED = 'Failed to save your choice. Please try again.';
const MISSING_TITLE = 'Missing Information';
const MISSING_DESCRIPTION = "We couldn't identify your reading. Please start over.";

const storedPrice = (value: string | null | undefined): Price | null => priceSchema.safeParse(value).data ?? null;

/** /checkout-step-eleven: the order, the method, the e-mail, then payment (or the free path). */
export function CheckoutPage() {
  const navigate = useNavigate();
  const { state, credentials, save, goTo } = useFunnelStep(MISSING_TITLE, MISSING_DESCRIPTION);
  const reading = useReading(credentials);
  const queryClient = useQueryClient();
  const session = useSessionActivity(credentials);
  const claims = useFunnelClaims();
  const waitingCount = useWaitingCount(240, 270);
  usePaymentReturn(credentials);
  useVisitFlag(credentials, 'checkout');
  const priceLabels = usePriceLabels(credentials);

  const stored = reading.data;
  const market = marketOfChoice(state.selectedPrice ?? stored?.selected_price, stored?.country_code);
  const [picked, setPicked] = useState<Price | null>(null);
  const [pickedMethod, setPickedMethod] = useState<PaidMethod | null>(null);
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const initial = state.selectedPrice ?? storedPrice(stored?.selected_price);
  const price = picked ?? (initial ? priceForMarket(initial, market) : null);
  // A paid order is not offered for payment again (e.g. on the way back from the payment page).
  const paidAlready = stored?.payment_status === 'completed' && stored.payment_method !== 'free';
  const storedMethod = stored?.payment_method === 'paypal' ? 'paypal' : 'card';
  const method: PaidMethod = pickedMethod ?? storedMethod;
  const email = savedEmail ?? knownEmail(state.email, stored?.email, readStored(browserStorage(), USER_EMAIL_KEY));

  const refreshReading = () => queryClient.invalidateQueries({ queryKey: readingQueryKey(credentials?.readingId) });

  function choosePrice(next: Price) {
    setPicked(next);
    void save(
      { selected_price: next, payment_method: isPaidPrice(next) ? method : 'free', ...(email ? { email } : {}) },
      CHOICE_SAVE_FAILED,
    ).then(refreshReading);
  }

  function chooseMethod(next: PaidMethod) {
    setPickedMethod(next);
    if (price)
      void save({ selected_price: price, payment_method: next, ...(email ? { email } : {}) }, CHOICE_SAVE_FAILED).then(
        refreshReading,
      );
  }

  async function pay() {
    if (!credentials) return void notifyError(MISSING_TITLE, MISSING_DESCRIPTION);
    if (!price)
      return void notifyError('Selection Required', 'Please choose a delivery option before proceeding to payment.');
    if (!email) {
      setEmailProblem(PAY_FORM_EMAIL);
      return void notifyError('Email Required', 'We need your email to send your reading. Please add your email.');
    }
    setPaying(true);
    if (!isPaidPrice(price)) {
      // The free tier has no payment page: the choice is saved and the visitor sees the upsell.
      await save({ selected_price: 'FREE', payment_method: 'free', email }, CHOICE_SAVE_FAILED);
      goTo(PATHS.limitedOffer, { selectedPrice: 'FREE', email });
      return;
    }
    const leaving = await payOrder(credentials, { price, method, email, state });
    if (!leaving) setPaying(false);
  }

  return (
    <StepScreen title="Complete Your Order" lead="Review your reading, choose how to pay, and it is on its way.">
      <SessionExpiredDialog
        open={session.expired}
        onContinue={session.continueSession}
        onStartOver={() => void navigate(PATHS.home)}
      />
      <OrderSummary price={price} name={stored?.name ?? state.name} priceLabel={price ? priceLabels[price] : undefined}>
        {price && isPaidPrice(price) ? (
          <div className="mt-3">
            <BonusBanner />
          </div>
        ) : null}
      </OrderSummary>
      <section aria-labelledby="tier-heading" className="grid gap-3">
        <h2 id="tier-heading" className="text-base font-bold text-white">
          Delivery option
        </h2>
        <TierOptions
          label="Delivery option"
          tiers={withPriceLabels(tiersFor(market), priceLabels)}
          selected={price}
          onChoose={choosePrice}
          compact
        />
      </section>
      <section aria-labelledby="method-heading" className="grid gap-3">
        <h2 id="method-heading" className="text-base font-bold text-white">
          Payment method
        </h2>
        {price && !isPaidPrice(price) ? (
          <p className="rounded-2xl border border-white/15 bg-night-card p-3 text-sm text-indigo-100">
            The standard reading is free: no payment is needed.
          </p>
        ) : (
          <MethodOptions selected={method} onChoose={chooseMethod} />
        )}
      </section>
      <EmailEditBox
        credentials={credentials}
        email={email}
        problem={emailProblem}
        onSaved={(saved) => {
          setSavedEmail(saved);
          setEmailProblem(null);
          void queryClient.invalidateQueries({ queryKey: readingQueryKey(credentials?.readingId) });
        }}
      />
      {paidAlready ? (
        <p
          role="status"
          className="rounded-2xl border border-emerald-400/50 bg-emerald-400/10 p-4 text-center text-sm text-emerald-100"
        >
          Your payment has been received. Your reading will be delivered according to your selected timeframe.
        </p>
      ) : (
        <>
          <StepAction>
            <CtaButton onClick={() => void pay()} disabled={paying}>
              {paying ? <Spinner /> : null}
              {payLabel(price, paying, price ? priceLabels[price] : undefined)}
            </CtaButton>
          </StepAction>
          {price === 'FREE' ? null : <PaymentTrust />}
        </>
      )}
      <WaitingCountBox claims={claims} simulated={waitingCount} />
    </StepScreen>
  );
}

function payLabel(price: Price | null, paying: boolean, label?: string): string {
  if (paying) return 'Processing...';
  if (price === 'FREE') return 'Get My Free Reading';
  return price ? `Pay ${label ?? price} Securely` : 'Continue to Payment';
}
