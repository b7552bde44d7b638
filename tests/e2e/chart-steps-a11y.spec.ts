import AxeBuilder from '@axe-core/playwright';

import type { FunnelState } from '../../src/web/funnel/navigation-state';
import { expect, test } from './fixtures';
import { BIRTH_STATE, createReading, enterWithState } from './chart-steps-support';

const FULL: FunnelState = {
  ...BIRTH_STATE,
  ascendant: 'Libra',
  zodiacSign: 'Gemini',
  subject: 'love',
  questions: ['When will I meet someone?'],
  question1: 'When will I meet someone?',
};

const PAGES: [path: string, ready: string][] = [
  ['/ascendant-choice-step-five', 'What is the ascendant?'],
  ['/select-ascendant-step-five', 'Select Your Ascendant'],
  ['/step-six', 'Your planets'],
  ['/step-eight', 'What Would You Like to Ask the Stars?'],
  ['/step-nine', 'Subject'],
  ['/review-details', 'Summary'],
];

for (const [path, ready] of PAGES) {
  test(`axe finds no serious or critical violations on ${path}, and nothing overflows at 320 px`, async ({
    page,
    request,
  }) => {
    const credentials = await createReading(request);
    await enterWithState(page, path, credentials, FULL);
    await expect(page.getByRole('heading', { name: ready })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
