import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';

import { PATHS } from '../../domain/routes';
import { PageLoadError } from './page-load-error';

/** A screen's code did not arrive: a calm screen whose one action loads the page afresh. */
export function PageLoadFailed() {
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="text-5xl text-gold" aria-hidden="true">
        ☾
      </p>
      <h1 className="mt-4 text-2xl font-bold">This page could not load</h1>
      <p className="mt-3 opacity-90">
        The connection may have dropped, or the site was just updated. Please try again.
      </p>
      <button
        type="button"
        // A full reload: a failed import stays failed in this page, and a deploy needs the new page anyway.
        onClick={() => window.location.reload()}
        className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-gold px-8 py-3 font-bold text-night shadow-lg hover:brightness-110"
      >
        Try again
      </button>
      <p className="mt-6">
        <Link to={PATHS.home} className="underline underline-offset-4 opacity-90">
          Back to home
        </Link>
      </p>
    </section>
  );
}

/** The screen shown when a page throws (spec section 8), or the retry screen when its code fails to load. */
export function RouteError({ error }: { error: unknown }) {
  if (error instanceof PageLoadError) return <PageLoadFailed />;
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-3 break-words opacity-90">{error instanceof Error ? error.message : String(error)}</p>
      <Link to={PATHS.home} className="mt-6 inline-block underline underline-offset-4">
        Back to home
      </Link>
    </section>
  );
}

type BoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Catches a screen's error and shows RouteError in its place. Keyed by the path where it is used,
 * so that leaving the broken page gives the next one a fresh start.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
