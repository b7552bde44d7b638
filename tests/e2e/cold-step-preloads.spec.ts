import { expect, test } from './fixtures';
import { BIRTH_STATE, createReading, enterWithState } from './chart-steps-support';

// A new visitor: the consent banner is part of the first render too.
test.use({ consentChoice: null });

/** When each of the page's scripts was requested and when the entry script had arrived. */
function scriptTimings() {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => ({
      path: new URL(entry.name).pathname,
      startTime: entry.startTime,
      responseEnd: (entry as PerformanceResourceTiming).responseEnd,
    }));
}

test("a step opened cold fetches its screen's chunks beside the entry script, not after it", async ({
  page,
  request,
}) => {
  const credentials = await createReading(request);
  const html = await (await request.get('/step-six')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1];
  const chunk = (name: string) => preloaded.find((href) => href.startsWith(`/assets/${name}-`));
  for (const name of ['query-layout', 'step-six', 'consent-banner']) expect(chunk(name), name).toBeDefined();

  await enterWithState(page, '/step-six', credentials, {
    ...BIRTH_STATE,
    ascendant: 'Libra',
    zodiacSign: 'Gemini',
    calculatedAscendant: true,
  });
  await expect(page.getByRole('heading', { name: 'Here Are Your Guiding Stars' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();

  const timings = await page.evaluate(scriptTimings);
  const requested = (href: string | undefined) => timings.find((timing) => timing.path === href);
  const entryScript = requested(entry);
  expect(entryScript).toBeDefined();
  // Without the preloads each of these is only asked for once the entry script has run.
  for (const name of ['query-layout', 'step-six', 'consent-banner']) {
    const timing = requested(chunk(name));
    expect(timing, name).toBeDefined();
    expect(timing!.startTime, name).toBeLessThan(entryScript!.responseEnd);
  }
  // Every named chunk is one the page uses: each was fetched once, none named in vain.
  for (const href of preloaded)
    expect(
      timings.filter((timing) => timing.path === href),
      href,
    ).toHaveLength(1);
});
