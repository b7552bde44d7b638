import { PAID_PRICES } from '../../domain/prices';
import type { SiteConfig } from '../../domain/site-config';

/** Where the pay press sends the visitor when FAKE_CHECKOUT is on: this server's own test checkout page. */
export function fakeCheckoutLinks(publicBaseUrl: string): SiteConfig['paymentLinks'] {
  const linksFor = (method: 'card' | 'paypal') =>
    Object.fromEntries(
      PAID_PRICES.map((price) => [price, `${publicBaseUrl}/api/dev/checkout/${method}/${encodeURIComponent(price)}`]),
    );
  return { card: linksFor('card'), paypal: linksFor('paypal') };
}
