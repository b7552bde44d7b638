import type { z } from 'zod';

import type { CitySuggestion } from '../domain/city';
import type { TrackEvent } from '../domain/events';
import type { StepRecord } from '../domain/funnel-capture';
import type { FunnelCounts, OfferDeadline } from '../domain/funnel-claims';
import type { PublicConfig } from '../domain/public-config';
import type {
  CreateReading,
  CreatedReading,
  PaymentStatus,
  Reading,
  ReadingPatch,
  StartCheckout,
  VISIT_PAGES,
  VisitorLocation,
} from '../domain/reading';
import type { Bucket, StoredFile } from '../domain/storage';
import type { DocumentLinkAnswer } from '../domain/document-link';
import type { AddressState } from '../domain/email-confirmation';
import type { ReadingPreviewAnswer } from '../domain/reading-preview';
import type { ExperimentTarget, ExposureAnswer } from '../domain/experiments';
import type { PublicReviewList, ReviewForm, ReviewSubmission } from '../domain/reviews';
import { ApiError } from './api-error';

/*
 * Every answer is checked with the shared zod schemas of src/domain. They are imported on first
 * use, while the request is in flight: the landing page's only call on load is a tracking event
 * whose answer is not read, so zod stays out of its first seconds.
 */
const readingSchemas = () => import('../domain/reading');

/** A reading's id and the secret that lets this browser read and change it. */
export type ReadingCredentials = { readingId: number; token: string };

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
  /** The request outlives the page (a funnel step recorded just before the visitor leaves). */
  keepalive?: boolean;
};

async function send(
  path: string,
  { method = 'GET', body, token, signal, keepalive }: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // The server rejects a JSON content type with no body, so every POST/PATCH carries one.
  const hasBody = method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    signal,
    keepalive,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const [{ apiErrorSchema }, body] = await Promise.all([readingSchemas(), response.json().catch(() => null)]);
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? new ApiError(response.status, parsed.data.error, parsed.data.message, parsed.data.issues)
    : new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
}

async function json<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  path: string,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const [schema, response] = await Promise.all([loadSchema(), send(path, options)]);
  return schema.parse(await response.json());
}

async function empty(path: string, options: RequestOptions): Promise<void> {
  await send(path, options);
}

const readingPath = ({ readingId }: ReadingCredentials, rest = '') => `/api/readings/${readingId}${rest}`;

export function createReading(input: CreateReading): Promise<CreatedReading> {
  return json(async () => (await readingSchemas()).createdReadingSchema, '/api/readings', {
    method: 'POST',
    body: input,
  });
}

export function getReading(access: ReadingCredentials): Promise<Reading> {
  return json(async () => (await readingSchemas()).readingSchema, readingPath(access), { token: access.token });
}

export function updateReading(access: ReadingCredentials, patch: ReadingPatch): Promise<void> {
  return empty(readingPath(access), { method: 'PATCH', body: patch, token: access.token });
}

export function recordVisit(access: ReadingCredentials, page: keyof typeof VISIT_PAGES): Promise<Reading> {
  return json(async () => (await readingSchemas()).readingSchema, readingPath(access, '/visits'), {
    method: 'POST',
    body: { page },
    token: access.token,
  });
}

/** One funnel step seen or completed; the server stamps the time. */
export function recordFunnelStep(access: ReadingCredentials, record: StepRecord): Promise<void> {
  return empty(readingPath(access, '/steps'), { method: 'POST', body: record, token: access.token, keepalive: true });
}

export function touchSession(access: ReadingCredentials): Promise<{ last_session_time: string }> {
  return json(async () => (await readingSchemas()).sessionTimeSchema, readingPath(access, '/session'), {
    method: 'POST',
    token: access.token,
  });
}

export function getPaymentStatus(access: ReadingCredentials): Promise<PaymentStatus> {
  return json(async () => (await readingSchemas()).paymentStatusSchema, readingPath(access, '/payment-status'), {
    token: access.token,
  });
}

export function recordLimitedOffer(access: ReadingCredentials): Promise<void> {
  return empty(readingPath(access, '/limited-offer'), { method: 'POST', token: access.token });
}

const claimSchemas = () => import('../domain/funnel-claims');

/** The reading's one-time offer deadline, set by the server the first time it is asked (truthful claims). */
export function openOffer(access: ReadingCredentials): Promise<OfferDeadline> {
  return json(async () => (await claimSchemas()).offerDeadlineSchema, readingPath(access, '/offer'), {
    method: 'POST',
    token: access.token,
  });
}

/** Real counts of the funnel's activity; null where too small to show. */
export function getFunnelCounts(): Promise<FunnelCounts> {
  return json(async () => (await claimSchemas()).funnelCountsSchema, '/api/funnel-counts');
}

