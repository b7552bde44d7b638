// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';

import { preloadable } from './preloadable';

afterEach(cleanup);

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const Page = () => <h1>The page</h1>;

it('renders at once, with no fallback, once preloaded', async () => {
  let loads = 0;
  const Screen = preloadable(async () => {
    loads += 1;
    return Page;
  });
  await Screen.preload();
  render(
    <Suspense fallback={<p>loading</p>}>
      <Screen />
    </Suspense>,
  );
  // Synchronously after render: React.lazy would still show the fallback here.
  expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  expect(screen.queryByText('loading')).toBeNull();
  expect(loads).toBe(1);
});

it('suspends on a first render before its code is here, and fetches it once', async () => {
  const load = deferred<typeof Page>();
  let loads = 0;
  const Screen = preloadable(() => {
    loads += 1;
    return load.promise;
  });
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
  });
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => {
    load.resolve(Page);
    await Screen.preload();
  });
  expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  expect(loads).toBe(1);
});

it('hands a failed load to the error boundary', async () => {
  const Screen = preloadable(() => Promise.reject(new Error('chunk gone')));
  await Screen.preload().catch(() => undefined);
  await act(async () => {
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </Catch>,
    );
  });
  expect(screen.getByText('failed: chunk gone')).toBeTruthy();
});
