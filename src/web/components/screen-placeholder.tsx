import { Link, useLocation } from 'react-router';

import { progressFor } from '../../domain/steps';

/** Stands in for a screen that is still being built (issues 4 and 5): its name and progress, and a way home. */
export function ScreenPlaceholder({ title }: { title: string }) {
  const { pathname } = useLocation();
  const progress = progressFor(pathname);
  return (
    <section className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {progress ? <p className="mt-2 text-sm">Step {progress.label}</p> : null}
      <p className="mt-4 opacity-80">This page is being prepared.</p>
      <Link to="/" className="mt-6 inline-block underline underline-offset-4">
        Back to home
      </Link>
    </section>
  );
}
