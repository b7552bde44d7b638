// The reading renderer's worker thread: renders stored readings sent by start-reading-renderer.ts,
// off the server's event loop, inside the heap limit the parent sets.
import { parentPort, workerData } from 'node:worker_threads';

import type { Reading } from '../../domain/reading';
import type { ReadingSummary } from '../../domain/reading-summary';
import type { SiteConfig } from '../../domain/site-config';
import type { ReadingInput } from '../synthesis/reading-input';
import type { ModelWriter } from '../writer/model-writer';
import type { FrameOutcome } from '../writer/read-frames-with-model';
import type { WriterOutcome } from '../writer/write-answers-with-model';
import { renderReadingPdf } from './render-reading-pdf';
import { renderStoredReading } from './render-stored-reading';

export type RenderRequest = { id: number; reading: Reading };
export type RenderReply =
  | { id: number; pdf: Uint8Array; summary: ReadingSummary; frameOutcomes: FrameOutcome[]; outcomes: WriterOutcome[] }
  | { id: number; error: string };
export type RenderWorkerData = { site: SiteConfig; writer: ModelWriter | null };

/*
 * The first reading of a thread costs three times a later one (fonts parsed, code not yet optimised)
 * and the second still about a third more than the rest (plain process, NODE_ENV=production: 2.2 s,
 * 0.8 s, then 0.6-0.7 s). Rendering two samples at start, one with a birth time (houses, angles) and
 * one without, keeps that cost away from the first visitors' deliveries.
 */
const ROME_SAMPLE: ReadingInput = {
  name: 'Zoë Nguyễn',
  gender: 'female',
  birthDate: '1990-03-21',
  birthTime: '6:30 AM',
  birthCity: 'Rome',
  birthCountry: 'Italy',
  lat: 41.8919,
  lon: 12.5113,
  timeZone: 'Europe/Rome',
  subject: 'love',
  questions: ['When will things change for me?'],
  additionalInfo: null,
  price: '$49',
};
const WARM_UPS: ReadingInput[] = [
  ROME_SAMPLE,
  {
    ...ROME_SAMPLE,
    name: 'Ana Lucía Reyes',
    birthDate: '1985-10-07',
    birthTime: 'unknown',
    subject: 'career',
    questions: ['Should I change jobs this year?', 'Why do I feel stuck?'],
    price: 'FREE',
  },
];

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread only');
const { site, writer } = workerData as RenderWorkerData;
const renderReading = renderStoredReading(site, writer);

/** A visitor's reading asked for during the warm-up goes before the samples still to come. */
let asked = false;
async function warmUp(): Promise<void> {
  for (const sample of WARM_UPS) {
    if (asked) return;
    await renderReadingPdf(sample, site, new Date());
  }
}

const warmedUp = warmUp().then(
  () => port.postMessage({ warmedUp: true }),
  (error: unknown) => port.postMessage({ warmUpError: String(error) }),
);

port.on('message', (request: RenderRequest) => {
  asked = true;
  void warmedUp
    .then(() => renderReading(request.reading))
    .then(
      ({ pdf, summary, frameOutcomes, outcomes }) => {
        const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
        port.postMessage({ id: request.id, pdf: bytes, summary, frameOutcomes, outcomes } satisfies RenderReply);
      },
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies RenderReply),
    );
});
