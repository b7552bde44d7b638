import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

const FIELD = 'mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';

export function TextField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <input className={FIELD} {...input} />
      {hint ? <span className="mt-1 block text-xs font-normal text-slate-600">{hint}</span> : null}
    </label>
  );
}

export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <select className={FIELD} {...select}>
        {children}
      </select>
    </label>
  );
}

export function Button({
  children,
  variant = 'primary',
  ...button
}: { variant?: 'primary' | 'secondary' | 'danger' } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const look = {
    primary: 'bg-indigo-700 text-white hover:bg-indigo-800',
    secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
    danger: 'bg-red-700 text-white hover:bg-red-800',
  }[variant];
  return (
    <button type="button" className={`rounded px-4 py-2 text-sm font-semibold disabled:opacity-60 ${look}`} {...button}>
      {children}
    </button>
  );
}

/** A result or a refusal, announced to screen readers. */
export function Outcome({ error, message }: { error: Error | null; message: string | null }) {
  if (error)
    return (
      <p role="alert" className="mt-2 text-sm text-red-800">
        {error.message}
      </p>
    );
  if (message)
    return (
      <p role="status" className="mt-2 text-sm text-green-800">
        {message}
      </p>
    );
  return null;
}
