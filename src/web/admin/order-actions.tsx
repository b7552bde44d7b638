import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';

import { actionResultSchema, type OrderDetail } from '../../domain/admin-api';
import { adminCall } from './admin-client';
import { Button, Outcome, TextField } from './form-controls';
import { useOperator } from './use-operator';

function useAction(readingId: number, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => adminCall(actionResultSchema, `/orders/${readingId}/${path}`, 'POST', body),
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

function ResendAction({ readingId }: { readingId: number }) {
  const action = useAction(readingId, 'resend');
  return (
    <ActionCard title="Resend">
      <p className="mt-1 text-sm text-slate-700">A new e-mail with the same PDF, to the address on the order.</p>
      <div className="mt-3"><Button onClick={() => action.mutate({})} disabled={action.isPending}>Resend the reading</Button></div>
      <Outcome error={action.error} message={action.data?.message ?? null} />
    </ActionCard>
  );
}

function ChangeEmailAction({ readingId, current }: { readingId: number; current: string | null }) {
  const action = useAction(readingId, 'email');
  const [email, setEmail] = useState(current ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate({ email });
  }
  return (
    <ActionCard title="Change the e-mail">
      <form onSubmit={submit} className="mt-2 space-y-3" noValidate>
        <TextField label="New e-mail address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} hint="A reading already sent is sent again to the new address." />
        <Button type="submit" disabled={action.isPending}>Change and resend</Button>
      </form>
      <Outcome error={action.error} message={action.data?.message ?? null} />
    </ActionCard>
  );
}

/** datetime-local speaks the operator's own zone; the server is told the instant. */
function RescheduleAction({ readingId }: { readingId: number }) {
  const action = useAction(readingId, 'reschedule');
  const [local, setLocal] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const when = new Date(local);
    action.mutate({ due_at: Number.isNaN(when.getTime()) ? local : when.toISOString() });
  }
  return (
    <ActionCard title="Reschedule">
      <form onSubmit={submit} className="mt-2 space-y-3" noValidate>
        <TextField label="Send at (your time)" type="datetime-local" value={local} onChange={(e) => setLocal(e.target.value)} />
        <Button type="submit" disabled={action.isPending}>Reschedule</Button>
      </form>
      <Outcome error={action.error} message={action.data?.message ?? null} />
    </ActionCard>
  );
}

function RefundAction({ readingId }: { readingId: number }) {
  const action = useAction(readingId, 'refund');
  const [note, setNote] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    action.mutate({ note });
  }
  return (
    <ActionCard title="Mark as refunded">
      <p className="mt-1 text-sm text-slate-700">For a refund made in the provider's dashboard. Nothing more is sent for this reading.</p>
      <form onSubmit={submit} className="mt-2 space-y-3" noValidate>
        <TextField label="Why (for the audit log)" value={note} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" variant="danger" disabled={action.isPending}>Mark as refunded</Button>
      </form>
      <Outcome error={action.error} message={action.data?.message ?? null} />
    </ActionCard>
  );
}

/** What an operator can do for this reading; money actions for owners only. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const operator = useOperator();
  if (order.erased_at) return <p className="text-slate-700">This reading was erased; nothing can be done with it.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ResendAction readingId={order.id} />
      <ChangeEmailAction readingId={order.id} current={order.answers.email} />
      <RescheduleAction readingId={order.id} />
      {operator.role === 'owner' ? <RefundAction readingId={order.id} /> : null}
    </div>
  );
}
