import { useEffect, useRef, useState } from 'react';

import type { FunnelReport } from '../../domain/admin-funnel-api';
import { formatCount, formatDay } from './funnel-format';
import { DAILY_SERIES } from './funnel-series';

type Days = FunnelReport['days'];

/** What the chart shows, in words: the chart's accessible name, as a picture cannot be read out. */
export function describeDailyChart(days: Days): string {
  if (days.length === 0) return 'Line chart of readings started and paid orders per day: no days.';
  const busiest = days.reduce((best, day) => (day.readings > best.readings ? day : best));
  const readings = days.reduce((sum, day) => sum + day.readings, 0);
  const paid = days.reduce((sum, day) => sum + day.paid, 0);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const many = (count: number, one: string, more: string) => `${formatCount(count)} ${count === 1 ? one : more}`;
  return `Line chart of readings started and paid orders per day, ${formatDay(first)} to ${formatDay(last)}: ${many(readings, 'reading', 'readings')} started and ${many(paid, 'order', 'orders')} paid in all; the busiest day was ${formatDay(busiest.day)} with ${many(busiest.readings, 'reading', 'readings')} started.`;
}

function LegendLine({ colour, dash }: { colour: string; dash: readonly number[] }) {
  return (
    <svg aria-hidden="true" width="28" height="8" className="shrink-0">
      <line
        x1="0"
        y1="4"
        x2="28"
        y2="4"
        stroke={colour}
        strokeWidth="2"
        strokeDasharray={dash.length ? dash.join(' ') : undefined}
      />
    </svg>
  );
}

/**
 * Readings started and paid orders per day. uPlot is fetched here, only once the dashboard has days
 * to draw, so neither the funnel nor the rest of the console ever downloads it. Its accessible name says
 * what it shows, and the page puts the same numbers in a table next to it.
 */
export function DailyChart({ days }: { days: Days }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let removed = false;
    let remove: (() => void) | null = null;
    import('./funnel-plot')
      .then(({ drawDailyChart }) => {
        if (removed) return;
        remove = drawDailyChart(element, days);
        setState('drawn');
      })
      // A chunk that failed to download (a deploy since the console loaded) or a canvas that could not draw.
      .catch(() => {
        if (!removed) setState('failed');
      });
    return () => {
      removed = true;
      remove?.();
    };
  }, [days]);
  return (
    <figure className="rounded-lg bg-white p-3 shadow-sm">
      <ul className="mb-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        {DAILY_SERIES.map((series) => (
          <li key={series.label} className="flex items-center gap-2">
            <LegendLine colour={series.colour} dash={series.dash} />
            {series.label}
          </li>
        ))}
      </ul>
      <div className="relative">
        {/* uPlot owns this element's children, so React keeps its own text outside it. */}
        <div ref={box} role="img" aria-label={describeDailyChart(days)} className="min-h-[260px] w-full" />
        {state === 'loading' ? (
          <p className="absolute inset-x-0 top-24 text-center text-sm text-slate-600">Loading the chart…</p>
        ) : null}
      </div>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-red-800">
          The chart could not be loaded; the numbers are in the table below.
        </p>
      ) : null}
      <figcaption className="mt-2 text-xs text-slate-600">
        Days are UTC days. The same numbers are in the table below.
      </figcaption>
    </figure>
  );
}
