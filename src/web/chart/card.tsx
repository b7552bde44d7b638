import type { ReactNode } from 'react';

/** A card on the night background. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-white/15 bg-night-card p-4 shadow-lg ${className}`}>{children}</div>
  );
}
