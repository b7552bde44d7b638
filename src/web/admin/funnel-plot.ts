import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

import type { FunnelReport } from '../../domain/admin-funnel-api';
import { DAILY_SERIES } from './funnel-series';

/**
 * The daily chart's drawing, with uPlot: this module is only ever imported dynamically (funnel-chart.tsx),
 * so the charting library is a chunk of its own, fetched when an owner's dashboard has a series to draw.
 */

const HEIGHT = 260;
const DAY = 86_400;
const INK = '#334155';
const GRID = '#e2e8f0';

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthOfYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "28 Oct" as the rest of the console writes dates (uPlot's default is "10/28"); "Oct 2026" once ticks are a month apart. */
function dayLabel(ts: number, step: number): string {
  return (step >= 28 * DAY ? monthOfYear : shortDay).format(new Date(ts * 1000));
}

/** Draws readings started and paid orders per UTC day into `element`, following its width; answers how to remove it. */
export function drawDailyChart(element: HTMLElement, days: FunnelReport['days']): () => void {
  const xs = days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
  const points = { show: days.length <= 62, size: 5 };
  const plot = new uPlot(
    {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      // The report's days are UTC days: labelled in the operator's zone they would shift by one.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        // One day alone would be a range of zero width: widen it by half a day each side.
        x: { time: true, range: (_self, min, max) => (min === max ? [min - DAY / 2, max + DAY / 2] : [min, max]) },
        y: { range: (_self, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
      },
      axes: [
        {
          stroke: INK,
          grid: { stroke: GRID, width: 1 },
          ticks: { stroke: GRID, width: 1 },
          values: (_self, splits, _axis, _space, step) => splits.map((ts) => dayLabel(ts, step)),
        },
        // Counts of readings are whole numbers: no tick at 2.5.
        {
          stroke: INK,
          grid: { stroke: GRID, width: 1 },
          ticks: { stroke: GRID, width: 1 },
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000],
          values: (_self, splits) => splits.map((value) => String(value)),
        },
      ],
      series: [
        {},
        ...DAILY_SERIES.map((series) => ({
          label: series.label,
          stroke: series.colour,
          width: 2,
          dash: [...series.dash],
          points: { ...points, stroke: series.colour, fill: series.colour },
        })),
      ],
    },
    [xs, days.map((day) => day.readings), days.map((day) => day.paid)],
    element,
  );
  const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }));
  resize.observe(element);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}
