import { Spinner } from './spinner';

/** Shown inside the frame while a lazily loaded screen arrives on a first visit. */
export function PageLoading() {
  return (
    <p role="status" data-page-loading className="flex items-center justify-center gap-3 py-16 text-sm">
      <Spinner />
      Loading...
    </p>
  );
}
