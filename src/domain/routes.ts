/** Every path of the spec's route table (section 2); anything else is the 404 page. */
export const ROUTE_PATHS = [
  '/',
  '/love',
  '/social-proof',
  '/step-one',
  '/tarot-vs-astrology',
  '/step-two',
  '/step-three',
  '/step-four',
  '/step-six',
  '/step-seven',
  '/step-eight',
  '/step-nine',
  '/pdf-reader-pre-checkout',
  '/step-ten',
  '/step-ten-philippines',
  '/review-details',
  '/checkout-step-eleven',
  '/ascendant-choice-step-five',
  '/select-ascendant-step-five',
  '/loading-ascendant-step-five',
  '/limited-offer',
  '/payment-method',
  '/payment-method-2',
  '/direct-payment',
  '/pdf-reader',
  '/video-rev',
  '/reviews',
  '/privacy-policy',
  '/terms-conditions',
  '/free-order-confirmation',
] as const;
export type RoutePath = (typeof ROUTE_PATHS)[number];

const known = new Set<string>(ROUTE_PATHS);

/** Where a review request's links lead: a page of its own, beyond the spec's table; nobody's search result. */
export const REVIEW_FORM_PATH = '/review';

/** The operator console's pages; the console itself tells its own unknown paths. */
export const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export function isKnownRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return known.has(trimmed) || trimmed === REVIEW_FORM_PATH || isConsolePath(trimmed);
}
