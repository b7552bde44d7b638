export type FieldMessageProps = {
  /** Referenced by the field's aria-describedby. */
  id: string;
  /** What is wrong with the field; null while it is fine. */
  error: string | null;
  /** Shown in bold before the error, where a message has a title ('Required field'). */
  title?: string | undefined;
  /** Said after the error, in its own element so the error's words stay whole. */
  hint?: string | null | undefined;
  /** A positive note shown while there is no error. */
  note?: string | null | undefined;
};

/**
 * The line under a field. An error is a new alert element (hence the keys) so screen readers
 * announce it when it appears; the empty line keeps its height so the form does not jump.
 */
export function FieldMessage({ id, error, title, hint, note }: FieldMessageProps) {
  if (error) {
    return (
      <p key="error" id={id} role="alert" className="min-h-5 text-sm text-rose-300">
        {title ? <strong className="font-semibold">{title}: </strong> : null}
        <span>{error}</span>
        {hint ? <span> ({hint})</span> : null}
      </p>
    );
  }
  return (
    <p key="note" id={id} aria-live="polite" className="min-h-5 text-sm text-emerald-300">
      {note ?? null}
    </p>
  );
}

export type FieldDescription = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The attributes that tie a field to its message: invalid while there is an error. */
export function fieldDescription(messageId: string, error: string | null, note?: string | null): FieldDescription {
  if (error) return { 'aria-invalid': true, 'aria-describedby': messageId };
  return note ? { 'aria-describedby': messageId } : {};
}
