import { GetObjectCommand, HeadObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../http/http-error';
import type { ObjectStore } from './create-object-store';
import { mediaCacheControl } from './media-cache-control';
import { mediaKey } from './media-key';

/** One byte range (`bytes=0-99`, `bytes=100-`, `bytes=-500`); stores take no list of ranges. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * Streams a file under /media/ from the object store, as @fastify/static answers for the local
 * folder: the request's Range passed on (206 with Content-Range, so videos seek), the object's
 * type, length, ETag and modification time, the same cache headers; 404 for anything else.
 * Streamed rather than redirected, because the page's CSP takes media only from 'self'.
 */
export async function sendStoredObject(
  store: ObjectStore,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const key = mediaKey((request.params as { '*': string })['*']);
  if (!key) {
    reply.callNotFound();
    return reply;
  }
  const {
    range,
    'if-range': ifRange,
    'if-none-match': ifNoneMatch,
    'if-modified-since': ifModifiedSince,
  } = request.headers;
  const modifiedSince = ifModifiedSince ? new Date(ifModifiedSince) : null;
  const input = {
    Bucket: store.bucket,
    Key: key,
    // The store cannot check If-Range, and the whole file is always a valid answer to a Range.
    Range: range && SINGLE_RANGE.test(range) && !ifRange ? range : undefined,
    IfNoneMatch: ifNoneMatch,
    IfModifiedSince: modifiedSince && !Number.isNaN(modifiedSince.getTime()) ? modifiedSince : undefined,
  };
  const cacheControl = mediaCacheControl(request.url);
  let object;
  try {
    object =
      request.method === 'HEAD'
        ? await store.client.send(new HeadObjectCommand(input))
        : await store.client.send(new GetObjectCommand(input));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404) {
      reply.callNotFound();
      return reply;
    }
    if (status === 304) return reply.status(304).header('cache-control', cacheControl).send();
    if (status === 416) throw new HttpError(416, 'bad_request', 'Range Not Satisfiable');
    throw error;
  }
  reply
    .status(object.$metadata.httpStatusCode === 206 ? 206 : 200)
    .header('accept-ranges', 'bytes')
    .header('content-type', object.ContentType ?? 'application/octet-stream')
    .header('cache-control', cacheControl);
  if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
  if (object.ContentRange) reply.header('content-range', object.ContentRange);
  if (object.ETag) reply.header('etag', object.ETag);
  if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
  return reply.send('Body' in object ? object.Body : undefined);
}
