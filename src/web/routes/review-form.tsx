import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import {
  DISPLAY_NAME_MAX,
  REVIEW_BODY_MAX,
  REVIEW_RATINGS,
  reviewSubmissionSchema,
  reviewTokenSchema,
} from '../../domain/reviews';
import { PATHS, REVIEW_FORM_PATH } from '../../domain/routes';
import { getReviewForm, stopReviewRequests, submitReview } from '../api';
import { site } from '../site';

/** The link's token and chosen stars, kept in the history entry once the address bar no longer shows them. */
type LinkState = { token: string; rating: number | null; stop: boolean };

function readLinkState(params: URLSearchParams, state: unknown): LinkState | null {
  const fromState =
    typeof state === 'object' && state !== null && 'reviewLink' in state ? (state.reviewLink as LinkState) : null;
  if (fromState) return fromState;
  const token = params.get('t');
  if (token === null) return null;
  const rating = Number(params.get('rating'));
  return {
    token,
    rating: REVIEW_RATINGS.some((value) => value === rating) ? rating : null,
    stop: params.get('stop') === '1',
  };
}

const CARD = 'mx-auto w-full max-w-xl rounded-2xl bg-white p-6 text-slate-900 shadow-lg sm:p-8';
const FIELD = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={CARD}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </div>
  );
}

/**
 * /review: the page a review request's links open (outside the funnel, no account): the stars
 * chosen in the e-mail, a few words, the name to show and the consent to publish. The token
 * leaves the address bar at once, so no later page view or referrer carries it.
 */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const link = readLinkState(params, location.state);

  useEffect(() => {
    if (link && params.has('t')) void navigate(REVIEW_FORM_PATH, { replace: true, state: { reviewLink: link } });
  }, [link, params, navigate]);

  return (
    <div className="px-4 py-10">
      <meta name="robots" content="noindex, nofollow" />
      <title>{`Review your reading · ${site.brand}`}</title>
      {link && reviewTokenSchema.safeParse(link.token).success ? (
        link.stop ? (
          <StopRequests token={link.token} />
        ) : (
          <ReviewFormCard token={link.token} initialRating={link.rating} />
        )
      ) : (
        <Notice title="This review link is not valid">
          <p>
            It may have been cut short or changed when it was copied. Please use the link exactly as it is in your
            e-mail.
          </p>
        </Notice>
      )}
    </div>
  );
}

function StopRequests({ token }: { token: string }) {
  const stop = useMutation({ mutationFn: () => stopReviewRequests(token) });
  if (stop.isSuccess) {
    return (
      <Notice title="You will not be asked again">
        <p>We will send you no more review requests. Thank you for reading with us.</p>
      </Notice>
    );
  }
  return (
    <Notice title="Stop review requests?">
      <p>
        We ask for a review once per reading, a week after it arrives. Confirm below and we will not ask you again, for
        this reading or any other.
      </p>
      <button
        type="button"
        onClick={() => stop.mutate()}
        disabled={stop.isPending}
        className="min-h-12 rounded-full bg-night px-6 font-semibold text-white disabled:opacity-60"
      >
        {stop.isPending ? 'Saving…' : 'Do not ask me again'}
      </button>
      {stop.isError ? (
        <p role="alert" className="text-red-800">
          {stop.error.message}
        </p>
      ) : null}
    </Notice>
  );
}

function ReviewFormCard({ token, initialRating }: { token: string; initialRating: number | null }) {
  const form = useQuery({
    queryKey: ['review-form', token],
    queryFn: () => getReviewForm(token),
    retry: false,
    staleTime: Infinity,
  });
  if (form.isPending)
    return (
      <p role="status" className="text-center text-indigo-100">
        Loading…
      </p>
    );
  if (form.isError) {
    return (
      <Notice title="This review link cannot be used">
        <p>{form.error.message}</p>
        <p>
          Questions? Write to{' '}
          <a className="underline" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
          .
        </p>
      </Notice>
    );
  }
  const previous = form.data.review;
  return (
    <ReviewFields
      token={token}
      initial={{
        rating: initialRating ?? previous?.rating ?? null,
        body: previous?.body ?? '',
        displayName: previous?.display_name ?? form.data.suggested_name,
      }}
      replacing={previous !== null}
    />
  );
}

type Initial = { rating: number | null; body: string; displayName: string };

function ReviewFields({ token, initial, replacing }: { token: string; initial: Initial; replacing: boolean }) {
  const [rating, setRating] = useState<number | null>(initial.rating);
  const [body, setBody] = useState(initial.body);
  const [displayName, setDisplayName] = useState(initial.displayName);
  const [consent, setConsent] = useState(false);
  const save = useMutation({ mutationFn: submitReview });
  const [problem, setProblem] = useState<string | null>(null);

  const refusal = problem ?? save.error?.message ?? null;
  if (save.isSuccess) {
    return (
      <Notice title="Thank you for your review">
        <p>
          It will appear on our reviews page once we have read it. To change it, open the same link from your e-mail
          again.
        </p>
        <p>
          <Link className="font-semibold text-indigo-800 underline" to={PATHS.reviews}>
            See the reviews page
          </Link>
        </p>
      </Notice>
    );
  }

  function send(event: FormEvent) {
    event.preventDefault();
    // The server's own schema, checked here first so a missing star or consent is said at once;
    // the server checks everything again.
    const parsed = reviewSubmissionSchema.safeParse({ token, rating, body, display_name: displayName, consent });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={send} className={CARD} noValidate>
      <h1 className="text-2xl font-bold">How was your reading?</h1>
      <p className="mt-2 text-slate-700">
        {replacing
          ? 'You have already sent a review with this link: sending again replaces it.'
          : 'Your honest review helps others decide. It is read before it is published.'}
      </p>
      <fieldset className="mt-6">
        <legend className="font-semibold">Your rating</legend>
        <div className="mt-2 flex gap-1">
          {REVIEW_RATINGS.map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
                aria-label={value === 1 ? '1 star' : `${value} stars`}
              />
              <span
                aria-hidden="true"
                className={`grid size-12 place-items-center rounded-lg text-3xl peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-700 ${rating !== null && value <= rating ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        <p className="mt-1 text-sm text-slate-600">{rating ? `${rating} out of 5` : 'Choose from 1 to 5 stars.'}</p>
      </fieldset>
      <label className="mt-6 block font-semibold">
        A few words <span className="font-normal text-slate-600">(optional)</span>
        <textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={REVIEW_BODY_MAX}
          rows={5}
          className={FIELD}
          aria-describedby="review-length"
        />
      </label>
      <p id="review-length" className="mt-1 text-sm text-slate-600">
        {body.length} / {REVIEW_BODY_MAX} characters
      </p>
      <label className="mt-6 block font-semibold">
        The name to show
        <input
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="off"
          className={FIELD}
          aria-describedby="name-hint"
        />
      </label>
      <p id="name-hint" className="mt-1 text-sm text-slate-600">
        Shown with your review. Your e-mail and birth details are never shown.
      </p>
      <label className="mt-6 flex items-start gap-3">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-1 size-5 shrink-0"
        />
        <span>I agree that {site.brand} may publish my rating, my words and the name above on its reviews page.</span>
      </label>
      {refusal ? (
        <p role="alert" className="mt-4 text-red-800">
          {refusal}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={save.isPending}
        className="mt-6 min-h-12 w-full rounded-full bg-night px-6 font-semibold text-white disabled:opacity-60"
      >
        {save.isPending ? 'Sending…' : 'Send my review'}
      </button>
    </form>
  );
}
