import type { ReactNode } from 'react';

/** A problem the visitor must fix before going on, read out by screen readers. */
export function ProblemPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-rose-300/60 bg-rose-950/60 p-4 text-rose-50">
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-2 space-y-3 text-sm">{children}</div>
    </div>
  );
}
