// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { QUESTION_LINE_PATH, type QuestionLine, type QuestionLineRequest } from '../../domain/question-line';
import { createQueryClient } from '../query-client';
import { Component as StepEight } from './step-eight';

const READING_ID = 41;
const TOKEN = 'a-token-of-twenty-characters-or-more';
const LINES: Record<string, QuestionLine> = {
  "Will my daughter's marriage survive this year?": {
    kind: 'read',
    line: 'Read as: your daughter · a marriage under strain · yes or no · this year',
  },
  'When will I die?': {
    kind: 'unanswerable',
    note: 'No chart can honestly name a date of death, and I will not guess one.',
    suggestion: 'How can I look after my health and my family this year?',
  },
};
let asked: QuestionLineRequest[] = [];

function answer(url: string, init?: RequestInit): Response {
  if (url === QUESTION_LINE_PATH) {
    const request = JSON.parse(String(init?.body)) as QuestionLineRequest;
    asked.push(request);
    return Response.json(LINES[request.question] ?? { kind: 'read', line: 'Read as: a general question about love' });
  }
  // The stored reading and the step's view: nothing this test reads.
  return new Response(null, { status: url.endsWith('/steps') ? 204 : 404 });
}

beforeEach(() => {
  asked = [];
  localStorage.setItem('readingId', String(READING_ID));
  localStorage.setItem('readingToken', TOKEN);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderStep() {
  const router = createMemoryRouter([{ path: '/step-eight', element: <StepEight /> }], {
    initialEntries: [{ pathname: '/step-eight', state: { readingId: READING_ID, birthDate: '1990-06-15' } }],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A line as the visitor reads it, across the parts it is laid out in. */
const shown = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// The line waits for the visitor to stop typing (600 ms), then for the answer.
const SETTLED = { timeout: 3_000 };

it('says under each question how it will be read, tied to its field, once a subject is chosen', async () => {
  renderStep();
  expect(screen.getByRole('heading', { name: 'What Would You Like to Ask the Stars?' })).toBeTruthy();
  type('Your question', "Will my daughter's marriage survive this year?");
  fireEvent.click(screen.getByRole('radio', { name: 'Family harmony' }));

  const line = await screen.findByText(
    shown('Read as: your daughter · a marriage under strain · yes or no · this year'),
    {},
    SETTLED,
  );
  const field = screen.getByRole('textbox', { name: 'Your question' });
  expect(field.getAttribute('aria-describedby')).toBe(line.parentElement?.id);
  expect(asked).toEqual([
    { question: "Will my daughter's marriage survive this year?", subject: 'family', birthDate: '1990-06-15' },
  ]);
  // The other questions, still empty, say nothing.
  expect(screen.getAllByText(/^Read as:/)).toHaveLength(1);
});

it('gives a question no chart can answer its kind note and a question to ask instead', async () => {
  renderStep();
  fireEvent.click(screen.getByRole('radio', { name: 'Health' }));
  type('Question 2 (optional)', 'When will I die?');

  expect(
    await screen.findByText('No chart can honestly name a date of death, and I will not guess one.', {}, SETTLED),
  ).toBeTruthy();
  expect(screen.getByText('“How can I look after my health and my family this year?”')).toBeTruthy();
  expect(screen.queryByText(/^Read as:/)).toBeNull();
});

it('asks nothing for a word or two, and takes the line away when the question is cleared', async () => {
  renderStep();
  fireEvent.click(screen.getByRole('radio', { name: 'Love' }));
  type('Your question', 'Love?');
  type('Question 3 (optional)', 'Will we ever marry?');
  await screen.findByText(shown('Read as: a general question about love'), {}, SETTLED);
  expect(asked.map((request) => request.question)).toEqual(['Will we ever marry?']);

  type('Question 3 (optional)', '');
  await waitFor(() => expect(screen.queryByText(/^Read as:/)).toBeNull());
});
