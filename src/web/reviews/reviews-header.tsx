import type { ReviewsMode } from '../../domain/reviews';
import { Stars } from './review-card';

type Props = { mode: ReviewsMode; count: number; average: number | null };

/** The spec's fixed rating, shown only in the simulated mode (REVIEWS_MODE=simulated, decision 0016). */
const SIMULATED_RATING = '4.9 / 5';

const ILLUSTRATIVE_NOTICE =
  'Please note: the reviews, rating and videos on this page are illustrative examples that show what clients typically tell us. They are not quotes from identifiable clients. Readings are for entertainment only.';

/**
 * The rating and the words under the title, by mode: real reviews show their true count and
 * average; illustrative examples claim neither a rating nor a count nor anyone's permission; the
 * simulated mode is the specification's header, invented figures included.
 */
export function ReviewsHeader({ mode, count, average }: Props) {
  if (mode === 'real') {
    return (
      <>
        {count > 0 && average !== null ? (
          <div className="mt-3 flex items-center justify-center gap-2">
            <Stars rating={Math.round(average)} />
            <p className="text-lg font-bold text-slate-900">{average.toFixed(1)} / 5</p>
            <p className="text-sm text-slate-600">
              ({count.toLocaleString('en-US')} {count === 1 ? 'review' : 'reviews'})
            </p>
          </div>
        ) : null}
        <p className="mx-auto mt-3 max-w-2xl text-balance text-sm text-slate-700">
          {count > 0
            ? 'Every review was written by a client after their reading arrived, and is shared with their permission.'
            : 'No client reviews have been published yet. Clients are invited to review their reading a week after it arrives, and reviews appear here with their permission.'}
        </p>
        {/* No word on the videos: the shipped one is a brand clip, an operator's are real clients' (README, Client videos). */}
        <p className="mx-auto mt-3 max-w-2xl text-balance text-sm text-slate-600">
          Readings are for entertainment only.
        </p>
      </>
    );
  }
  return (
    <>
      {mode === 'simulated' ? (
        <>
          <div className="mt-3 flex items-center justify-center gap-2">
            <Stars rating={5} />
            <p className="text-lg font-bold text-slate-900">{SIMULATED_RATING}</p>
            <p className="text-sm text-slate-600">({count.toLocaleString('en-US')} reviews)</p>
          </div>
          <p className="mx-auto mt-3 max-w-2xl text-balance text-sm text-slate-700">
            Our clients&apos; testimonials are shared with their permission.
          </p>
        </>
      ) : null}
      <p className="mx-auto mt-3 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-balance text-sm text-amber-900">
        {ILLUSTRATIVE_NOTICE}
      </p>
    </>
  );
}
