import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { paidPriceSchema } from '../../domain/prices';
import { CtaButton } from '../components/cta-button';
import { Spinner } from '../components/spinner';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { browserStorage, readStored, USER_EMAIL_KEY } from '../funnel/reading-access';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { notifyError } from '../notify';
import { EmailEditBox } from './email-edit-box';
import { knownEmail } from './known-email';
import { MethodOptions, type PaidMethod } from './method-options';
import { BonusBanner, OrderSummary } from './order-summary';
import { PAY_FORM_EMAIL, payOrder } from './pay-order';
import { PaymentTrust } from './payment-trust';
import { usePriceLabels } from './use-price-labels';
import { readingQueryKey, useReading } from './use-reading';

/** Spec section 2: the order summary defaults to the $19 offer. */
const DEFAULT_PRICE = '$19';

/**
 * /payment-method and /direct-payment: method, summary and pay button for the upsell's price.
 * `instantDelivery` is the variant whose timeline reads 'Instant Delivery'.
 */
export function PaymentMethodPage({ instantDelivery = false }: { instantDelivery?: boolean }) {
  const { state, credentials } = useFunnelStep();
  const reading = useReading(credentials);
  const queryClient = useQueryClient();
  const price = paidPriceSchema.safeParse(state.selectedPrice).data ?? DEFAULT_PRICE;
  const priceLabel = usePriceLabels(credentials)[price];
  const [method, setMethod] = useState<PaidMethod>('card');
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const email =
    savedEmail ?? knownEmail(state.email, reading.data?.email, readStored(browserStorage(), USER_EMAIL_KEY));

  async function pay() {
    if (!credentials)
      return void notifyError('Missing Information', "We couldn't identify your reading. Please start over.");
    if (!email) {
      setEmailProblem(PAY_FORM_EMAIL);
      return void notifyError('Email Required', 'We need your email to send your reading. Please add your email.');
    }
    setPaying(true);
    if (!(await payOrder(credentials, { price, method, email, state }))) setPaying(false);
  }

  return (
    <StepScreen title="Choose Your Payment Method" lead="Secure payment: you will be taken to our payment partner.">
      <MethodOptions selected={method} onChoose={setMethod} />
      <OrderSummary
        price={price}
        name={reading.data?.name ?? state.name}
        timeline={instantDelivery ? 'Instant Delivery' : undefined}
        priceLabel={priceLabel}
      >
        {instantDelivery ? (
          <p className="mt-3 text-xs text-indigo-200">
            Instant Delivery: your order is confirmed the moment you pay; the full reading arrives by the estimated
            delivery time above.
          </p>
        ) : null}
        <div className="mt-3">
          <BonusBanner />
        </div>
      </OrderSummary>
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
      <StepAction>
        <CtaButton onClick={() => void pay()} disabled={paying}>
          {paying ? <Spinner /> : null}
          {paying ? 'Processing...' : `Pay ${priceLabel ?? price} Securely`}
        </CtaButton>
      </StepAction>
      <PaymentTrust />
    </StepScreen>
  );
}
