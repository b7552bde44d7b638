import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import type { ReadingPreview } from '../../domain/reading-preview';
import { getReadingPreview, type ReadingCredentials } from '../api';
import { PdfPreview, PreviewFrame } from './pdf-preview';
import { PreviewPagerNav } from './preview-pager-nav';
import { ReadingPreviewPageView } from './reading-preview-page-view';
import { readingPreviewPages } from './reading-preview-pages';

export const SAMPLE_NOTE_NOT_READY = 'This is a sample reading. Yours is written from your own birth details.';
export const SAMPLE_NOTE_FAILED = 'Your own preview could not be loaded just now, so this is a sample reading.';

type Props = {
  credentials: ReadingCredentials;
  /** Told which page is on screen once there is one (the limited-offer popup waits for it). */
  onShown: (pageIndex: number) => void;
};

/**
 * The visitor's own reading, as the PDF will open: drawn from the preview API's data. While it
 * loads, a skeleton; when the reading cannot be previewed (no birth data yet) or the request fails,
 * the sample reading with a quiet line saying so, never a broken page.
 */
export function OwnReadingPreview({ credentials, onShown }: Props) {
  const preview = useQuery({
    queryKey: ['reading-preview', credentials.readingId, credentials.token],
    queryFn: ({ signal }) => getReadingPreview(credentials, signal),
    staleTime: Infinity,
  });

  useEffect(() => {
    if (preview.isError) console.warn('The reading preview could not be loaded; showing the sample', preview.error);
  }, [preview.isError, preview.error]);

  if (preview.isPending) return <PreviewSkeleton />;
  if (preview.isError || !preview.data.ready) {
    return (
      <>
        <p className="mb-2 text-center text-sm text-indigo-200">
          {preview.isError ? SAMPLE_NOTE_FAILED : SAMPLE_NOTE_NOT_READY}
        </p>
        <PdfPreview onShown={onShown} />
      </>
    );
  }
  return <ReadingPreviewPager preview={preview.data.preview} onShown={onShown} />;
}

function PreviewSkeleton() {
  return (
    <PreviewFrame>
      {/* The cover's night blue, so the visitor's own cover takes its place without a flash. */}
      <div role="status" className="aspect-[595/842] rounded-lg bg-[#1b1838] p-6 motion-safe:animate-pulse">
        <span className="sr-only">Loading your preview…</span>
        <div className="mx-auto mt-6 h-3 w-24 rounded bg-white/15" />
        <div className="mx-auto mt-8 h-6 w-3/4 rounded bg-white/15" />
        <div className="mx-auto mt-10 size-16 rounded-full bg-[#d8b66a]/25" />
        <div className="mx-auto mt-8 h-5 w-1/2 rounded bg-[#d8b66a]/25" />
        <div className="mt-10 space-y-3">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-3 rounded bg-white/10" />
          ))}
        </div>
      </div>
    </PreviewFrame>
  );
}

function ReadingPreviewPager({ preview, onShown }: { preview: ReadingPreview; onShown: (index: number) => void }) {
  const pages = readingPreviewPages(preview);
  const [index, setIndex] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const page = pages[Math.min(index, pages.length - 1)]!;

  useEffect(() => onShown(index), [index, onShown]);

  function show(target: number) {
    setIndex(target);
    // A long page read to its end: the next one starts at its top, not in its middle.
    const top = frame.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) frame.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <div ref={frame} className="scroll-mt-20">
      <PreviewFrame>
        <article
          aria-roledescription="page"
          aria-label={`Your reading, page ${index + 1} of ${pages.length}: ${page.label}`}
          className="overflow-hidden rounded-lg"
        >
          <ReadingPreviewPageView page={page} preview={preview} />
        </article>
        <PreviewPagerNav index={index} count={pages.length} onShow={show} />
      </PreviewFrame>
    </div>
  );
}
