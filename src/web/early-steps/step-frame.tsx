import type { ReactNode } from 'react';

import { Spinner } from '../components/spinner';

/** The common look of the early funnel steps: a heading, a line under it, the step's content. */
export function StepFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 pb-8 pt-6">
      <h1 className="text-balance text-center text-2xl font-bold leading-tight text-white">{title}</h1>
      {intro ? <p className="mt-2 text-balance text-center text-indigo-100">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Shown while a page without the state it needs waits to go home (the toast says why). */
export function Redirecting() {
  return (
    <div className="flex justify-center py-16 text-indigo-200">
      <Spinner className="size-8" />
    </div>
  );
}
