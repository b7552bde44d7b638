// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { funnelReportSchema, type FunnelReport, type FunnelStepRow } from '../../domain/admin-funnel-api';
import { toCsv } from './download-csv';
import { daysCsv, FunnelReportView } from './funnel-page';
import { biggestDropOff } from './funnel-steps-table';

// The chart's drawing needs a canvas jsdom lacks; what matters here is that it is asked for lazily.
const drawDailyChart = vi.hoisted(() => vi.fn(() => () => undefined));
vi.mock('./funnel-plot', () => ({ drawDailyChart }));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const step = (
  name: string,
  label: string,
  visitors: number,
  completions: number,
  conversion: number | null,
  median: number | null,
): FunnelStepRow => ({
  step: name,
  label,
  visitors,
  completions,
  conversion,
  median_seconds: median,
});

/** A report as GET /api/admin/funnel answers it, checked against the shared schema so it cannot drift from the contract. */
const SAMPLE: FunnelReport = funnelReportSchema.parse({
  query: { from: '2026-11-01', to: '2026-11-03', campaign: 'winter_love' },
  readings: 1250,
  steps: [
    step('/', 'Landing · Home page', 1000, 980, 0.9, 12),
    step('/love', 'Landing · Love page', 250, 240, 0.96, 10),
    step('/social-proof', '1/14 · Social proof', 1150, 1100, 0.9, 8),
    step('/tarot-vs-astrology', '2/14 · Tarot, or "astrology"', 900, 880, 0.97, 20),
    step('/step-one', '3/14 · Name and e-mail', 1100, 610, 0.55, 95),
    step('/step-two', '4/14 · Birth date', 605, 590, 0.97, 30),
    // Fewer visitors than the threshold: its conversion is noise, never the biggest drop-off.
    step('/pdf-reader-pre-checkout', '12/14 · Reading preview', 40, 30, 0.1, 1800),
    step('/checkout-step-eleven', '14/14 · Checkout', 4, 1, null, null),
    { ...step('/video-rev', 'Reviews video', 20, 2, null, 75), side: true },
  ],
  tiers: [
    { tier: '$29', readings: 300, paid: 90, conversion: 0.3 },
    { tier: 'FREE', readings: 50, paid: 0, conversion: 0 },
  ],
  revenue: [{ currency: 'usd', orders: 90, gross_minor: 261_000, refunded_minor: 2_900, net_minor: 258_100 }],
  days: [
    { day: '2026-11-01', readings: 400, paid: 30, net_minor_by_currency: { USD: 87_000 } },
    { day: '2026-11-02', readings: 450, paid: 32, net_minor_by_currency: { USD: 92_800 } },
    { day: '2026-11-03', readings: 400, paid: 28, net_minor_by_currency: {} },
  ],
  campaigns: ['winter_love', '=cmd'],
});

describe('the biggest drop-off', () => {
  it('is the step with the lowest conversion among those with enough visitors', () => {
    expect(biggestDropOff(SAMPLE.steps)).toBe(4);
  });

  it('is nothing when no step with enough visitors lost anyone, or there are no steps', () => {
    expect(biggestDropOff([])).toBeNull();
    expect(
      biggestDropOff([step('/', 'Landing', 2, 1, 0.5, 3), step('/social-proof', 'Social proof', 1, 0, null, null)]),
    ).toBeNull();
    expect(
      biggestDropOff([step('/', 'Landing', 10, 10, 1, 3), step('/social-proof', 'Social proof', 10, 0, null, null)]),
    ).toBeNull();
  });

  it('never picks a page off the straight path', () => {
    expect(
      biggestDropOff([
        step('/', 'Landing', 100, 90, 0.9, 3),
        { ...step('/video-rev', 'Video', 50, 1, 0.02, 3), side: true },
      ]),
    ).toBe(0);
  });

  it('takes the earlier step when two lose the same share', () => {
    expect(
      biggestDropOff([
        step('/', 'Landing', 100, 50, 0.5, 3),
        step('/a', 'A', 50, 25, 0.5, 3),
        step('/b', 'B', 25, 0, null, null),
      ]),
    ).toBe(0);
  });
});

