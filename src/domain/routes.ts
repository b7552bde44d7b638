/**
 * Every path of the spec's route table under a name, so a mistyped path fails to compile;
 * anything else is the 404 page.
 */
export const PATHS = {
  home: '/',
  love: '/love',
  socialProof: '/social-proof',
  stepOne: '/step-one',
  tarotVsAstrology: '/tarot-vs-astrology',
  stepTwo: '/step-two',
  stepThree: '/step-three',
  stepFour: '/step-four',
  stepSix: '/step-six',
  stepSeven: '/step-seven',
  stepEight: '/step-eight',
  stepNine: '/step-nine',
  pdfReaderPreCheckout: '/pdf-reader-pre-checkout',
  stepTen: '/step-ten',
  stepTenPhilippines: '/step-ten-philippines',
  reviewDetails: '/review-details',
  checkoutStepEleven: '/checkout-step-eleven',
  ascendantChoiceStepFive: '/ascendant-choice-step-five',
  selectAscendantStepFive: '/select-ascendant-step-five',
  loadingAscendantStepFive: '/loading-ascendant-step-five',
  limitedOffer: '/limited-offer',
  paymentMethod: '/payment-method',
  paymentMethodTwo: '/payment-method-2',
  directPayment: '/direct-payment',
  pdfReader: '/pdf-reader',
  videoRev: '/video-rev',
  reviews: '/reviews',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  freeOrderConfirmation: '/free-order-confirmation',
} as const;
export type RoutePath = (typeof PATHS)[keyof typeof PATHS];

export const ROUTE_PATHS: readonly RoutePath[] = Object.values(PATHS);

const known = new Set<string>(ROUTE_PATHS);

/** Where a review request's links lead: a page of its own, beyond the spec's table; nobody's search result. */
export const REVIEW_FORM_PATH = '/review';

/** Where a free order's confirmation link leads: a page of its own, beyond the spec's table; nobody's search result. */
export const EMAIL_CONFIRMATION_PATH = '/confirm-email';

/** The operator console's pages; the console itself tells its own unknown paths. */
export const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** The path without trailing slashes, so '/step-one/' is the page '/step-one'; '/' stays itself. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function isKnownRoute(pathname: string): boolean {
  const trimmed = withoutTrailingSlash(pathname);
  return (
    known.has(trimmed) || trimmed === REVIEW_FORM_PATH || trimmed === EMAIL_CONFIRMATION_PATH || isConsolePath(trimmed)
  );
}
