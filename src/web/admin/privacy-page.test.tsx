// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ErasureSummary } from '../../domain/admin-privacy-api';
import { adminCall, adminDownload } from './admin-client';
import { PrivacyPage } from './privacy-page';

vi.mock('./admin-client', () => ({ adminCall: vi.fn(), adminDownload: vi.fn() }));
vi.mock('./save-download', () => ({ saveDownload: () => 'privacy-export.json' }));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ERASED: ErasureSummary = {
  readings: 1,
  deliveries_canceled: 0,
  payment_events: 1,
  funnel_events: 3,
  reviews: 0,
  documents: 1,
  reading_ids: [41],
  documents_deleted: 1,
  documents_pending: 0,
};

/** The export file the server sends for an address holding one reading. */
const exportFile = (email: string) =>
  new Response(
    JSON.stringify({
      summary: 'Held about this e-mail address: 1 reading.',
      email,
      exported_at: '2026-11-25T10:00:00.000Z',
      readings: [{ id: 41, name: 'Priya Private' }],
      unmatched_payment_events: [],
    }),
  );

describe('the privacy page', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <PrivacyPage />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.mocked(adminCall).mockReset();
    vi.mocked(adminDownload).mockReset();
  });

  const field = (label: string) => {
    const found = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
    const input = found?.querySelector('input');
    if (!input) throw new Error(`no field "${label}"`);
    return input;
  };
  /** Types as a person would: React hears an input event with the new value. */
  const type = async (label: string, value: string) => {
    const input = field(label);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setValue?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  const click = async (name: string) => {
    const button = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
    if (!button) throw new Error(`no button "${name}"`);
    await act(async () => button.click());
  };
  /** Lets a mutation's answer reach the page (it takes a few turns of the event loop). */
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  const statuses = () => [...container.querySelectorAll('[role="status"]')].map((element) => element.textContent);

  it("forgets the export's result when the address is changed", async () => {
    vi.mocked(adminDownload).mockResolvedValue(exportFile('priya@example.com'));
    await type("The person's e-mail address", 'priya@example.com');
    await click('Download everything held');
    await settle();
    expect(statuses()).toEqual(['Downloaded privacy-export.json. Held about this e-mail address: 1 reading.']);

    await type("The person's e-mail address", 'someone.else@example.com');
    expect(statuses()).toEqual([]);
  });

  it('never shows a result that arrives after the address was changed', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.mocked(adminDownload).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await type("The person's e-mail address", 'priya@example.com');
    await click('Download everything held');
    await type("The person's e-mail address", 'someone.else@example.com');
    await act(async () => {
      answer(exportFile('priya@example.com'));
      // Long enough for the file to be read and parsed, as it would be had the address stayed.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(adminDownload).toHaveBeenCalledTimes(1);
    expect(statuses()).toEqual([]);
  });

  it("forgets the erasure's counts when either address is changed", async () => {
    vi.mocked(adminCall).mockResolvedValue(ERASED);
    await type("The person's e-mail address", 'priya@example.com');
    await type('Type the e-mail address again to confirm', 'priya@example.com');
    await click('Erase this person');
    await click('Yes, erase');
    await settle();
    expect(adminCall).toHaveBeenCalledWith(expect.anything(), '/privacy/erase', 'POST', {
      email: 'priya@example.com',
      confirmEmail: 'priya@example.com',
    });
    expect(statuses().join(' ')).toContain('Erased.');

    await type('Type the e-mail address again to confirm', 'priya@example.co');
    expect(statuses()).toEqual([]);

    await type('Type the e-mail address again to confirm', 'priya@example.com');
    await click('Erase this person');
    await click('Yes, erase');
    await settle();
    expect(statuses().join(' ')).toContain('Erased.');
    await type("The person's e-mail address", 'someone.else@example.com');
    expect(statuses()).toEqual([]);
  });
});
