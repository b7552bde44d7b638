import { Worker } from 'node:worker_threads';

import type { Reading } from '../../domain/reading';
import type { ReadingSummary } from '../../domain/reading-summary';
import type { SiteConfig } from '../../domain/site-config';
import type { ModelWriter } from '../writer/model-writer';
import type { RenderReply, RenderRequest, RenderWorkerData } from './render-worker';

export type ReadingRenderer = {
  render: (reading: Reading) => Promise<{ pdf: Buffer; summary: ReadingSummary }>;
  /**
   * Resolves once the worker has rendered its warm-up readings: null, else why it could not ('closed' after close).
   * Started on the first render, it does not wait: null, or why the last start or render failed.
   */
  ready: () => Promise<string | null>;
  close: () => Promise<void>;
};

export type RendererOptions = {
  /**
   * The worker's old-generation heap cap. A render needs about 100 MB live (the question reader's
   * lexicon included); without a cap V8 lets garbage pile up past 330 MB, at 192 MB fifty-five
   * readings peak at 323 MB, at 160 MB at 283 to 318 MB from run to run, at 144 MB at 268 to 276 MB
   * in the same time, and at 128 MB a 20-page reading takes twice as long (bench/README.md).
   */
  maxHeapMb?: number;
  /**
   * The worker's young-generation cap. Node 24 sizes it from the machine's memory, and a render's
   * short-lived garbage then fills about 100 MB of it; 16 MB costs a few more scavenges and, with the
   * old-generation cap, keeps the whole process under 300 MB (bench/README.md).
   */
  maxYoungMb?: number;
  /** A model that writes the answers' prose, checked against the testimony; null keeps the deterministic answers. */
  writer?: ModelWriter | null;
  /**
   * Told when the model's reading of a reading's question (1 to 3) or its answer to it was not used, and why; never the
   * question's text, which is the visitor's.
   */
  onWriterFallback?: (fallback: { readingId: number; question: number; reason: string }) => void;
  /**
   * Start the worker on the first render instead of now, and stop it once it has had nothing to
   * render for this long: a server that seldom delivers does not hold the thread's 140-200 MB at
   * rest. Unset, the worker starts and warms up at once and stays.
   */
  startOnDemand?: { idleMs: number };
};

/*
 * Built, this module is bundled into dist/server/main.mjs and the worker sits beside it as
 * render-worker.mjs. From source (tsx, tests) the worker is the .ts file: Node 20 does not apply
 * `--import tsx` to a worker's entry, so a one-line bootstrap loads it through tsx's API.
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { entry: new URL('./render-worker.mjs', import.meta.url), eval: false };
  const source = new URL('./render-worker.ts', import.meta.url).href;
  return {
    entry: `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`,
    eval: true,
  };
}

/**
 * Renders reading PDFs in a worker thread, so a render (0.4-0.8 s of CPU) never stalls the
 * server's HTTP requests. A worker that dies (heap cap, crash) fails its pending renders, which the
 * delivery outbox retries, and is replaced on the next render.
 */
export function startReadingRenderer(
  site: SiteConfig,
  { maxHeapMb = 144, maxYoungMb = 16, writer = null, onWriterFallback, startOnDemand }: RendererOptions = {},
): ReadingRenderer {
  let worker: Worker | null = null;
  let warm: Promise<string | null> = Promise.resolve(null);
  // Started on demand: why the last start or render failed, null since one succeeded.
  let lastProblem: string | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let closed = false;
  const pending = new Map<
    number,
    {
      readingId: number;
      /** The thread asked: one stopped after idle must not fail the renders of the one that replaced it. */
      worker: Worker;
      resolve: (rendered: { pdf: Buffer; summary: ReadingSummary }) => void;
      reject: (error: Error) => void;
    }
  >();

  function failAll(of: Worker, error: Error): void {
    for (const [id, waiter] of pending) {
      if (waiter.worker !== of) continue;
      pending.delete(id);
      waiter.reject(error);
    }
  }

  function clearIdleTimer(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
  }

  /** Started on demand, a worker with nothing left to render is stopped after the idle time. */
  function stopWhenIdle(of: Worker): void {
    if (!startOnDemand || pending.size > 0 || worker !== of) return;
    clearIdleTimer();
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (worker !== of || pending.size > 0) return;
      worker = null;
      void of.terminate();
    }, startOnDemand.idleMs);
    idleTimer.unref();
  }

  function spawn(): Worker {
    const { entry, eval: isEval } = workerEntry();
    const started = new Worker(entry, {
      eval: isEval,
      workerData: { site, writer } satisfies RenderWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: maxYoungMb },
    });
    warm = new Promise((resolve) => {
      const onWarm = (message: unknown) => {
        if (typeof message === 'object' && message !== null && ('warmedUp' in message || 'warmUpError' in message)) {
          started.off('message', onWarm);
          if (pending.size === 0) started.unref();
          resolve('warmUpError' in message ? String(message.warmUpError) : null);
        }
      };
      started.on('message', onWarm);
      started.once('error', (error) => resolve(error.message));
      started.once('exit', (code) => resolve(closed ? 'closed' : `the worker stopped (exit code ${code})`));
    });
    void warm.then((problem) => {
      if (problem !== null && !closed) lastProblem = problem;
    });
    started.on('message', (reply: RenderReply | { warmedUp: true }) => {
      if (!('id' in reply)) return;
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      stopWhenIdle(started);
      if ('error' in reply) waiter.reject(new Error(`Rendering the reading failed: ${reply.error}`));
      else {
        lastProblem = null;
        reply.frameOutcomes.forEach((outcome, i) => {
          if (outcome.reason !== null)
            onWriterFallback?.({
              readingId: waiter.readingId,
              question: i + 1,
              reason: `question frame: ${outcome.reason}`,
            });
        });
        reply.outcomes.forEach((outcome, i) => {
          if (!outcome.written)
            onWriterFallback?.({ readingId: waiter.readingId, question: i + 1, reason: outcome.reason });
        });
        waiter.resolve({
          pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength),
          summary: reply.summary,
        });
      }
    });
    started.on('error', (error) => failAll(started, new Error(`The reading renderer failed: ${error.message}`)));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(started, new Error(`The reading renderer stopped (exit code ${code})`));
    });
    return started;
  }

  if (!startOnDemand) worker = spawn();

  return {
    render(reading) {
      if (closed) return Promise.reject(new Error('The reading renderer is closed'));
      clearIdleTimer();
      const current = worker ?? spawn();
      worker = current;
      // Busy, the worker keeps the process alive; idle, it does not hold up an exit.
      current.ref();
      const id = nextId++;
      const request: RenderRequest = { id, reading };
      return new Promise((resolve, reject) => {
        pending.set(id, { readingId: reading.id, worker: current, resolve, reject });
        current.postMessage(request);
      });
    },
    ready: () => (startOnDemand ? Promise.resolve(closed ? 'closed' : lastProblem) : warm),
    async close() {
      closed = true;
      clearIdleTimer();
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
