import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { actionResultSchema } from '../../domain/admin-api';
import { heldPaymentPageSchema, type HeldPaymentRow } from '../../domain/admin-payments-api';
import { adminCall } from './admin-client';
import { ConfirmButton } from './confirm-button';
import { Button, Outcome, TextField } from './form-controls';
import { formatMoney, formatTime } from './format';
import { usePageTitle } from './use-page-title';

const QUEUE_KEY = ['admin', 'payments', 'held'] as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function AttachForm({ payment, onDone }: { payment: HeldPaymentRow; onDone: (message: string) => void }) {
  const [readingId, setReadingId] = useState(payment.readingId ? String(payment.readingId) : '');
  const attach = useMutation({
    mutationFn: () =>
      adminCall(actionResultSchema, `/payments/held/${payment.id}/attach`, 'POST', { reading_id: Number(readingId) }),
    onSuccess: (result) => onDone(result.message),
  });
  const amount = formatMoney(payment.amountMinor, payment.currency);
  return (
    <div className="space-y-2">
      <TextField
        label="Reading id"
        inputMode="numeric"
        value={readingId}
        onChange={(event) => setReadingId(event.target.value.trim())}
      />
      <ConfirmButton
        label="Attach to reading"
        question={`Credit this payment of ${amount} to reading ${readingId}? Its reading will be sent as if the payment had named it.`}
        confirmLabel="Yes, attach"
        disabled={attach.isPending}
        check={() => (/^[1-9]\d{0,15}$/.test(readingId) ? null : 'Enter the id of the reading this payment is for.')}
        onConfirm={() => attach.mutate()}
      />
      <Outcome error={attach.error} message={null} />
    </div>
  );
}

function DismissForm({ payment, onDone }: { payment: HeldPaymentRow; onDone: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const dismiss = useMutation({
    mutationFn: () => adminCall(actionResultSchema, `/payments/held/${payment.id}/dismiss`, 'POST', { reason }),
    onSuccess: (result) => onDone(result.message),
  });
  return (
    <div className="space-y-2">
      <TextField
        label="Why dismiss it"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint="A duplicate, a test payment, refunded at the provider… Kept in the audit log."
      />
      <ConfirmButton
        label="Dismiss"
        variant="danger"
        question="Dismiss this payment? It leaves the queue and no reading changes."
        confirmLabel="Yes, dismiss"
        disabled={dismiss.isPending}
        check={() => (reason.trim() ? null : 'Say why this payment is dismissed.')}
        onConfirm={() => dismiss.mutate()}
      />
      <Outcome error={dismiss.error} message={null} />
    </div>
  );
}

function HeldPaymentCard({ payment }: { payment: HeldPaymentRow }) {
  const [settled, setSettled] = useState<string | null>(null);
  const amount = formatMoney(payment.amountMinor, payment.currency);
  const title = `${payment.provider} ${amount}, ${formatTime(payment.receivedAt)}`;
  return (
    <li>
      <article aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="font-semibold">
          <span className="capitalize">{payment.provider}</span> · {amount}
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <Fact label="Received">{formatTime(payment.receivedAt)}</Fact>
          <Fact label="Why it was held">{payment.note ?? '—'}</Fact>
          <Fact label="Payer's e-mail">{payment.payerEmail ?? '—'}</Fact>
          <Fact label="Candidate reading">
            {payment.readingId ? (
              <Link className="font-medium text-indigo-800 underline" to={`/admin/readings/${payment.readingId}`}>
                Reading {payment.readingId}
              </Link>
            ) : payment.readingRef ? (
              `none (it named reading ${payment.readingRef}, which was not found)`
            ) : (
              'none'
            )}
          </Fact>
          <Fact label="Event">
            {payment.eventType} ({payment.eventId})
          </Fact>
          <Fact label="Provider payment id">{payment.providerPaymentId ?? '—'}</Fact>
        </dl>
        {settled ? (
          <p role="status" className="mt-3 text-sm font-medium text-green-800">
            {settled}
          </p>
        ) : (
          <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 md:grid-cols-2">
            {payment.attachable ? (
              <AttachForm payment={payment} onDone={setSettled} />
            ) : (
              <p className="text-sm text-slate-700">
                Not a completed payment, so it cannot pay for a reading: dismiss it once dealt with.
              </p>
            )}
            <DismissForm payment={payment} onDone={setSettled} />
          </div>
        )}
      </article>
    </li>
  );
}

/** Payments the webhooks could not credit on their own, for an owner to attach to a reading or dismiss. */
export function PaymentsPage() {
  usePageTitle('Payments to review');
  const queryClient = useQueryClient();
  const queue = useInfiniteQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ pageParam }) =>
      adminCall(heldPaymentPageSchema, `/payments/held${pageParam ? `?after=${pageParam}` : ''}`),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A settled row keeps its result on screen until the operator asks for the queue again.
    refetchOnWindowFocus: false,
  });
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const total = queue.data?.pages[0]?.total ?? 0;
  return (
    <>
      <h1 className="text-2xl font-semibold">Payments to review</h1>
      <p className="mt-1 text-sm text-slate-700">
        Payments the webhooks held: no reading named, an amount below the tier chosen, an event for a payment we do not
        know. Attach one to the reading it pays for, or dismiss it with a reason.
      </p>
      {queue.isPending ? <p className="mt-4">Loading…</p> : null}
      {queue.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {queue.error.message}
        </p>
      ) : null}
      {queue.data ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium">{total === 0 ? 'Nothing is held.' : `${total} held`}</p>
            <Button variant="secondary" onClick={() => void queryClient.resetQueries({ queryKey: QUEUE_KEY })}>
              Refresh
            </Button>
          </div>
          <ul aria-label="Held payments, newest first" className="mt-3 space-y-4">
            {items.map((payment) => (
              <HeldPaymentCard key={payment.id} payment={payment} />
            ))}
          </ul>
          {queue.hasNextPage ? (
            <div className="mt-3">
              <Button variant="secondary" onClick={() => void queue.fetchNextPage()}>
                Older payments
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
