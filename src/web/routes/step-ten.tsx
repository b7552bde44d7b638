import { useLocation } from 'react-router';

import { DeliveryTierPage } from '../checkout/delivery-tier-page';
import { marketOfPath } from '../checkout/tiers';

export function Component() {
  return <DeliveryTierPage market={marketOfPath(useLocation().pathname)} />;
}
