import type { ReactNode } from 'react';

/** The column every chart step sits in: a heading, an optional lead line, the content. */
export function ScreenFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 pb-10 pt-6 text-white">
      <h1 className="text-balance text-center text-2xl font-bold leading-tight">{title}</h1>
      {lead ? <p className="mt-2 text-balance text-center text-sm text-indigo-100">{lead}</p> : null}
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}

/** A card on the night background. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-white/15 bg-night-card p-4 shadow-lg ${className}`}>{children}</div>
  );
}

/** A problem the visitor must fix before going on, read out by screen readers. */
export function ProblemPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-rose-300/60 bg-rose-950/60 p-4 text-rose-50">
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-2 space-y-3 text-sm">{children}</div>
    </div>
  );
}
