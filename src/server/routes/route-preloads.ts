import { isConsolePath, isKnownRoute, REVIEW_FORM_PATH, withoutTrailingSlash } from '../../domain/routes';

/** Vite's build manifest (build.manifest): each chunk under the source module it was built from. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

const ENTRY = 'index.html';

/**
 * The source modules a page's first render imports beyond the entry: the funnel's layout, the
 * route's screen (src/web/routes/<path>.tsx, the router's rule) and the consent banner a new
 * visitor sees. The console loads its own tree and gets none.
 */
export function firstRenderModules(url: string): string[] {
  const pathname = withoutTrailingSlash(url);
  if (isConsolePath(pathname)) return [];
  const screen =
    pathname === REVIEW_FORM_PATH ? 'review-form' : isKnownRoute(pathname) ? pathname.slice(1) : 'not-found';
  return ['src/web/components/query-layout.tsx', `src/web/routes/${screen}.tsx`, 'src/web/consent/consent-banner.tsx'];
}

function collectChunks(manifest: ViteManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) collectChunks(manifest, imported, into);
}

/**
 * `<link rel="modulepreload">` for every chunk the modules statically import, those of the entry
 * excepted (the page names them already). A page opened cold then fetches its whole chain side
 * by side with the entry script, instead of one round trip per lazy import as each is reached.
 */
export function modulePreloadTags(manifest: ViteManifest, modules: readonly string[]): string {
  const entry = new Set<string>();
  collectChunks(manifest, ENTRY, entry);
  const needed = new Set<string>();
  for (const module of modules) collectChunks(manifest, module, needed);
  return [...needed]
    .filter((key) => !entry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('');
}
