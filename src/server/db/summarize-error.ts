import { DrizzleQueryError } from 'drizzle-orm';

/** What may be logged of a failure: names and codes, never the values a query carried. */
export type ErrorSummary = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
};

const MAX_DEPTH = 5;
const MAX_MESSAGE = 300;
const NAME_FIELDS = ['constraint', 'table', 'column'] as const;

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (
    let at = error;
    at !== undefined && at !== null && chain.length <= MAX_DEPTH;
    at = (at as { cause?: unknown }).cause
  ) {
    chain.push(at);
  }
  return chain;
}

function field(error: unknown, name: string): string | undefined {
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * PostgreSQL quotes the offending value in its messages (invalid input syntax for type date:
 * "..."); quoted text is kept only when it is one of the error's own object names.
 */
function redactQuoted(message: string, names: string[]): string {
  return message.replace(/"[^"]*"|'[^']*'/g, (quoted) => (names.includes(quoted.slice(1, -1)) ? quoted : '"?"'));
}

/**
 * A loggable summary of any error. Drizzle's DrizzleQueryError carries the SQL and its parameters
 * (token hashes, e-mails, questions) in its message, and pg's errors carry row values in `detail`:
 * only class names, the SQLSTATE, object names, a value-free message and stack frames are kept.
 */
export function summarizeError(error: unknown): ErrorSummary {
  const chain = causesOf(error);
  const summary: ErrorSummary = {
    type: chain.map((link) => (link instanceof Error ? link.constructor.name : typeof link)).join(' < '),
    message: '',
  };
  const code = chain.map((link) => field(link, 'code')).find(Boolean);
  if (code) summary.code = code;
  for (const name of NAME_FIELDS) {
    const value = chain.map((link) => field(link, name)).find(Boolean);
    if (value) summary[name] = value;
  }
  const names = NAME_FIELDS.map((name) => summary[name]).filter((name): name is string => Boolean(name));
  const speaker = chain.filter((link) => !(link instanceof DrizzleQueryError)).at(-1);
  const message = field(speaker, 'message') ?? (typeof speaker === 'string' ? speaker : 'query failed');
  summary.message = (code ? redactQuoted(message, names) : message).slice(0, MAX_MESSAGE);
  const frames = field(error, 'stack')
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line));
  if (frames?.length) summary.stack = frames.slice(0, 12).join('\n');
  return summary;
}
