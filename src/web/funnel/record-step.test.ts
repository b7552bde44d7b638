import { afterEach, describe, expect, it, vi } from 'vitest';

import { recordStep } from './record-step';

const access = { readingId: 12, token: 'a'.repeat(43) };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recordStep', () => {
  it('sends one record at a time, in order, with keepalive and the token, and only warns on failure', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      const body = String(init?.body);
      order.push(body);
      if (order.length === 1) await first;
      return order.length === 2
        ? Response.json({ error: 'x', message: 'x' }, { status: 429 })
        : new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');

    recordStep(access, '/step-one', 'view');
    recordStep(access, '/step-one', 'complete');
    recordStep(access, '/step-two', 'view');
    await vi.waitFor(() => expect(order).toHaveLength(1));
    // The second waits for the first's answer, however long it takes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(order).toHaveLength(3));

    expect(order).toEqual([
      '{"step":"/step-one","kind":"view"}',
      '{"step":"/step-one","kind":"complete"}',
      '{"step":"/step-two","kind":"view"}',
    ]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/readings/12/steps');
    expect(init?.keepalive).toBe(true);
    expect((init?.headers as Record<string, string>).authorization).toBe(`Bearer ${access.token}`);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(error).not.toHaveBeenCalled();
  });
});
