import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { listBucket } from '../api';
import { notifyError } from '../notify';
import { PreviewPagerNav } from './preview-pager-nav';
import { previewPagesFrom, retryUrl, type PreviewPage } from './preview-pages';

const LOAD_FAILED_TITLE = 'Error loading PDF';
const LOAD_FAILED_TEXT = 'The document could not be loaded';

type PreviewProps = {
  /** Told which page is on screen once the preview has something to show (or has said why not). */
  onShown?: (pageIndex: number) => void;
};

/** The sample reading's pager over the `pdf` bucket (spec sections 2, 7, 8). */
export function PdfPreview({ onShown }: PreviewProps) {
  const listing = useQuery({
    queryKey: ['bucket', 'pdf'],
    queryFn: async () => previewPagesFrom(await listBucket('pdf')),
  });

  useEffect(() => {
    if (listing.isError) void notifyError(LOAD_FAILED_TITLE, LOAD_FAILED_TEXT);
  }, [listing.isError, listing.errorUpdatedAt]);

  const settledWithoutPages = listing.isError || listing.data?.kind === 'empty';
  useEffect(() => {
    if (settledWithoutPages) onShown?.(0);
  }, [settledWithoutPages, onShown]);

  if (listing.isPending) {
    return (
      <PreviewFrame>
        <p role="status" className="grid aspect-[800/1132] place-items-center text-sm text-indigo-200">
          Loading the preview…
        </p>
      </PreviewFrame>
    );
  }
  if (listing.isError) {
    return (
      <PreviewFrame>
        <PreviewProblem onRetry={() => void listing.refetch()}>
          <strong className="block text-base">{LOAD_FAILED_TITLE}</strong>
          <span className="block">{LOAD_FAILED_TEXT}</span>
          <span className="mt-1 block text-xs opacity-80">Error accessing storage: {listing.error.message}</span>
        </PreviewProblem>
      </PreviewFrame>
    );
  }
  if (listing.data.kind === 'empty') {
    return (
      <PreviewFrame>
        <PreviewProblem onRetry={() => void listing.refetch()}>{listing.data.message}</PreviewProblem>
      </PreviewFrame>
    );
  }
  return <PreviewPager pages={listing.data.pages} onShown={onShown} />;
}

export function PreviewFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Reading preview" className="rounded-2xl border border-white/10 bg-night-card p-3 shadow-lg">
      {children}
    </section>
  );
}

function PreviewProblem({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="grid min-h-64 place-content-center gap-4 p-4 text-center text-sm text-indigo-100">
      <p>{children}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mx-auto min-h-11 rounded-full border border-gold px-5 font-semibold text-gold hover:bg-gold/10"
      >
        Try again
      </button>
    </div>
  );
}

type ImageState = { attempt: number; failed: boolean };

function PreviewPager({ pages, onShown }: { pages: PreviewPage[] } & PreviewProps) {
  const [index, setIndex] = useState(0);

  useEffect(() => onShown?.(index), [index, onShown]);
  const [image, setImage] = useState<ImageState>({ attempt: 0, failed: false });
  const page = pages[Math.min(index, pages.length - 1)] as PreviewPage;
  const next = pages[index + 1];
  const preloaded = useRef(new Set<string>());

  // The next page is fetched while this one is read, so paging on feels instant.
  useEffect(() => {
    if (!next || preloaded.current.has(next.url)) return;
    preloaded.current.add(next.url);
    const preload = new Image();
    preload.src = next.url;
  }, [next]);

  function show(target: number) {
    setIndex(target);
    setImage({ attempt: 0, failed: false });
  }

  const position = `Page ${index + 1} of ${pages.length}`;
  return (
    <PreviewFrame>
      <div className="relative overflow-hidden rounded-lg bg-white">
        {image.failed ? (
          <PreviewProblemForPage
            pageNumber={index + 1}
            attempt={image.attempt}
            onRetry={() => setImage({ attempt: image.attempt + 1, failed: false })}
          />
        ) : (
          <img
            key={`${page.url}#${image.attempt}`}
            src={retryUrl(page.url, image.attempt)}
            alt={`Sample reading, ${position.toLowerCase()}`}
            width={800}
            height={1132}
            className="block h-auto w-full select-none"
            draggable={false}
            onError={() => {
              console.warn(`Preview page ${index + 1} failed to load`, page.url);
              setImage((current) => ({ ...current, failed: true }));
            }}
          />
        )}
      </div>
      <PreviewPagerNav index={index} count={pages.length} onShow={show} />
    </PreviewFrame>
  );
}

function PreviewProblemForPage({
  pageNumber,
  attempt,
  onRetry,
}: {
  pageNumber: number;
  attempt: number;
  onRetry: () => void;
}) {
  // A second failure of the same page: the visitor is pointed to the other pages instead.
  if (attempt > 0) {
    return (
      <p role="alert" className="grid aspect-[800/1132] place-items-center p-6 text-center text-sm text-slate-700">
        Unable to display page {pageNumber}. Please try another page.
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="grid aspect-[800/1132] place-content-center gap-4 p-6 text-center text-sm text-slate-700"
    >
      <p>Unable to load image for page {pageNumber}.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mx-auto min-h-11 rounded-full bg-night px-5 font-semibold text-white hover:brightness-125"
      >
        Try again
      </button>
    </div>
  );
}
