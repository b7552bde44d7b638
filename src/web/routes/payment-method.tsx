import { PaymentMethodPage } from '../checkout/payment-method-page';

export function Component() {
  return <PaymentMethodPage />;
}
