import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { useLocation } from 'react-router';

/** Spec section 9: the button visibility check runs 1000 ms after load, 500-800 ms after a route change. */
const FIRST_CHECK_MS = 1000;
const ROUTE_CHECK_MS = 650;
let firstPageShown = false;

/**
 * The page's main call to action. When it sits below the fold after the page settles, it is
 * scrolled into view (smoothly, unless the visitor prefers reduced motion), as the spec asks.
 */
export type CtaButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** False for the repeats of a page's call to action: only the main one is scrolled into view. */
  reveal?: boolean;
};

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
      const { top, bottom } = button.getBoundingClientRect();
      if (top >= 0 && bottom <= window.innerHeight) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      button.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
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
