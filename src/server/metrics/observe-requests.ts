import type { FastifyInstance } from 'fastify';

import type { Metrics } from './create-metrics';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * Times every request under its route pattern, never its URL: ids, tokens and query strings stay
 * out of the labels, and the number of series stays bounded. Requests no route matched share one.
 */
export function observeRequests(app: FastifyInstance, histogram: Metrics['httpRequestDuration']): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other';
    histogram.observe({ method: request.method, route, status_class: statusClass }, reply.elapsedTime / 1000);
    done();
  });
}
