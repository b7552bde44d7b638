import type { ReactNode } from 'react';

import type { Gender } from '../../domain/astrology';
import { Spinner } from './spinner';

const icon = (children: ReactNode) => (
  <svg
    viewBox="0 0 32 32"
    className="size-10"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

const OPTIONS: { gender: Gender; label: string; icon: ReactNode }[] = [
  {
    gender: 'female',
    label: 'Female',
    icon: icon(
      <>
        <circle cx="16" cy="12" r="7" />
        <path d="M16 19v10M11 25h10" />
      </>,
    ),
  },
  {
    gender: 'male',
    label: 'Male',
    icon: icon(
      <>
        <circle cx="13" cy="19" r="7" />
        <path d="M18 14l9-9M20 5h7v7" />
      </>,
    ),
  },
  {
    gender: 'non-binary',
    label: 'Non-binary',
    icon: icon(
      <>
        <circle cx="16" cy="19" r="7" />
        <path d="M16 12V3M12 5l8 4M20 5l-8 4" />
      </>,
    ),
  },
];

export type IdentityPickerProps = {
  heading: string;
  subheading: string;
  saving: boolean;
  onChoose: (gender: Gender) => void;
};

/** The gender choice cards: three columns, all disabled while the reading is being created. */
export function IdentityPicker({ heading, subheading, saving, onChoose }: IdentityPickerProps) {
  return (
    <section aria-labelledby="identity-heading" className="mx-auto w-full max-w-md pt-5 text-center">
      <h2 id="identity-heading" className="text-xl font-semibold text-white">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-indigo-200">{subheading}</p>
      <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {OPTIONS.map((option) => (
          <button
            key={option.gender}
            type="button"
            disabled={saving}
            onClick={() => onChoose(option.gender)}
            className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-white/15 bg-night-card px-1 py-3 text-sm font-medium text-white shadow-lg transition enabled:hover:border-gold enabled:hover:text-gold enabled:active:scale-95 disabled:cursor-wait disabled:opacity-60"
          >
            {option.icon}
            <span>{option.label}</span>
          </button>
        ))}
      </div>
      <div role="status" className="my-3 flex min-h-6 items-center justify-center gap-2 text-sm text-indigo-100">
        {saving ? (
          <>
            <Spinner />
            Preparing your journey...
          </>
        ) : null}
      </div>
    </section>
  );
}
