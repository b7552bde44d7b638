import { use, type ComponentType } from 'react';

/** A component in its own chunk that can be fetched before it is first rendered. */
export type Preloadable = ComponentType & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, but once `preload()` has settled the component renders at once: React.lazy
 * suspends on its first render even when the chunk is already here, which would flash the
 * Suspense fallback over a page the server has already painted (main.tsx preloads the first
 * screen, then renders). A failed load stays failed, as with React.lazy.
 */
export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function Preloaded() {
    const Component = loaded ?? use(preload());
    return <Component />;
  }
  return Object.assign(Preloaded, { preload });
}
