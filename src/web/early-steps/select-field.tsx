import { useId } from 'react';

import type { FieldDescription } from './field-message';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string;
  options: SelectOption[];
  /** Shown as the first, empty choice while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  /** Marks the select invalid and ties it to the group's message (see FieldMessage). */
  description?: FieldDescription;
  onChange: (value: string) => void;
};

/** A labelled native select: on phones it opens the system picker, which suits long lists of numbers. */
export function SelectField({ label, value, options, placeholder, disabled, description, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-indigo-100">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        {...description}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 w-full rounded-xl border border-white/20 bg-night-card px-3 text-base text-white focus:border-gold disabled:opacity-60 aria-invalid:border-rose-400"
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
