import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { MARKETS, orderListSchema, type OrderRow } from '../../domain/admin-api';
import { PRICES } from '../../domain/prices';
import { PAYMENT_STATES } from '../../domain/reading';
import { adminCall } from './admin-client';
import { Button, SelectField, TextField } from './form-controls';
import { formatTime } from './format';
import { usePageTitle } from './use-page-title';

const FILTERS = ['q', 'from', 'to', 'status', 'tier', 'market'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;
}

function stateOf(order: OrderRow): string {
  if (order.erased) return 'erased';
  if (order.refunded) return 'refunded';
  if (order.dispute_status) return `dispute ${order.dispute_status}`;
  return order.delivery_status ?? '—';
}

/** Find an order: by e-mail, name or id, narrowed by date, payment, tier and market; newest first. */
export function OrdersPage() {
  usePageTitle('Orders');
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const [draft, setDraft] = useState<Filters>(applied);
  const query = new URLSearchParams(Object.entries(applied).filter(([, value]) => value !== ''));
  const after = params.get('after');
  if (after) query.set('after', after);
  const orders = useQuery({
    queryKey: ['admin', 'orders', query.toString()],
    queryFn: () => adminCall(orderListSchema, `/orders?${query.toString()}`),
    placeholderData: keepPreviousData,
  });

  function search(event: FormEvent) {
    event.preventDefault();
    setParams(new URLSearchParams(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  }
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  return (
    <>
      <h1 className="text-2xl font-semibold">Orders</h1>
      <form
        role="search"
        onSubmit={search}
        className="mt-4 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-7"
      >
        <div className="sm:col-span-3 lg:col-span-2">
          <TextField label="E-mail, name or id" type="search" value={draft.q} onChange={set('q')} />
        </div>
        <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="To" type="date" value={draft.to} onChange={set('to')} />
        <SelectField label="Payment" value={draft.status} onChange={set('status')}>
          <option value="">Any</option>
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tier" value={draft.tier} onChange={set('tier')}>
          <option value="">Any</option>
          {PRICES.map((price) => (
            <option key={price} value={price}>
              {price}
            </option>
          ))}
        </SelectField>
        <SelectField label="Market" value={draft.market} onChange={set('market')}>
          <option value="">Any</option>
          {MARKETS.map((market) => (
            <option key={market} value={market}>
              {market}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <Button type="submit">Search</Button>
        </div>
      </form>
      {orders.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {orders.error.message}
        </p>
      ) : null}
      {orders.data ? (
        <>
          <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Orders, newest first</caption>
              <thead className="border-b border-slate-200 bg-slate-100 text-slate-700">
                <tr>
                  {['Id', 'Started', 'Name', 'E-mail', 'Country', 'Payment', 'Tier', 'Delivery'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {orders.data.orders.map((order) => (
                  <tr key={order.id} className="border-b border-slate-100 last:border-0">
                    <td className="px-3 py-2">
                      <Link className="font-medium text-indigo-800 underline" to={`/admin/readings/${order.id}`}>
                        {order.id}
                      </Link>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{formatTime(order.created_at)}</td>
                    <td className="px-3 py-2">{order.name ?? '—'}</td>
                    <td className="px-3 py-2">{order.email ?? '—'}</td>
                    <td className="px-3 py-2">{order.country_code ?? '—'}</td>
                    <td className="px-3 py-2">
                      {order.payment_status}
                      {order.payment_method ? ` (${order.payment_method})` : ''}
                    </td>
                    <td className="px-3 py-2">{order.selected_price ?? '—'}</td>
                    <td className="px-3 py-2">{stateOf(order)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {orders.data.orders.length === 0 ? <p className="p-4 text-slate-600">No orders match.</p> : null}
          </div>
          <div className="mt-3 flex gap-3">
            {after ? (
              <Button
                variant="secondary"
                onClick={() => {
                  params.delete('after');
                  setParams(params);
                }}
              >
                First page
              </Button>
            ) : null}
            {orders.data.next ? (
              <Button
                variant="secondary"
                onClick={() => {
                  params.set('after', orders.data.next as string);
                  setParams(params);
                }}
              >
                Next page
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </>
  );
}
