import { useNavigate } from 'react-router';

import { PATHS } from '../../domain/routes';

/** The router keeps its position in history.state.idx: above 0 there is a page of ours to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}

/** One step back in history, or home when this page was the first one opened. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => (canGoBack() ? void navigate(-1) : void navigate(PATHS.home))}
      aria-label="Back"
      className="grid size-11 place-items-center rounded-lg hover:bg-current/10"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </button>
  );
}
