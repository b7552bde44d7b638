import { PaymentMethodPage } from '../checkout/payment-method-page';

/** The near-identical variant whose timeline reads 'Instant Delivery' (spec section 2). */
export function Component() {
  return <PaymentMethodPage instantDelivery />;
}
