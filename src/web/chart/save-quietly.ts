import type { ReadingPatch } from '../../domain/reading';
import type { ReadingCredentials } from '../api';

/**
 * A write the visitor does not wait on (spec section 7: update failures are only logged and the
 * flow continues): the ascendant result and step six's backup save.
 */
export async function saveQuietly(credentials: ReadingCredentials, patch: ReadingPatch): Promise<boolean> {
  try {
    const { updateReading } = await import('../api');
    await updateReading(credentials, patch);
    return true;
  } catch (error) {
    console.warn('Saving the chart fields failed', error);
    return false;
  }
}
