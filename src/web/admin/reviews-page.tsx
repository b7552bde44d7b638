import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { actionResultSchema } from '../../domain/admin-api';
import { SUBJECT_LABELS, type Subject } from '../../domain/astrology';
import { moderationListSchema, type ModerationDecision, type ModerationList } from '../../domain/reviews';
import { adminCall } from './admin-client';
import { Button, Outcome, TextField } from './form-controls';
import { formatTime } from './format';
import { usePageTitle } from './use-page-title';

const LIST_KEY = ['admin', 'reviews'];

const subjectLabel = (subject: string | null) =>
  subject && Object.hasOwn(SUBJECT_LABELS, subject) ? SUBJECT_LABELS[subject as Subject] : 'No subject';

type Review = ModerationList['reviews'][number];

function ReviewItem({ review }: { review: Review }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: ModerationDecision) =>
      adminCall(actionResultSchema, `/reviews/${review.id}/decision`, 'POST', { decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
  const label = `Review of reading ${review.reading_id}`;
  return (
    <li>
      <article aria-label={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
          <p className="text-lg font-semibold">
            <span className="sr-only">Rated {review.rating} out of 5</span>
            <span aria-hidden="true" className="text-amber-600">
              {'★'.repeat(review.rating)}
            </span>
            <span aria-hidden="true" className="text-slate-300">
              {'★'.repeat(5 - review.rating)}
            </span>
          </p>
          <p>{review.display_name ?? <em className="text-slate-600">no name (erased)</em>}</p>
          <p className="text-slate-600">{subjectLabel(review.subject)}</p>
          <Link className="font-medium text-indigo-800 underline" to={`/admin/readings/${review.reading_id}`}>
            Reading {review.reading_id}
          </Link>
          <p className="text-slate-600">Written {formatTime(review.created_at)}</p>
        </div>
        <blockquote className="mt-3 whitespace-pre-line text-slate-900">
          {review.body ?? <em className="text-slate-600">No words, a rating alone.</em>}
        </blockquote>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <p className="font-medium">
            {review.status === 'pending'
              ? 'Waiting for a decision'
              : `${review.status === 'approved' ? 'Approved' : 'Rejected'} by ${review.moderated_by ?? '—'}, ${formatTime(review.moderated_at)}`}
          </p>
          {review.status !== 'approved' ? (
            <Button onClick={() => decide.mutate('approve')} disabled={decide.isPending}>
              Approve
            </Button>
          ) : null}
          {review.status !== 'rejected' ? (
            <Button variant="secondary" onClick={() => decide.mutate('reject')} disabled={decide.isPending}>
              Reject
            </Button>
          ) : null}
        </div>
        <Outcome error={decide.error} message={null} />
      </article>
    </li>
  );
}

/** An operator may bring one reading's single review request forward (say, a client who wrote back happy). */
function SendRequestNow() {
  const [readingId, setReadingId] = useState('');
  const send = useMutation({
    mutationFn: (id: string) =>
      adminCall(actionResultSchema, `/orders/${encodeURIComponent(id)}/review-request`, 'POST', {}),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(readingId.trim());
  }
  return (
    <section aria-label="Ask for a review now" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">Ask for a review now</h2>
      <p className="mt-1 text-sm text-slate-700">
        Each delivered reading's client is asked once, a week after delivery. This sends that one request now instead.
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <TextField
          label="Reading id"
          inputMode="numeric"
          value={readingId}
          onChange={(event) => setReadingId(event.target.value)}
        />
        <Button type="submit" disabled={send.isPending || readingId.trim() === ''}>
          Send the review request now
        </Button>
      </form>
      <Outcome error={send.error} message={send.data?.message ?? null} />
    </section>
  );
}

/** /admin/reviews: the reviews clients sent, pending first; nothing is shown on /reviews until approved here. */
export function ReviewsPage() {
  usePageTitle('Reviews');
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => adminCall(moderationListSchema, '/reviews') });
  const pending = list.data?.reviews.filter((review) => review.status === 'pending') ?? [];
  const decided = list.data?.reviews.filter((review) => review.status !== 'pending') ?? [];
  return (
    <>
      <h1 className="text-2xl font-semibold">Reviews</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Approve what a client wrote, whatever its rating; reject only what must not be published (abuse, someone
        else&apos;s personal data, no relation to the reading). Approved reviews are shown on the reviews page when
        REVIEWS_MODE is real.
      </p>
      {list.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {list.error.message}
        </p>
      ) : null}
      {list.isPending ? <p className="mt-4 text-slate-600">Loading…</p> : null}
      {list.data ? (
        <>
          <h2 className="mt-6 text-lg font-semibold">Waiting for a decision ({list.data.pending})</h2>
          {pending.length === 0 ? <p className="mt-2 text-slate-600">Nothing waits for a decision.</p> : null}
          <ul className="mt-3 space-y-3">
            {pending.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          <h2 className="mt-8 text-lg font-semibold">Latest decisions</h2>
          {decided.length === 0 ? <p className="mt-2 text-slate-600">No decisions yet.</p> : null}
          <ul className="mt-3 space-y-3">
            {decided.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </>
      ) : null}
      <SendRequestNow />
    </>
  );
}
