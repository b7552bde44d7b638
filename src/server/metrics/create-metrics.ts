import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status_class'>;
  webhookEvents: Counter<'provider' | 'outcome'>;
  pdfRenderDuration: Histogram<'outcome'>;
  pdfRenderRss: Gauge;
};

/**
 * A registry of its own rather than prom-client's global one, so that every app built (tests build
 * several in one process) counts apart. The database's figures are added by watchDatabase.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'astral_http_request_duration_seconds',
      help: 'HTTP request duration by route pattern, method and status class',
      labelNames: ['method', 'route', 'status_class'],
      // Step saves answer in a few milliseconds; the upper buckets catch a struggling database.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    webhookEvents: new Counter({
      name: 'astral_webhook_events_total',
      help: 'Signed payment webhook events by provider and outcome (duplicate: a replay, changed nothing)',
      labelNames: ['provider', 'outcome'],
      registers,
    }),
    pdfRenderDuration: new Histogram({
      name: 'astral_pdf_render_duration_seconds',
      help: 'Time to render a reading PDF, by outcome (ok or error)',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 30],
      registers,
    }),
    pdfRenderRss: new Gauge({
      name: 'astral_pdf_render_rss_bytes',
      help: 'Resident memory of the process (render worker included) when the last render finished',
      registers,
    }),
  };
}
