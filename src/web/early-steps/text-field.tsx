import { useId, type InputHTMLAttributes } from 'react';

import { FieldMessage, fieldDescription } from './field-message';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** The validation message under the field; marks the field invalid. */
  error?: string | null;
  /** A positive note under the field when it is valid. */
  note?: string | null;
};

/** A labelled input whose message is tied to it for screen readers. */
export function TextField({ label, error = null, note = null, ...props }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-indigo-100">
        {label}
      </label>
      <input
        id={id}
        {...fieldDescription(messageId, error, note)}
        className={`min-h-12 w-full rounded-xl border bg-night-card px-4 text-base text-white placeholder:text-indigo-300/70 focus:border-gold ${error ? 'border-rose-400' : 'border-white/20'}`}
        {...props}
      />
      <FieldMessage id={messageId} error={error} note={note} />
    </div>
  );
}