describe('the funnel report', () => {
  let container: HTMLDivElement;
  let root: Root;
  let saved: Blob[];
  beforeEach(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    saved = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:funnel';
    });
    URL.revokeObjectURL = vi.fn();
    // jsdom cannot navigate to a download; the file is read from the blob instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<FunnelReportView report={SAMPLE} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.restoreAllMocks();
  });

  const table = (name: string) => {
    const found = [...container.querySelectorAll('table')].find(
      (candidate) => candidate.querySelector('caption')?.textContent === name,
    );
    if (!found) throw new Error(`no table "${name}"`);
    return found;
  };
  const button = (name: string) => {
    const found = [...container.querySelectorAll('button')].find(
      (candidate) => candidate.getAttribute('aria-label') === name,
    );
    if (!found) throw new Error(`no button "${name}"`);
    return found;
  };
  /** The file's text after the byte order mark it must start with (Blob.text() would drop the mark unseen). */
  const csvOf = async (blob: Blob | undefined) => {
    const bytes = new Uint8Array(await (blob ?? new Blob()).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
  };
  const rowTexts = (element: HTMLTableElement) =>
    [...element.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));

  it('marks the biggest drop-off in words on its row, and on that row only', () => {
    const rows = [...table('Funnel steps, in the order of the progress bar').querySelectorAll('tbody tr')];
    const marked = rows.filter((row) => row.textContent?.includes('Biggest drop-off'));
    expect(marked).toHaveLength(1);
    expect(marked[0]?.querySelector('th')?.textContent).toBe('3/14 · Name and e-mailBiggest drop-off');
    expect(marked[0]?.className).toContain('bg-amber-50');
    expect(container.textContent).toContain('1,250 readings started: 1 Nov 2026 to 3 Nov 2026, campaign winter_love.');
  });

  it("shows each step's numbers, conversion and median time, and the pages off the path apart", () => {
    expect(rowTexts(table('Funnel steps, in the order of the progress bar'))).toEqual([
      ['Landing · Home page', '1,000', '980', '90.0%', '12 s'],
      ['Landing · Love page', '250', '240', '96.0%', '10 s'],
      ['1/14 · Social proof', '1,150', '1,100', '90.0%', '8 s'],
      ['2/14 · Tarot, or "astrology"', '900', '880', '97.0%', '20 s'],
      ['3/14 · Name and e-mailBiggest drop-off', '1,100', '610', '55.0%', '1 min 35 s'],
      ['4/14 · Birth date', '605', '590', '97.0%', '30 s'],
      ['12/14 · Reading preview', '40', '30', '10.0%', '30 min or more'],
      ['14/14 · Checkout', '4', '1', '—', '—'],
    ]);
    expect(rowTexts(table('Pages off the straight path'))).toEqual([['Reviews video', '20', '2', '1 min 15 s']]);
    expect(rowTexts(table('Conversion to paid by tier'))).toEqual([
      ['$29', '29.00 USD', '300', '90', '30.0%'],
      ['FREE', 'free', '50', '0', '0.0%'],
    ]);
    expect(rowTexts(table('Revenue by currency, refunds netted'))).toEqual([
      ['USD', '90', '2610.00 USD', '29.00 USD', '2581.00 USD'],
    ]);
  });

  it('downloads the steps as plain numbers, quoted by RFC 4180: shares as fractions, times in seconds, the drop-off a column', async () => {
    await act(async () => button('Download CSV of the steps').click());
    expect(saved).toHaveLength(1);
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await csvOf(saved[0])).toBe(
      [
        'Step,Visitors,Completions,Conversion to next step (1 = 100%),Median time (seconds),Biggest drop-off',
        'Landing · Home page,1000,980,0.9,12,false',
        'Landing · Love page,250,240,0.96,10,false',
        '1/14 · Social proof,1150,1100,0.9,8,false',
        '"2/14 · Tarot, or ""astrology""",900,880,0.97,20,false',
        '3/14 · Name and e-mail,1100,610,0.55,95,true',
        '4/14 · Birth date,605,590,0.97,30,false',
        '12/14 · Reading preview,40,30,0.1,1800,false',
        '14/14 · Checkout,4,1,,,false',
        '',
      ].join('\r\n'),
    );
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('funnel-steps-2026-11-01-to-2026-11-03.csv');
    const exact = [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Exact figures as CSV');
    expect(exact?.getAttribute('href')).toBe(
      '/api/admin/exports/funnel.csv?from=2026-11-01&to=2026-11-03&campaign=winter_love',
    );
  });

  it('downloads the daily numbers the chart shows, and draws the chart only once rendered', async () => {
    await act(async () => button('Download CSV of the days').click());
    // One column per currency; a day that took nothing has 0, never a dash.
    expect(await csvOf(saved[0])).toBe(
      'Day,Readings started,Paid orders,Net revenue USD\r\n2026-11-01,400,30,870\r\n2026-11-02,450,32,928\r\n2026-11-03,400,28,0\r\n',
    );
    expect(drawDailyChart).toHaveBeenCalledWith(expect.any(HTMLDivElement), SAMPLE.days);
    const chart = container.querySelector('[role="img"]');
    expect(chart?.getAttribute('aria-label')).toBe(
      'Line chart of readings started and paid orders per day, 1 Nov 2026 to 3 Nov 2026: 1,250 readings started and 90 orders paid in all; the busiest day was 2 Nov 2026 with 450 readings started.',
    );
  });

  it('downloads tiers, revenue and the pages off the path with amounts apart from their currency', async () => {
    await act(async () => button('Download CSV of conversion by tier').click());
    await act(async () => button('Download CSV of revenue').click());
    await act(async () => button('Download CSV of the pages off the path').click());
    expect(await csvOf(saved[0])).toBe(
      'Tier,Price,Currency,Readings,Paid,Conversion to paid (1 = 100%)\r\n$29,29,USD,300,90,0.3\r\nFREE,0,,50,0,0\r\n',
    );
    expect(await csvOf(saved[1])).toBe('Currency,Paid orders,Gross,Refunded,Net\r\nUSD,90,2610,29,2581\r\n');
    expect(await csvOf(saved[2])).toBe('Page,Visitors,Completions,Median time (seconds)\r\nReviews video,20,2,75\r\n');
  });
});

describe("the days' file", () => {
  it('has one net revenue column per currency, 0 where a day took none, negative after a bigger refund', () => {
    const csv = daysCsv([
      { day: '2026-11-01', readings: 3, paid: 2, net_minor_by_currency: { USD: 39_900, PHP: 269_700 } },
      { day: '2026-11-02', readings: 1, paid: 0, net_minor_by_currency: { USD: -2_900 } },
      { day: '2026-11-03', readings: 0, paid: 0, net_minor_by_currency: {} },
    ]);
    expect(toCsv(csv.header, csv.rows)).toBe(
      'Day,Readings started,Paid orders,Net revenue PHP,Net revenue USD\r\n2026-11-01,3,2,2697,399\r\n2026-11-02,1,0,0,-29\r\n2026-11-03,0,0,0,0\r\n',
    );
  });
});