/** The external payment link; an ApiError with code 'no_payment_link' (422) when none exists, 'offer_expired' (410) for the ended offer's price. */
export function startCheckout(
  access: ReadingCredentials,
  input: StartCheckout,
): Promise<{ payment_url: string; amount_minor?: number | undefined; price_label?: string | undefined }> {
  return json(async () => (await readingSchemas()).checkoutStartedSchema, readingPath(access, '/checkout'), {
    method: 'POST',
    body: input,
    token: access.token,
  });
}

/** A fresh download link for the delivered reading, or `ready: false` before delivery. */
export function getDocumentLink(access: ReadingCredentials): Promise<DocumentLinkAnswer> {
  return json(
    async () => (await import('../domain/document-link')).documentLinkAnswerSchema,
    readingPath(access, '/document'),
    { token: access.token },
  );
}

/** The visitor's own reading, in part, for the preview page; `ready: false` while it lacks birth data. */
export function getReadingPreview(access: ReadingCredentials, signal?: AbortSignal): Promise<ReadingPreviewAnswer> {
  return json(
    async () => (await import('../domain/reading-preview')).readingPreviewAnswerSchema,
    readingPath(access, '/preview'),
    { token: access.token, ...(signal ? { signal } : {}) },
  );
}

const confirmationSchemas = () => import('../domain/email-confirmation');

/** Completes the free order; the answer says whether its address is confirmed (a link was e-mailed if not). */
export function completeFreeOrder(access: ReadingCredentials): Promise<AddressState> {
  return json(async () => (await confirmationSchemas()).addressStateSchema, readingPath(access, '/free-completion'), {
    method: 'POST',
    token: access.token,
  });
}

/** Where the address a confirmation link names stands; changes nothing. */
export function getAddressState(token: string): Promise<AddressState> {
  return json(
    async () => (await confirmationSchemas()).addressStateSchema,
    `/api/email-confirmation?t=${encodeURIComponent(token)}`,
  );
}

export function confirmEmailAddress(token: string): Promise<AddressState> {
  return json(async () => (await confirmationSchemas()).addressStateSchema, '/api/email-confirmation', {
    method: 'POST',
    body: { token },
  });
}

/** A new confirmation link, e-mailed to the address an expired one was sent to. */
export function renewEmailConfirmation(token: string): Promise<AddressState> {
  return json(async () => (await confirmationSchemas()).addressStateSchema, '/api/email-confirmation/renew', {
    method: 'POST',
    body: { token },
  });
}

const citySearchAnswerSchema = async () => (await import('../domain/city')).citySearchAnswerSchema;

export async function searchCities(query: string, signal?: AbortSignal): Promise<CitySuggestion[]> {
  const { cities } = await json(citySearchAnswerSchema, `/api/cities?q=${encodeURIComponent(query)}`, { signal });
  return cities;
}

export function getVisitorLocation(): Promise<VisitorLocation> {
  return json(async () => (await readingSchemas()).visitorLocationSchema, '/api/location');
}

export async function listBucket(bucket: Bucket): Promise<StoredFile[]> {
  const { files } = await json(
    async () => (await import('../domain/storage')).bucketListingSchema,
    `/api/storage/${bucket}`,
  );
  return files;
}

/** The answer (202) carries nothing to read; an event naming a reading needs its token (404 without). */
export function trackEvent(event: TrackEvent, token?: string): Promise<void> {
  return empty('/api/events', { method: 'POST', body: event, token });
}

export function getPublicConfig(): Promise<PublicConfig> {
  return json(async () => (await import('../domain/public-config')).publicConfigSchema, '/api/public-config');
}

const reviewSchemas = () => import('../domain/reviews');

/** One page of the approved real reviews, with their true count and average. */
export function getPublicReviews(query: {
  subject: string | null;
  page: number;
  perPage: number;
}): Promise<PublicReviewList> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.subject) params.set('subject', query.subject);
  return json(async () => (await reviewSchemas()).publicReviewListSchema, `/api/reviews?${params.toString()}`);
}

/** What a review link's form starts from; a 403 (altered link), 410 (expired, or reading erased) otherwise. */
export function getReviewForm(token: string): Promise<ReviewForm> {
  return json(async () => (await reviewSchemas()).reviewFormSchema, `/api/review-form?t=${encodeURIComponent(token)}`);
}

export function submitReview(input: ReviewSubmission): Promise<{ status: 'pending'; replaced: boolean }> {
  return json(async () => (await reviewSchemas()).reviewSavedSchema, '/api/review', { method: 'POST', body: input });
}

export function stopReviewRequests(token: string): Promise<void> {
  return empty('/api/review/opt-out', { method: 'POST', body: { token } });
}

/** The reading's variant of a screen slot, or its prices: the server assigns and logs the exposure (decision 0021). */
export function exposeExperiment(access: ReadingCredentials, target: ExperimentTarget): Promise<ExposureAnswer> {
  return json(async () => (await readingSchemas()).exposureAnswerSchema, readingPath(access, '/exposures'), {
    method: 'POST',
    body: { target },
    token: access.token,
  });
}
