import type { Reading } from '../../domain/reading';
import type { ReadingSummary } from '../../domain/reading-summary';

/**
 * Builds the reading's PDF. The server may not import src/report (the layers stay apart), so the
 * composition root (main.ts, cli/deliver.ts) injects the real renderer and tests inject their own.
 */
export type RenderReading = (reading: Reading) => Promise<{ pdf: Buffer | Uint8Array; summary: ReadingSummary }>;
