import type { PaymentMethod, Price } from './prices';
import type { SiteConfig } from './site-config';

/**
 * The external payment link for a price and method, or null when none is configured
 * (FREE never has one). The e-mail is appended as the spec says; the reading id travels as
 * Stripe's client_reference_id (PayPal: custom_id) so the payment webhook can find the reading.
 */
export function findPaymentUrl(
  links: SiteConfig['paymentLinks'],
  price: Price,
  method: PaymentMethod,
  email: string,
  readingId: number,
): string | null {
  if (price === 'FREE' || method === 'free') return null;
  const base = links[method][price];
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('email', email);
  if (method === 'card') {
    url.searchParams.set('prefilled_email', email);
    url.searchParams.set('client_reference_id', String(readingId));
  } else {
    url.searchParams.set('custom_id', String(readingId));
  }
  return url.toString();
}
