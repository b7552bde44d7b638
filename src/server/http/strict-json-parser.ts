import type { FastifyInstance } from 'fastify';

import { HttpError } from './http-error';

/**
 * JSON bodies must be valid UTF-8: Fastify's own parser decodes leniently, so a broken byte would
 * be stored as U+FFFD without anyone knowing. Such a body is refused with a 400 instead.
 */
export function addStrictJsonParser(app: FastifyInstance): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(new HttpError(400, 'invalid_encoding', 'The request body is not valid UTF-8.'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
