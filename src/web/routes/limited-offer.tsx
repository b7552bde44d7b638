import { LimitedOfferPage } from '../checkout/limited-offer-page';

export function Component() {
  return <LimitedOfferPage />;
}
