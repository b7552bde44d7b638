import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { funnelReportSchema, type FunnelReport } from '../../domain/admin-funnel-api';
import { adminCall } from './admin-client';
import { csvAmount, type CsvTable } from './download-csv';
import { formatMoney } from './format';
import { DailyChart } from './funnel-chart';
import { FunnelFilters, funnelQueryString, readFunnelFilters, type FunnelFilterValues } from './funnel-filters';
import { formatCount, formatDay } from './funnel-format';
import { RevenueTable, TiersTable } from './funnel-money-tables';
import { FunnelStepsTable } from './funnel-steps-table';
import { FunnelSection, FunnelTable } from './funnel-table';
import { useOperator } from './use-operator';
import { usePageTitle } from './use-page-title';

const NARROWING = ['market', 'gender', 'device', 'campaign', 'tier'] as const;

/** "28 Oct 2026 to 26 Nov 2026, campaign winter_love": what the numbers below are about. */
function describeQuery(query: FunnelReport['query']): string {
  const narrowed = NARROWING.flatMap((name) => (query[name] ? [`${name} ${query[name]}`] : []));
  return [`${formatDay(query.from)} to ${formatDay(query.to)}`, ...narrowed].join(', ');
}

/**
 * The days as their file holds them: one net revenue column per currency seen in the range (amounts
 * in two currencies never share a cell), 0 on a day that took none in it.
 */
export function daysCsv(days: FunnelReport['days']): CsvTable {
  const currencies = [...new Set(days.flatMap((day) => Object.keys(day.net_minor_by_currency)))].sort();
  return {
    header: [
      'Day',
      'Readings started',
      'Paid orders',
      ...currencies.map((currency) => `Net revenue ${currency.toUpperCase()}`),
    ],
    rows: days.map((day) => [
      day.day,
      day.readings,
      day.paid,
      ...currencies.map((currency) => csvAmount(day.net_minor_by_currency[currency] ?? 0)),
    ]),
  };
}

/** Everything below the filters, for a report that has readings. */
export function FunnelReportView({ report }: { report: FunnelReport }) {
  const file = (name: string) => `funnel-${name}-${report.query.from}-to-${report.query.to}.csv`;
  const exportUrl = `/api/admin/exports/funnel.csv?${new URLSearchParams(Object.entries(report.query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString()}`;
  return (
    <>
      <p className="mt-6 text-sm text-slate-800">
        <strong className="text-base">{formatCount(report.readings)}</strong>{' '}
        {report.readings === 1 ? 'reading' : 'readings'} started: {describeQuery(report.query)}.
      </p>
      <FunnelSection
        id="funnel-steps"
        title="Steps"
        description="Visitors saw a step; completions moved on from it. Conversion is the share of a step's visitors who reached the next one; the time is the median from seeing a step to completing it. A reading begins at the identity choice, so a visit that leaves a landing without choosing is not counted."
      >
        <FunnelStepsTable steps={report.steps} fileName={file} exportUrl={exportUrl} />
      </FunnelSection>
      <div className="grid gap-x-6 lg:grid-cols-2">
        <FunnelSection
          id="funnel-tiers"
          title="Conversion to paid by tier"
          description="Readings that chose a delivery option, and how many paid for it."
        >
          {report.tiers.length ? (
            <TiersTable tiers={report.tiers} fileName={file('tiers')} />
          ) : (
            <p className="text-sm text-slate-700">No reading in this range chose a tier yet.</p>
          )}
        </FunnelSection>
        <FunnelSection
          id="funnel-revenue"
          title="Revenue"
          description="Per currency, never added together; refunds are taken off the net."
        >
          {report.revenue.length ? (
            <RevenueTable revenue={report.revenue} fileName={file('revenue')} />
          ) : (
            <p className="text-sm text-slate-700">Nothing was paid in this range.</p>
          )}
        </FunnelSection>
      </div>
      <FunnelSection
        id="funnel-days"
        title="Per day"
        description="Readings started and orders paid on each UTC day of the range."
      >
        <DailyChart days={report.days} />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-indigo-800 underline">
            The chart's numbers as a table
          </summary>
          <div className="mt-2">
            <FunnelTable
              caption="Readings started and orders paid per day"
              subject="the days"
              fileName={file('days')}
              csv={daysCsv(report.days)}
              columns={[
                { header: 'Day' },
                { header: 'Readings started', numeric: true },
                { header: 'Paid orders', numeric: true },
                { header: 'Net revenue', numeric: true },
              ]}
              rows={report.days.map((day) => ({
                key: day.day,
                cells: [
                  { text: day.day },
                  { text: formatCount(day.readings) },
                  { text: formatCount(day.paid) },
                  {
                    text:
                      Object.entries(day.net_minor_by_currency)
                        .map(([currency, minor]) => formatMoney(minor, currency))
                        .join(', ') || '—',
                  },
                ],
              }))}
            />
          </div>
        </details>
      </FunnelSection>
    </>
  );
}

function FunnelDashboard() {
  const [params, setParams] = useSearchParams();
  const applied = readFunnelFilters(params);
  const query = funnelQueryString(applied);
  const narrowed = NARROWING.some((name) => applied[name] !== '');
  const report = useQuery({
    queryKey: ['admin', 'funnel', query],
    queryFn: () => adminCall(funnelReportSchema, `/funnel?${query}`),
    placeholderData: keepPreviousData,
    // Counts, not people, and costly over a long range: not recomputed on every return to the tab.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
  const apply = (values: FunnelFilterValues) => setParams(new URLSearchParams(funnelQueryString(values)));
  return (
    <>
      <FunnelFilters key={query} applied={applied} campaigns={report.data?.campaigns ?? []} onApply={apply} />
      {report.isPending ? (
        <p role="status" className="mt-6 text-slate-700">
          Loading the funnel… The first look at a long range can take a minute.
        </p>
      ) : null}
      {report.isError ? (
        <p role="alert" className="mt-6 text-red-800">
          The funnel could not be loaded: {report.error.message}
        </p>
      ) : null}
      {report.data && !report.isError ? (
        <div aria-busy={report.isPlaceholderData} className={report.isPlaceholderData ? 'opacity-60' : ''}>
          {report.isPlaceholderData ? (
            <p role="status" className="mt-6 text-sm text-slate-700">
              Updating…
            </p>
          ) : null}
          {report.data.readings === 0 ? (
            <p className="mt-6 rounded-lg bg-white p-4 text-slate-700 shadow-sm">
              No readings started in this range{narrowed ? ' with these filters' : ''}.
            </p>
          ) : (
            <FunnelReportView report={report.data} />
          )}
        </div>
      ) : null}
    </>
  );
}

/** The sales funnel for owners: where visitors leave, what they buy, and what it brings in, for a range and an audience. */
export function FunnelPage() {
  usePageTitle('Funnel');
  const operator = useOperator();
  return (
    <>
      <h1 className="text-2xl font-semibold">Funnel</h1>
      {operator.role === 'owner' ? (
        <FunnelDashboard />
      ) : (
        <p className="mt-4 text-slate-700">The funnel is for owners only.</p>
      )}
    </>
  );
}
