import type { ReactNode } from 'react';

/**
 * Where a step's main button sits. On a phone it stays pinned to the bottom of the screen while
 * the step's content scrolls under it, above the home indicator's safe area; where the content
 * ends above the fold it simply sits in its place. Its backdrop fades into the night background,
 * and its padding is taken back by negative margins, so in place it adds no space. It stacks
 * above the content but under what opens over it (the city suggestions, z-10) and the header;
 * while the consent banner shows, it sits just above the banner (`--consent-banner-space`).
 */
export function StepAction({ children }: { children: ReactNode }) {
  return (
    <div className="max-md:sticky max-md:bottom-[var(--consent-banner-space,0px)] max-md:z-5 max-md:-mx-4 max-md:-my-3 max-md:bg-linear-to-t max-md:from-night max-md:from-70% max-md:to-night/0 max-md:px-4 max-md:pt-3 max-md:pb-[calc(0.75rem+env(safe-area-inset-bottom,0px))]">
      {children}
    </div>
  );
}
