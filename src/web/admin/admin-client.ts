import type { z } from 'zod';

import { apiErrorSchema } from '../../domain/reading';
import { ApiError } from '../api-error';

let csrfToken: string | null = null;

/** The session's CSRF token, sent back on every change (the console learns it when it loads the session). */
export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

type Method = 'GET' | 'POST' | 'DELETE';

async function request(path: string, method: Method, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const changes = method !== 'GET';
  if (changes) headers['content-type'] = 'application/json';
  if (changes && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(`/api/admin${path}`, {
    method,
    headers,
    body: changes ? JSON.stringify(body ?? {}) : undefined,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error, parsed.data.message, parsed.data.issues)
      : new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
  }
  return response;
}

/** A console call whose answer is checked with the schema shared with the server. */
export async function adminCall<S extends z.ZodType>(
  schema: S,
  path: string,
  method: Method = 'GET',
  body?: unknown,
): Promise<z.infer<S>> {
  const response = await request(path, method, body);
  return schema.parse(await response.json());
}

/** A call that answers 204 No Content. */
export async function adminSend(path: string, method: Method, body?: unknown): Promise<void> {
  await request(path, method, body);
}

export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The answer itself, for a file to download (its name is in content-disposition). */
export async function adminDownload(path: string): Promise<Response> {
  return request(path, 'GET');
}
