import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';

import { actionResultSchema, isFreeOrder, type OrderDetail } from '../../domain/admin-api';
import { erasureResultSchema } from '../../domain/admin-privacy-api';
import { adminCall } from './admin-client';
import { BirthDataAction } from './birth-data-action';
import { ConfirmButton } from './confirm-button';
import { Button, Outcome, TextField } from './form-controls';
import { useOperator } from './use-operator';

/** Told what an action did: the page shows it above the actions, which may change with the reading. */
type OnDone = (message: string) => void;

export function useOrderAction(readingId: number, path: string, onDone: OnDone) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => adminCall(actionResultSchema, `/orders/${readingId}/${path}`, 'POST', body),
    onSuccess: (result) => onDone(result.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'order', readingId] }),
  });
}

function ActionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** What Resend sends: the reading again, or for a free order whose address is not confirmed, the confirmation link. */
const RESEND_WORDS = {
  reading: {
    about: 'A new e-mail with the same PDF, to the address on the order.',
    button: 'Resend the reading',
  },
  confirmation: {
    about:
      'The free reading waits until the visitor confirms the address. A new confirmation e-mail (a plain link, nothing the visitor wrote) goes to the address on the order.',
    button: 'Send the confirmation link again',
  },
} as const;

function ResendAction({
  readingId,
  what,
  onDone,
}: {
  readingId: number;
  what: keyof typeof RESEND_WORDS;
  onDone: OnDone;
}) {
  const action = useOrderAction(readingId, 'resend', onDone);
  return (
    <ActionCard title="Resend">
      <p className="mt-1 text-sm text-slate-700">{RESEND_WORDS[what].about}</p>
      <div className="mt-3">
        <Button onClick={() => action.mutate({})} disabled={action.isPending}>
          {RESEND_WORDS[what].button}
        </Button>
      </div>
      <Outcome error={action.error} message={null} />
    </ActionCard>
  );
}

function ChangeEmailAction({
  readingId,
  current,
  onDone,
}: {
  readingId: number;
  current: string | null;
  onDone: OnDone;
}) {
  const action = useOrderAction(readingId, 'email', onDone);
  const [email, setEmail] = useState(current ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate({ email });
  }
  return (
    <ActionCard title="Change the e-mail">
      <form onSubmit={submit} className="mt-2 space-y-3" noValidate>
        <TextField
          label="New e-mail address"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint="A reading already sent is sent again to the new address."
        />
        <Button type="submit" disabled={action.isPending}>
          Change and resend
        </Button>
      </form>
      <Outcome error={action.error} message={null} />
    </ActionCard>
  );
}

/** datetime-local speaks the operator's own zone; the server is told the instant. */
function RescheduleAction({ readingId, onDone }: { readingId: number; onDone: OnDone }) {
  const action = useOrderAction(readingId, 'reschedule', onDone);
  const [local, setLocal] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const when = new Date(local);
    action.mutate({ due_at: Number.isNaN(when.getTime()) ? local : when.toISOString() });
  }
  return (
    <ActionCard title="Reschedule">
      <form onSubmit={submit} className="mt-2 space-y-3" noValidate>
        <TextField
          label="Send at (your time)"
          type="datetime-local"
          value={local}
          onChange={(e) => setLocal(e.target.value)}
        />
        <Button type="submit" disabled={action.isPending}>
          Reschedule
        </Button>
      </form>
      <Outcome error={action.error} message={null} />
    </ActionCard>
  );
}

function RefundAction({ readingId, onDone }: { readingId: number; onDone: OnDone }) {
  const action = useOrderAction(readingId, 'refund', onDone);
  const [note, setNote] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate({ note });
  }
  return (
    <ActionCard title="Mark as refunded">
      <p className="mt-1 text-sm text-slate-700">
        For a refund made in the provider's dashboard. Nothing more is sent for this reading.
      </p>
      <form onSubmit={submit} className="mt-2 space-y-3" noValidate>
        <TextField label="Why (for the audit log)" value={note} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" variant="danger" disabled={action.isPending}>
          Mark as refunded
        </Button>
      </form>
      <Outcome error={action.error} message={null} />
    </ActionCard>
  );
}

/** Owners only: the page then shows the tombstone, and the history the erasure. */
function EraseReadingAction({ readingId }: { readingId: number }) {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: () => adminCall(erasureResultSchema, `/orders/${readingId}/erase`, 'POST', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'order', readingId] }),
  });
  return (
    <ActionCard title="Erase this reading's personal data">
      <p className="mt-1 text-sm text-slate-700">
        Name, e-mail, birth data, answers and the kept PDF go; unsent e-mails are canceled. Kept for the accounts:
        amount, dates, country. To erase every reading of a person, use Privacy.
      </p>
      <div className="mt-3">
        <ConfirmButton
          label="Erase this reading's personal data"
          variant="danger"
          question={`Erase the personal data of reading ${readingId}? This cannot be undone.`}
          confirmLabel="Yes, erase"
          disabled={action.isPending}
          onConfirm={() => action.mutate()}
        />
      </div>
      <Outcome error={action.error} message={null} />
    </ActionCard>
  );
}

/**
 * The actions that make sense for this reading now, so the page never offers what the server would
 * refuse: sends only for an order whose money was not taken back, resend once its reading went out
 * (or, a free order's address not confirmed, the confirmation link at any time),
 * reschedule while it waits or was given up; money and erasure for owners only, and no refund of a free order.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const operator = useOperator();
  const [notice, setNotice] = useState<string | null>(null);
  if (order.erased_at) return <p className="text-slate-700">This reading was erased; nothing can be done with it.</p>;
  const owner = operator.role === 'owner';
  const ordered = order.payment.status === 'completed';
  const moneyReturned =
    order.payment.refunded_at !== null ||
    order.payment.dispute_status === 'open' ||
    order.payment.dispute_status === 'lost';
  const reading = order.deliveries.find((delivery) => delivery.kind === 'reading');
  const sends = ordered && !moneyReturned;
  const awaitingAddress = order.payment.method === 'free' && order.payment.email_confirmed_at === null;
  const free = isFreeOrder({ method: order.payment.method, paidAmountMinor: order.payment.paid_amount_minor });
  return (
    <>
      <p role="status" aria-label="Last action" className="mb-3 text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </p>
      {!ordered ? (
        <p className="mb-3 text-slate-700">
          Not ordered: nothing is sent for this reading until it is paid for or taken free.
        </p>
      ) : null}
      {ordered && moneyReturned ? (
        <p className="mb-3 text-slate-700">
          The payment was refunded or is disputed: nothing more is sent for this reading.
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {sends && awaitingAddress ? <ResendAction readingId={order.id} what="confirmation" onDone={setNotice} /> : null}
        {sends && !awaitingAddress && (reading?.status === 'sent' || reading?.status === 'failed') ? (
          <ResendAction readingId={order.id} what="reading" onDone={setNotice} />
        ) : null}
        <ChangeEmailAction readingId={order.id} current={order.answers.email} onDone={setNotice} />
        {sends && (reading?.status === 'pending' || reading?.status === 'failed') ? (
          <RescheduleAction readingId={order.id} onDone={setNotice} />
        ) : null}
        {owner && ordered && order.payment.refunded_at === null && !free ? (
          <RefundAction readingId={order.id} onDone={setNotice} />
        ) : null}
        {moneyReturned ? null : <BirthDataAction order={order} onDone={setNotice} />}
        {owner ? <EraseReadingAction readingId={order.id} /> : null}
      </div>
    </>
  );
}
