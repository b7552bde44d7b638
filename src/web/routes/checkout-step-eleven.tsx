import { CheckoutPage } from '../checkout/checkout-page';

export function Component() {
  return <CheckoutPage />;
}
