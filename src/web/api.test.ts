import { afterEach, describe, expect, it, vi } from 'vitest';

import { createReading, recordLimitedOffer, trackEvent, updateReading } from './api';
import { ApiError } from './api-error';

const access = { readingId: 12, token: 'a'.repeat(43) };

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof answer>) => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: (init?.headers ?? {}) as Record<string, string> };
};

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('creates a reading and parses the answer', async () => {
    const fetchMock = answer(201, {
      id: 5,
      token: 't'.repeat(43),
      location: { country_name: null, region: null, city: null, country_code: null },
      user_country: null,
    });
    await expect(createReading({ gender: 'female' })).resolves.toMatchObject({ id: 5 });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/readings');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"gender":"female"}');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBeUndefined();
  });

  it('sends the token as a bearer and an empty JSON body on POSTs without one', async () => {
    const fetchMock = answer(204);
    await expect(recordLimitedOffer(access)).resolves.toBeUndefined();
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/readings/12/limited-offer');
    expect(init?.body).toBe('{}');
    expect(headers.authorization).toBe(`Bearer ${access.token}`);
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    answer(400, {
      error: 'invalid_input',
      message: 'Please enter your name',
      issues: [{ path: 'name', message: 'Please enter your name' }],
    });
    const error = await updateReading(access, { name: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', message: 'Please enter your name' });
  });

  it('still gives an ApiError when the error body is not the API shape', async () => {
    answer(502, 'Bad gateway');
    await expect(trackEvent({ eventName: 'ViewContent', eventId: 'abcdefgh', eventData: {} })).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
    });
  });

  it('rejects an answer that does not match the schema', async () => {
    answer(201, { id: 'not a number' });
    await expect(createReading({ gender: 'male' })).rejects.not.toBeInstanceOf(ApiError);
  });
});
