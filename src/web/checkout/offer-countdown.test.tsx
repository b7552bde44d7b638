// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatClock } from './countdown';
import { secondsUntil, useSecondsUntil } from './seconds-until';
import { useOfferDeadline } from './use-offer-deadline';

// The server's answer: how much of the stored deadline is left by its clock.
const openOffer = vi.hoisted(() => vi.fn<() => Promise<{ deadline: string }>>());
vi.mock('../api', () => ({ openOffer }));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const CREDENTIALS = { readingId: 7, token: 'token-token-token-token' };

function Clock({ deadline }: { deadline: number }) {
  const left = useSecondsUntil(deadline);
  return <p>{left === null ? '--:--' : formatClock(left)}</p>;
}

function Offer() {
  const time = useOfferDeadline(CREDENTIALS);
  if (time.state === 'running') return <p>{formatClock(time.secondsLeft)}</p>;
  return <p>{time.state}</p>;
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  openOffer.mockReset();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function mountOffer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Offer />
      </QueryClientProvider>,
    ),
  );
}

/** Lets the (mocked) request and React Query's notification settle under fake timers. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('the countdown to a stored deadline', () => {
  it('rounds up, never goes below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_000)).toBe(0);
  });

  it('counts down every second to the deadline and stops at 00:00', () => {
    const deadline = Date.now() + 120_000;
    act(() => root.render(<Clock deadline={deadline} />));
    expect(container.textContent).toBe('02:00');
    advance(1000);
    expect(container.textContent).toBe('01:59');
    advance(60_000);
    expect(container.textContent).toBe('00:59');
    advance(60_000);
    expect(container.textContent).toBe('00:00');
    advance(60_000);
    expect(container.textContent).toBe('00:00');
  });

  it('a page opened again (Back) continues from the same deadline rather than restarting', () => {
    const deadline = Date.now() + 120_000;
    act(() => root.render(<Clock deadline={deadline} />));
    advance(45_000);
    act(() => root.render(<p>elsewhere</p>));
    advance(30_000);
    act(() => root.render(<Clock deadline={deadline} />));
    expect(container.textContent).toBe('00:45');
  });
});

describe('useOfferDeadline', () => {
  it('counts down what the server says is left, then the offer has ended', async () => {
    openOffer.mockResolvedValue({ deadline: '2026-11-27T10:02:00.000Z' });
    mountOffer();
    expect(container.textContent).toBe('unknown');
    await settle();
    expect(container.textContent).toBe('02:00');
    advance(119_000);
    expect(container.textContent).toBe('00:01');
    advance(1000);
    expect(container.textContent).toBe('ended');
    expect(openOffer).toHaveBeenCalledTimes(1);
  });

  it('after a reload it shows what is left of the kept deadline, and an ended offer stays ended', async () => {
    openOffer.mockResolvedValue({ deadline: '2026-11-27T10:02:00.000Z' });
    vi.setSystemTime(new Date('2026-11-27T10:01:30Z'));
    mountOffer();
    await settle();
    expect(container.textContent).toBe('00:30');

    act(() => root.render(<p />));
    vi.setSystemTime(new Date('2026-11-27T10:05:00Z'));
    mountOffer();
    await settle();
    expect(container.textContent).toBe('ended');
  });

  it('says when the deadline cannot be had, so the page can still show the offer', async () => {
    openOffer.mockRejectedValue(new Error('offline'));
    mountOffer();
    // Asked three times (two retries a second or two apart) before giving up.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(openOffer).toHaveBeenCalledTimes(3);
    expect(container.textContent).toBe('unavailable');
  });
});
