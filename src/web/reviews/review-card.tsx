import { SUBJECT_LABELS, type Subject } from '../../domain/astrology';
import { truncateReview } from './generate-reviews';

/** What a card shows: a generated example or a client's approved review (whose words may be absent: a rating alone, or erased). */
export type ReviewCardData = {
  id: string;
  author: string;
  rating: number;
  subject: string;
  content: string | null;
  date: string;
};

const SUBJECT_ICONS: Record<Subject, string> = {
  love: '❤️',
  money: '💰',
  health: '🌿',
  family: '🏡',
  career: '💼',
  marriage: '💍',
  friends: '🤝',
};
const FALLBACK_ICON = '✨';

function subjectBadge(subject: string): { icon: string; label: string } {
  return Object.hasOwn(SUBJECT_LABELS, subject)
    ? { icon: SUBJECT_ICONS[subject as Subject], label: SUBJECT_LABELS[subject as Subject] }
    : { icon: FALLBACK_ICON, label: 'General' };
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `badge` says what the review is: 'Verified client' for a real one, 'Illustrative example' for a generated one. */
export function ReviewCard({ review, badge }: { review: ReviewCardData; badge: string }) {
  const { icon, label } = subjectBadge(review.subject);
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <time dateTime={review.date} className="text-xs text-slate-600">
          {dateFormat.format(new Date(`${review.date}T00:00:00Z`))}
        </time>
      </div>
      <p className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-800">
        <span aria-hidden="true">{icon}</span>
        {label}
      </p>
      {review.content ? (
        <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-slate-800">
          “{truncateReview(review.content)}”
        </blockquote>
      ) : (
        <p className="mt-3 flex-1 text-sm italic text-slate-600">A rating without words.</p>
      )}
      <footer className="mt-4 flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{review.author}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{badge}</span>
      </footer>
    </article>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          className={`size-4 ${star <= rating ? 'fill-amber-500' : 'fill-slate-300'}`}
          aria-hidden="true"
        >
          <path d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8l-5.3 2.9 1.2-5.9L1.4 7.7l6-.7z" />
        </svg>
      ))}
    </span>
  );
}
