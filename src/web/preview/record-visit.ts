import type { VISIT_PAGES } from '../../domain/reading';
import type { ReadingCredentials } from '../api';

/** Sets a visit flag (spec section 4); a failure is only logged and the visitor goes on (section 7). */
export async function recordPageVisit(
  credentials: ReadingCredentials | null,
  page: keyof typeof VISIT_PAGES,
): Promise<void> {
  if (!credentials) return;
  try {
    const { recordVisit } = await import('../api');
    await recordVisit(credentials, page);
  } catch (error) {
    console.warn(`Recording the ${page} visit failed`, error);
  }
}
