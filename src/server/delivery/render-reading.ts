import type { Reading } from '../../domain/reading';

/**
 * Builds the reading's PDF. The server may not import src/report (the layers stay apart), so the
 * composition root (main.ts, cli/deliver.ts) injects the real renderer and tests inject their own.
 */
export type RenderReading = (reading: Reading) => Promise<Buffer | Uint8Array>;

/** Until the report is wired in: every reading delivery fails visibly and is retried. */
export const renderReadingNotWired: RenderReading = async () => {
  throw new Error('report not wired: pass a renderReading to the delivery worker');
};
