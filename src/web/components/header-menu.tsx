import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { PATHS } from '../../domain/routes';

export const MENU_LINKS = [
  { to: PATHS.reviews, label: 'Reviews' },
  { to: PATHS.privacyPolicy, label: 'Privacy Policy' },
  { to: PATHS.termsConditions, label: 'Terms & Conditions' },
] as const;

/** The header's menu: a disclosure that closes on Escape, an outside click or a chosen link. */
export function HeaderMenu({ light }: { light: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative justify-self-end">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-lg hover:bg-current/10"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <nav
        id="site-menu"
        aria-label="Site"
        hidden={!open}
        className={`absolute right-0 top-12 z-30 w-56 rounded-xl border p-2 shadow-xl ${
          light ? 'border-slate-200 bg-white text-slate-900' : 'border-white/15 bg-night-card text-indigo-50'
        }`}
      >
        <ul>
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2.5 hover:bg-current/10"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
