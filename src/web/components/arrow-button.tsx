type ArrowButtonProps = {
  label: string;
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
  /** Border and hover colours for the surface it sits on. */
  tone: 'on-dark' | 'current';
};

const TONES = {
  'on-dark': 'border-white/20 text-white enabled:hover:bg-white/10',
  current: 'border-current/30 enabled:hover:bg-current/10',
} as const;

/** A round previous/next button with a chevron, for the preview pager and the video viewer. */
export function ArrowButton({ label, direction, disabled, onClick, tone }: ArrowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`grid size-11 place-items-center rounded-full border disabled:opacity-40 ${TONES[tone]}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
