import { PATHS, withoutTrailingSlash } from '../../domain/routes';

/** The spec's path rules for the page frame (section 2, "Layout rules"). */
export type FooterVariant = 'full' | 'minimal' | 'none';

const WHITE_PAGES = new Set<string>([PATHS.reviews, PATHS.privacyPolicy, PATHS.termsConditions]);
const FUNNEL_MARKERS = ['step-', 'offer', 'checkout', 'payment', 'pdf-reader'];

export function hasWhiteBackground(pathname: string): boolean {
  return WHITE_PAGES.has(withoutTrailingSlash(pathname));
}

/** Funnel pages keep room at the bottom for the call-to-action button and get the minimal footer. */
export function isFunnelPage(pathname: string): boolean {
  return FUNNEL_MARKERS.some((marker) => pathname.includes(marker));
}

export function footerVariantFor(pathname: string): FooterVariant {
  if (pathname.includes('/results')) return 'none';
  if (isFunnelPage(pathname)) return 'minimal';
  return 'full';
}
