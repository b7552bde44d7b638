import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { alertPageSchema, type AlertRow } from '../../domain/admin-alerts-api';
import { ALERT_KINDS, ALERT_TITLES, type AlertKind } from '../../domain/alert-kinds';
import { adminCall } from './admin-client';
import { Button, SelectField } from './form-controls';
import { formatTime } from './format';
import { usePageTitle } from './use-page-title';

const isKind = (value: string | null): value is AlertKind => ALERT_KINDS.some((kind) => kind === value);
const titleOf = (kind: string) => (isKind(kind) ? ALERT_TITLES[kind] : kind);

function AlertItem({ alert }: { alert: AlertRow }) {
  return (
    <li>
      <article
        aria-label={`${titleOf(alert.kind)}, ${formatTime(alert.createdAt)}`}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h2 className="font-semibold">{titleOf(alert.kind)}</h2>
          <p className="text-sm text-slate-600">
            <time dateTime={alert.createdAt}>{formatTime(alert.createdAt)}</time>
          </p>
        </div>
        <p className="mt-1 break-words text-sm">{alert.message}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-600">
          {alert.readingId ? (
            <Link className="font-medium text-indigo-800 underline" to={`/admin/readings/${alert.readingId}`}>
              Reading {alert.readingId}
            </Link>
          ) : null}
          <span>{alert.emailedAt ? `E-mailed ${formatTime(alert.emailedAt)}` : 'Recorded only, not e-mailed'}</span>
        </p>
      </article>
    </li>
  );
}

/** What went wrong that an operator must hear of, newest first, for every operator. */
export function AlertsPage() {
  usePageTitle('Alerts');
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const alerts = useInfiniteQuery({
    queryKey: ['admin', 'alerts', kind],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (kind) query.set('kind', kind);
      if (pageParam) query.set('before', String(pageParam));
      return adminCall(alertPageSchema, `/alerts?${query.toString()}`);
    },
    initialPageParam: 0,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const items = alerts.data?.pages.flatMap((page) => page.alerts) ?? [];
  const alertEmail = alerts.data?.pages[0]?.alertEmail;

  return (
    <>
      <h1 className="text-2xl font-semibold">Alerts</h1>
      {alerts.data ? (
        <p className="mt-1 text-sm text-slate-700">
          {alertEmail
            ? `Alerts are e-mailed to ${alertEmail} (ALERT_EMAIL), at most once per kind per hour; every one is listed here.`
            : 'ALERT_EMAIL is not set: alerts are only listed here, never e-mailed.'}
        </p>
      ) : null}
      <div className="mt-4 max-w-xs">
        <SelectField
          label="Kind"
          value={kind ?? ''}
          onChange={(event) =>
            setParams(event.target.value ? new URLSearchParams({ kind: event.target.value }) : new URLSearchParams())
          }
        >
          <option value="">All kinds</option>
          {ALERT_KINDS.map((value) => (
            <option key={value} value={value}>
              {ALERT_TITLES[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {alerts.isPending ? <p className="mt-4">Loading…</p> : null}
      {alerts.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {alerts.error.message}
        </p>
      ) : null}
      {alerts.data ? (
        <>
          {items.length === 0 ? (
            <p className="mt-4 text-slate-600">{kind ? 'No alerts of this kind.' : 'No alerts.'}</p>
          ) : null}
          <ol aria-label="Alerts, newest first" className="mt-4 space-y-3">
            {items.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ol>
          {alerts.hasNextPage ? (
            <div className="mt-3">
              <Button variant="secondary" onClick={() => void alerts.fetchNextPage()}>
                Older alerts
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
