import { useState, type ReactNode } from 'react';

import { Button } from './form-controls';

type ConfirmButtonProps = {
  label: string;
  /** What will happen, asked before it does. */
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: 'primary' | 'danger';
  /** Checked on the first click; a message here is shown instead of the question. */
  check?: () => string | null;
};

/** An action that asks once more before it happens; keyboard focus moves to the answer. */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  disabled,
  variant = 'primary',
  check,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function ask() {
    const found = check?.() ?? null;
    setProblem(found);
    setAsking(found === null);
  }

  if (!asking) {
    return (
      <>
        <Button variant={variant} onClick={ask} disabled={disabled}>
          {label}
        </Button>
        {problem ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div role="group" aria-label="Confirm" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="text-slate-900">{question}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          // The question appears where the button was: focus follows it, so a keyboard user answers it next.
          autoFocus
          variant={variant}
          disabled={disabled}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
