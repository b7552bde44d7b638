import type { Reading } from '../../domain/reading';
import type { ReadingPreview } from '../../domain/reading-preview';

/**
 * Builds the preview of a stored reading, or null while it lacks the birth data a chart needs. The
 * server may not import src/report, so the composition root (main.ts) injects the real builder and
 * tests inject it the same way.
 */
export type BuildReadingPreview = (reading: Reading, now: Date) => ReadingPreview | null;
