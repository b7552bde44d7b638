import { FreeOrderConfirmationPage } from '../checkout/free-order-confirmation-page';

export function Component() {
  return <FreeOrderConfirmationPage />;
}
