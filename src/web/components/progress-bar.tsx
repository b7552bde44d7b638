import type { Progress } from '../../domain/steps';

/**
 * What a screen reader says: 'Step 3 of 14, 21%'. The visible label of a side page ('-/14') reads
 * as nonsense aloud, so it is called a side page instead.
 */
function spokenProgress({ step, total, percent }: Progress): string {
  return `${step === null ? 'Side page' : `Step ${step} of ${total}`}, ${percent}%`;
}

export function ProgressBar({ progress }: { progress: Progress }) {
  return (
    <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 pb-2">
      <div
        role="progressbar"
        aria-label="Reading progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={spokenProgress(progress)}
        className="h-2 flex-1 overflow-hidden rounded-full bg-current/15"
      >
        <div
          className="h-full rounded-full bg-gold transition-[width] duration-300"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <span className="text-sm font-medium tabular-nums">{progress.label}</span>
    </div>
  );
}
