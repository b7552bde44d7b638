import type { Reading } from '../../domain/reading';
import type { ReadingPreview } from '../../domain/reading-preview';
import { IncompleteReadingError, readingInputFromReading } from '../synthesis/reading-input-from-reading';
import { buildReadingPreview } from './build-reading-preview';
import { cacheSlowPositions } from './cached-slow-positions';

export type StoredReadingPreviews = {
  /** A stored reading's preview, or null while it lacks the birth data or name a chart needs. */
  build: (reading: Reading, now: Date) => ReadingPreview | null;
  /** Computes the year's ephemeris ahead of the first visitor (main.ts calls it once the server listens). */
  warm: (now: Date) => Promise<void>;
};

/** The preview builder the server is given (main.ts), with one ephemeris cache per server. */
export function previewStoredReading(): StoredReadingPreviews {
  const positionsAt = cacheSlowPositions();
  return {
    build: (reading, now) => {
      try {
        return buildReadingPreview(readingInputFromReading(reading), now, positionsAt);
      } catch (error) {
        if (error instanceof IncompleteReadingError) return null;
        throw error;
      }
    },
    warm: positionsAt.warm,
  };
}
