import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { erasureResultSchema, privacyExportSchema, type ErasureSummary } from '../../domain/admin-privacy-api';
import { adminCall, adminDownload } from './admin-client';
import { ConfirmButton } from './confirm-button';
import { Button, Outcome, TextField } from './form-controls';
import { saveDownload } from './save-download';
import { usePageTitle } from './use-page-title';

async function downloadExport(email: string): Promise<string> {
  const response = await adminDownload(`/privacy/export?${new URLSearchParams({ email }).toString()}`);
  const text = await response.text();
  const data = privacyExportSchema.parse(JSON.parse(text));
  const name = saveDownload(text, response.headers.get('content-disposition'), 'privacy-export.json');
  return `Downloaded ${name}. ${data.summary}`;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ErasureCounts({ result }: { result: ErasureSummary }) {
  if (result.readings === 0 && result.payment_events === 0) {
    return (
      <p role="status" className="mt-3 text-sm font-medium text-green-800">
        Nothing was left to erase for this address. The request is on record.
      </p>
    );
  }
  return (
    <div role="status" className="mt-3 rounded border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      <p className="font-medium">Erased.</p>
      <ul className="mt-1 list-disc pl-5">
        <li>
          {counted(result.readings, 'reading', 'readings')}
          {result.reading_ids.length > 0 ? ': ' : ''}
          {result.reading_ids.map((id, index) => (
            <span key={id}>
              {index > 0 ? ', ' : ''}
              <Link className="text-indigo-800 underline" to={`/admin/readings/${id}`}>
                {id}
              </Link>
            </span>
          ))}
        </li>
        <li>{counted(result.deliveries_canceled, 'e-mail not yet sent canceled', 'e-mails not yet sent canceled')}</li>
        <li>
          {counted(
            result.payment_events,
            "payment record's payer address removed",
            "payment records' payer addresses removed",
          )}
        </li>
        <li>{counted(result.funnel_events, 'funnel event cleared', 'funnel events cleared')}</li>
        <li>{counted(result.reviews, 'review cleared', 'reviews cleared')}</li>
        <li>{counted(result.documents_deleted, 'stored PDF deleted', 'stored PDFs deleted')}</li>
      </ul>
      {result.documents_pending > 0 ? (
        <p className="mt-2 text-amber-900">
          {counted(result.documents_pending, 'stored PDF was', 'stored PDFs were')} not deleted yet: it is never served
          again, and the hourly retention job deletes it.
        </p>
      ) : null}
    </div>
  );
}

/** A person's requests about their data: a copy of everything held, or its erasure (owners only). */
export function PrivacyPage() {
  usePageTitle('Privacy requests');
  const [email, setEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const exported = useMutation({ mutationFn: downloadExport });
  const erase = useMutation({
    mutationFn: (request: { email: string; confirmEmail: string }) =>
      adminCall(erasureResultSchema, '/privacy/erase', 'POST', request),
  });
  const typed = email.trim();

  // A result belongs to the address it was asked for: a changed address forgets it (and ignores one
  // still on its way), so one person's data is never shown under another's address.
  function changeEmail(next: string) {
    setEmail(next);
    exported.reset();
    erase.reset();
  }
  function changeConfirmEmail(next: string) {
    setConfirmEmail(next);
    erase.reset();
  }

  function download(event: FormEvent) {
    event.preventDefault();
    exported.mutate(typed);
  }

  return (
    <>
      <h1 className="text-2xl font-semibold">Privacy requests</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        When a person asks what we hold about them, or asks to be forgotten. Addresses are compared without regard to
        case. Both actions are recorded in the audit log.
      </p>
      <form onSubmit={download} noValidate className="mt-4 max-w-xl space-y-3 rounded-lg bg-white p-4 shadow-sm">
        <TextField
          label="The person's e-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => changeEmail(event.target.value)}
        />
        <Button type="submit" disabled={exported.isPending || typed === ''}>
          Download everything held
        </Button>
        <Outcome error={exported.error} message={exported.data ?? null} />
      </form>

      <section
        aria-labelledby="erase-heading"
        className="mt-6 max-w-xl rounded-lg border border-red-200 bg-white p-4 shadow-sm"
      >
        <h2 id="erase-heading" className="text-lg font-semibold">
          Erase this person
        </h2>
        <div className="mt-2 space-y-2 text-sm text-slate-800">
          <p>
            Every reading of this address loses its name, e-mail, birth date, time and place, answers and questions;
            reviews and funnel page addresses are cleared, unsent e-mails canceled and the kept PDFs deleted. This
            cannot be undone: download their data first if they asked for it.
          </p>
          <p>
            Kept for the accounts: the amount paid (and any refund or dispute), the dates, the country, the tier and the
            payment provider's id.
          </p>
        </div>
        <div className="mt-3 space-y-3">
          <TextField
            label="Type the e-mail address again to confirm"
            type="email"
            autoComplete="off"
            value={confirmEmail}
            onChange={(event) => changeConfirmEmail(event.target.value)}
          />
          <ConfirmButton
            label="Erase this person"
            variant="danger"
            question={`Erase everything personal held about ${typed}? This cannot be undone.`}
            confirmLabel="Yes, erase"
            disabled={erase.isPending}
            check={() =>
              typed !== '' && typed.toLowerCase() === confirmEmail.trim().toLowerCase()
                ? null
                : 'Type the same e-mail address in both fields.'
            }
            onConfirm={() => erase.mutate({ email: typed, confirmEmail })}
          />
          <Outcome error={erase.error} message={null} />
          {erase.data ? <ErasureCounts result={erase.data} /> : null}
        </div>
      </section>
    </>
  );
}
