import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { orderDetailSchema, type OrderDetail } from '../../domain/admin-api';
import { adminCall } from './admin-client';
import { formatMoney, formatTime } from './format';
import { OrderActions } from './order-actions';
import { usePageTitle } from './use-page-title';

function Section({ title, children }: { title: string; children: ReactNode }) {
  // A generated id: one made from the title would hold spaces, which aria-labelledby reads as several ids.
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg bg-white p-4 text-sm shadow-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">None.</p>;
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-t border-slate-100">
              {cells.map((cell, j) => (
                <td key={j} className="px-3 py-2 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function birthPlace(order: OrderDetail): string | null {
  const { birth_city_name, birth_city_state, birth_city_country } = order.answers;
  return [birth_city_name, birth_city_state, birth_city_country].filter(Boolean).join(', ') || null;
}

/**
 * Where a free order's address stands, for "where is my reading?": its reading waits until the
 * visitor confirms the address through the e-mailed link (Resend sends a new link). Paid orders need no confirmation.
 */
function addressStatus(payment: OrderDetail['payment']): string | null {
  if (payment.email_confirmed_at) return `confirmed ${formatTime(payment.email_confirmed_at)}`;
  if (payment.method !== 'free' || payment.status !== 'completed') return null;
  return 'not confirmed yet: the reading waits until the visitor confirms it with the link e-mailed to them (Resend sends a new link)';
}

function OrderView({ order }: { order: OrderDetail }) {
  const { answers, payment, origin } = order;
  const refund = payment.refunded_at
    ? `refunded ${formatMoney(payment.refunded_amount_minor, payment.paid_currency)} on ${formatTime(payment.refunded_at)}`
    : null;
  return (
    <>
      <h1 className="text-2xl font-semibold">
        Reading {order.id}
        {answers.name ? `: ${answers.name}` : ''}
      </h1>
      <p className="text-sm text-slate-600">
        Started {formatTime(order.created_at)}
        {order.erased_at ? ` · erased ${formatTime(order.erased_at)}` : ''}
      </p>
      <Section title="Actions">
        <OrderActions order={order} />
      </Section>
      <Section title="The visitor's answers">
        <Facts
          rows={[
            ['Name', answers.name],
            ['E-mail', answers.email],
            ['Identity', answers.gender],
            ['Born', [answers.birth_date, answers.birth_time].filter(Boolean).join(' at ') || null],
            ['Birth place', birthPlace(order)],
            ['Time zone', answers.birth_city_timezone],
            ['Sun sign (funnel)', answers.zodiac_sign],
            ['Ascendant (funnel)', answers.ascendant],
            ['Subject', answers.selected_subject],
            ['Question 1', answers.question1],
            ['Question 2', answers.question2],
            ['Question 3', answers.question3],
            ['Additional info', answers.additional_info],
          ]}
        />
      </Section>
      <Section title="Chart summary">
        {order.summary ? (
          <Facts
            rows={[
              ['Sun', order.summary.sun],
              ['Moon', order.summary.moon],
              ['Rising', order.summary.rising ?? 'unknown (no birth time)'],
              ['First question', order.summary.firstQuestion],
              ['Its answer begins', order.summary.firstAnswerPreview],
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">Shown once the reading's PDF has been made.</p>
        )}
      </Section>
      <Section title="Payment">
        <Facts
          rows={[
            ['Status', [payment.status, payment.method].filter(Boolean).join(', ')],
            ['Tier', payment.selected_price],
            ['Completed', payment.completed_at ? formatTime(payment.completed_at) : null],
            ['Address', addressStatus(payment)],
            ...(payment.paid_amount_minor !== null
              ? ([['Paid', formatMoney(payment.paid_amount_minor, payment.paid_currency)]] as [string, ReactNode][])
              : []),
            ['Provider payment id', payment.provider_payment_id],
            ['Refund', refund],
            ['Dispute', payment.dispute_status],
            ['Country', payment.country_code],
          ]}
        />
        <h3 className="mt-4 font-semibold">Payment events</h3>
        <Table
          caption="Payment events"
          head={['Received', 'Provider', 'Event', 'Outcome', 'Note']}
          rows={order.payment_events.map((e) => [
            formatTime(e.received_at),
            e.provider,
            e.event_type,
            e.outcome,
            e.note ?? '',
          ])}
        />
      </Section>
      <Section title="Delivery">
        {order.document ? (
          <p className="mb-3 text-sm">
            Kept PDF ({Math.round(order.document.byte_size / 1024)} KB, made {formatTime(order.document.created_at)}):{' '}
            <a
              className="font-medium text-indigo-800 underline"
              href={`/api/admin/orders/${order.id}/document`}
              target="_blank"
              rel="noreferrer"
            >
              view
            </a>
            {' · '}
            <a
              className="font-medium text-indigo-800 underline"
              href={`/api/admin/orders/${order.id}/document?download=1`}
            >
              download
            </a>
          </p>
        ) : (
          <p className="mb-3 text-sm text-slate-600">No PDF kept yet: it is made when the reading is first sent.</p>
        )}
        <Table
          caption="Delivery attempts"
          head={['What', 'Status', 'Due', 'Attempts', 'Sent', 'Last error']}
          rows={order.deliveries.map((d) => [
            d.kind,
            d.status,
            formatTime(d.due_at),
            String(d.attempts),
            formatTime(d.sent_at),
            d.last_error ?? '',
          ])}
        />
      </Section>
      <Section title="Where they came from">
        <Facts
          rows={[
            [
              'Campaign',
              [origin.utm_source, origin.utm_medium, origin.utm_campaign].filter(Boolean).join(' / ') || null,
            ],
            ['Ad content', origin.utm_content],
            ['Search term', origin.utm_term],
            ['Ad click id', origin.fbclid],
            ['Device', origin.device_class],
            ['Landing page', origin.landing_path],
          ]}
        />
        <h3 className="mt-4 font-semibold">Funnel steps</h3>
        <Table
          caption="Funnel steps seen and completed"
          head={['When', 'Step', 'What']}
          rows={origin.steps.map((s) => [formatTime(s.at), s.step, s.kind === 'view' ? 'seen' : 'completed'])}
        />
      </Section>
      <Section title="History">
        <Table
          caption="Operator actions on this reading"
          head={['When', 'Who', 'What']}
          rows={order.audit.map((a) => [formatTime(a.created_at), a.operator_email, a.action])}
        />
      </Section>
    </>
  );
}

/** One reading: everything support needs to answer its client, and what they can do about it. */
export function OrderPage() {
  const id = Number(useParams().id);
  usePageTitle(`Reading ${id}`);
  const order = useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () => adminCall(orderDetailSchema, `/orders/${id}`),
  });
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin" className="text-indigo-800 underline">
          ← Orders
        </Link>
      </p>
      {order.isPending ? <p>Loading…</p> : null}
      {order.isError ? (
        <p role="alert" className="text-red-800">
          {order.error.message}
        </p>
      ) : null}
      {order.data ? <OrderView order={order.data} /> : null}
    </>
  );
}
