import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { useLocation } from 'react-router';

/** Spec section 9: the button visibility check runs 1000 ms after load, 500-800 ms after a route change. */
const FIRST_CHECK_MS = 1000;
const ROUTE_CHECK_MS = 650;
let firstPageShown = false;

/** Room left under the revealed button, so it does not sit on the screen's very edge. */
const REVEAL_MARGIN_PX = 16;

/**
 * How far to scroll down so the button shows, or 0. A page starts at its top (the route change
 * scrolled there): the button is revealed only when that keeps the page's heading in view below
 * the sticky header. Otherwise, as on the delivery-tier page whose prices sit above the button,
 * the visitor starts reading from the top instead of landing past what the button is about.
 */
function revealDistance(button: HTMLElement): number {
  const { top, bottom } = button.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return 0;
  const distance = bottom + REVEAL_MARGIN_PX - window.innerHeight;
  if (distance <= 0) return 0;
  const heading = document.querySelector('main h1');
  if (!heading) return distance;
  const headerBottom = document.querySelector('body header')?.getBoundingClientRect().bottom ?? 0;
  const room = heading.getBoundingClientRect().top - Math.max(headerBottom, 0);
  return distance <= room ? distance : 0;
}

export type CtaButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** False for the repeats of a page's call to action: only the main one is scrolled into view. */
  reveal?: boolean;
};

/**
 * The page's main call to action. When it sits below the fold after the page settles, it is
 * scrolled into view (smoothly, unless the visitor prefers reduced motion), as the spec asks, as
 * far as the page's heading stays in view (see revealDistance).
 */
export function CtaButton({ className = '', children, reveal = true, ...props }: CtaButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!reveal) return;
    const delay = firstPageShown ? ROUTE_CHECK_MS : FIRST_CHECK_MS;
    firstPageShown = true;
    const timer = setTimeout(() => {
      const button = ref.current;
      if (!button) return;
      const distance = revealDistance(button);
      if (distance <= 0) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollBy({ top: distance, behavior: reduce ? 'auto' : 'smooth' });
    }, delay);
    return () => clearTimeout(timer);
  }, [pathname, reveal]);

  return (
    <button
      ref={ref}
      type="button"
      className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-gold px-6 py-3 text-base font-bold text-night shadow-lg transition enabled:hover:brightness-110 enabled:active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
