import { z } from 'zod';

/** One-line fields: no control character at all (NUL cannot be stored; the rest only hides or breaks text). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
/** Free text keeps tab, line feed and carriage return, which a visitor may type or paste. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a surrogate pair on its own: JSON can carry it, UTF-8 (and so the database) cannot. */
const LONE_SURROGATE = /\p{Cs}/u;

export type SafeTextOptions = {
  /** Free text (questions, notes): tab, line feed and carriage return are allowed. */
  multiline?: boolean;
  /** Trim before checking, so whitespace the field drops anyway is never refused. */
  trim?: boolean;
  /** The message for a value that is not a string at all; defaults to one naming the field. */
  error?: string;
};

/** True when the text holds only characters every layer can store and show. */
export function isSavableText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? TEXT_CONTROL : LINE_CONTROL).test(value);
}

const unsavableMessage = (label: string) => `${label} contains a character that cannot be saved.`;

/**
 * The string schema every request field starts from, so none can let an unsavable character
 * through; `label` names the field as a visitor would ('Your question').
 */
export function safeText(label: string, options: SafeTextOptions = {}) {
  const text = z.string({ error: options.error ?? `${label} must be text.` });
  return (options.trim ? text.trim() : text).refine(
    (value) => isSavableText(value, options.multiline),
    unsavableMessage(label),
  );
}

/** Cuts to at most `max` UTF-16 units without leaving half of a surrogate pair at the end. */
export function truncateText(value: string, max: number): string {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
