import { ProblemPanel } from './problem-panel';

/** Spec section 8's 'Missing key data' panel: the birth date or place is missing, with a restart. */
export function MissingBirthPanel({ message, onRestart }: { message: string; onRestart: () => void }) {
  return (
    <ProblemPanel title="Missing key data">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRestart}
        className="min-h-11 rounded-full border border-rose-200 px-5 font-semibold hover:bg-rose-900"
      >
        Restart
      </button>
    </ProblemPanel>
  );
}
