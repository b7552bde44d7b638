import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { SUBJECTS, SUBJECT_LABELS } from '../../domain/astrology';
import { PATHS } from '../../domain/routes';
import { useFunnelState } from '../funnel/use-funnel-state';
import { useReadingAccess } from '../funnel/use-reading-access';
import { recordPageVisit } from '../preview/record-visit';
import { Pagination } from '../reviews/pagination';
import { ReviewCard } from '../reviews/review-card';
import { ReviewsHeader } from '../reviews/reviews-header';
import { usePageSize } from '../reviews/use-page-size';
import { useReviewList } from '../reviews/use-review-list';
import { useReviewsMode } from '../reviews/use-reviews-mode';
import { VideoViewer, VideoViewerPlaceholder } from '../video/video-viewer';
import { useVideoList } from '../video/use-video-list';

/** The router keeps its position in history.state.idx: above 0 there is a page of ours to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}

export function Component() {
  const navigate = useNavigate();
  const state = useFunnelState();
  const access = useReadingAccess(state);
  const [params, setParams] = useSearchParams();
  const subject = params.get('subject');
  const pageSize = usePageSize();
  // Spec section 4: a filter change or a viewport-size change goes back to page 1.
  const pagingKey = `${subject ?? 'all'}|${pageSize}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 });
  const page = paging.key === pagingKey ? paging.page : 1;
  const { mode, failed } = useReviewsMode();
  const list = useReviewList({ mode, subject, page, pageSize });

  useEffect(() => {
    if (access?.token) void recordPageVisit({ readingId: access.readingId, token: access.token }, 'reviews');
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ready = list.status === 'ready' ? list : null;
  const pageCount = Math.max(1, Math.ceil((ready?.matching ?? 0) / pageSize));
  const visible = ready?.cards ?? [];

  function choosePage(next: number) {
    setPaging({ key: pagingKey, page: next });
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }

  function chooseSubject(next: string | null) {
    setParams(next ? { subject: next } : {}, { replace: true, state });
  }

  function beginJourney() {
    if (access) void navigate(PATHS.stepTen, { state: { ...state, readingId: access.readingId } });
    else if (canGoBack()) void navigate(-1);
    else void navigate(PATHS.home);
  }

  const filterClass = (active: boolean) =>
    `min-h-11 rounded-full border px-4 text-sm font-semibold ${active ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold text-slate-900">Client Testimonials</h1>
        {mode && ready ? <ReviewsHeader mode={mode} count={ready.count} average={ready.average} /> : null}
      </header>

      <section aria-labelledby="video-testimonials" className="mt-10">
        <h2 id="video-testimonials" className="text-center text-xl font-bold text-slate-900">
          Video testimonials
        </h2>
        <div className="mt-4 text-slate-800">
          <ReviewVideos />
        </div>
      </section>

      <section aria-labelledby="written-reviews" className="mt-12">
        <h2 id="written-reviews" className="sr-only">
          Written reviews
        </h2>
        <div role="group" aria-label="Filter by subject" className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            aria-pressed={!subject}
            onClick={() => chooseSubject(null)}
            className={filterClass(!subject)}
          >
            All
          </button>
          {SUBJECTS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={subject === name}
              onClick={() => chooseSubject(name)}
              className={filterClass(subject === name)}
            >
              {SUBJECT_LABELS[name]}
            </button>
          ))}
        </div>
        {failed || list.status === 'failed' ? (
          <p role="alert" className="mt-10 text-center text-sm text-red-800">
            The reviews could not be loaded. Please try again in a moment.
          </p>
        ) : null}
        {list.status === 'loading' && !failed ? (
          <p role="status" className="mt-10 text-center text-sm text-slate-600">
            Loading reviews…
          </p>
        ) : null}
        {ready && visible.length === 0 ? (
          <div className="mt-10 text-center">
            {/* Real mode with nothing published yet: there is no filter to adjust. */}
            <p className="text-lg font-semibold text-slate-900">
              {ready.count === 0 ? 'No reviews yet' : 'No reviews found'}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {ready.count === 0
                ? 'Client reviews appear here once they are written and approved.'
                : 'Try adjusting your filters to see more results.'}
            </p>
          </div>
        ) : null}
        {ready && visible.length > 0 ? (
          <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((review) => (
              <li key={review.id} className="flex">
                <ReviewCard review={review} badge={mode === 'real' ? 'Verified client' : 'Illustrative example'} />
              </li>
            ))}
          </ul>
        ) : null}
        {ready && ready.matching > visible.length ? (
          <Pagination page={page} pageCount={pageCount} onPage={choosePage} />
        ) : null}
      </section>

      <section className="mt-14 rounded-2xl bg-night px-6 py-10 text-center text-indigo-50">
        <h2 className="text-2xl font-bold text-white">Ready to experience your own reading?</h2>
        <button
          type="button"
          onClick={beginJourney}
          className="mt-5 min-h-12 rounded-full bg-gold px-8 font-bold text-night hover:brightness-110"
        >
          Begin Your Journey Now
        </button>
      </section>
    </div>
  );
}

function ReviewVideos() {
  const list = useVideoList();
  if (list.status === 'loading') {
    return (
      <VideoViewerPlaceholder>
        <p role="status">Loading videos…</p>
      </VideoViewerPlaceholder>
    );
  }
  return <VideoViewer videos={list.files} label="Video testimonials" />;
}
