import type { DeviceClass } from '../../domain/funnel-capture';

const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'fbclid'] as const;

/**
 * Held in memory only, never in the browser's storage (decision 0018): the first page view's
 * campaign, device class and path, until the gender choice sends them with the new reading.
 */
let firstVisit: Record<string, string> = {};

/**
 * Called once, on the first page view. Values are kept as they came; the gender choice keeps only
 * those its schema accepts (validFirstVisit), so an odd ad link never fails the choice.
 */
export function captureFirstVisit(location: { pathname: string; search: string }, deviceClass: DeviceClass): void {
  const parameters = new URLSearchParams(location.search);
  const campaign = CAMPAIGN_PARAMETERS.flatMap((name) => {
    const value = parameters.get(name);
    return value ? [[name, value] as const] : [];
  });
  firstVisit = { ...Object.fromEntries(campaign), device_class: deviceClass, landing_path: location.pathname };
}

/** What the first page view showed; empty before it (the prerender). */
export function capturedFirstVisit(): Readonly<Record<string, string>> {
  return firstVisit;
}
