import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';

/** The screen shown when a page throws or its code fails to load (spec section 8). */
export function RouteError({ error }: { error: unknown }) {
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-3 break-words opacity-90">{error instanceof Error ? error.message : String(error)}</p>
      <Link to="/" className="mt-6 inline-block underline underline-offset-4">
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
