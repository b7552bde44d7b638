// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';

import { notifyBeforeRedirect, notifyError } from '../notify';
import { AppToaster } from './app-toaster';
import { useToastsPerScreen } from './use-toasts-per-screen';

afterEach(cleanup);

// sonner loads on the first toast; a busy machine may take more than waitFor's default second.
const LOAD = { timeout: 10_000 };
// A dismissed toast leaves after its 200 ms exit; sonner closes a toast by itself only after 4 s.
const GONE = { timeout: 2_500 };

/** The part of the app's shell that owns toasts. */
function Shell() {
  useToastsPerScreen(useLocation().pathname);
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: ['/step-eight', '/step-nine', '/', '/social-proof'].map((path) => ({ path, element: <p>{path}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

it("dismisses a step's toasts when the visitor moves on, but keeps the one explaining a redirect for the page it lands on", async () => {
  const go = renderAt('/step-eight');
  act(() => void notifyError('Please select a subject and enter at least one question'));
  expect(await screen.findByText('Please select a subject and enter at least one question', {}, LOAD)).toBeTruthy();

  await go('/step-nine');
  await waitFor(
    () => expect(screen.queryByText('Please select a subject and enter at least one question')).toBeNull(),
    GONE,
  );

  act(() => void notifyError('Failed to save your choice. Please try again.'));
  act(() => void notifyBeforeRedirect('Missing information. Redirecting to home page.'));
  await screen.findByText('Failed to save your choice. Please try again.', {}, LOAD);
  await go('/');
  // Both were looked at in the same dismissal: once the step's own toast is gone, the other stayed.
  await waitFor(() => expect(screen.queryByText('Failed to save your choice. Please try again.')).toBeNull(), GONE);
  expect(screen.getByText('Missing information. Redirecting to home page.')).toBeTruthy();

  // It explained one redirect; the next move takes it away too.
  await go('/social-proof');
  await waitFor(() => expect(screen.queryByText('Missing information. Redirecting to home page.')).toBeNull(), GONE);
});
