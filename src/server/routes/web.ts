import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { CONSENT_ANSWERED_COOKIE } from '../../domain/consent';
import {
  EMAIL_CONFIRMATION_PATH,
  isConsolePath,
  isKnownRoute,
  REVIEW_FORM_PATH,
  withoutTrailingSlash,
} from '../../domain/routes';
import { readCookie } from '../http/read-cookie';
import { firstRenderModules, modulePreloadTags, type ViteManifest } from './route-preloads';

const YEAR = 31_536_000;
/** The end of a painted page's template of the app's tags: the first template of the page, in its head. */
const APP_TAGS_END = '</template>';

/**
 * The screens the build painted (scripts/prerender.mjs): for each path, one with the consent banner
 * for a visitor who has not answered it and one without. The console, the review form and unknown
 * paths have none and get the empty shell.
 */
function readPaintedScreens(root: string): (pathname: string, consentAnswered: boolean) => string | null {
  const dir = path.join(root, '.screens');
  const files = new Set(existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.html')) : []);
  return (pathname, consentAnswered) => {
    const file = `${pathname.slice(1)}${consentAnswered ? '' : '.asking-consent'}.html`;
    return isKnownRoute(pathname) && files.has(file) ? path.join(dir, file) : null;
  };
}

/** Vite's manifest of the build (under a dot directory, which the static files never serve). */
function readManifest(root: string): ViteManifest | null {
  const file = path.join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}

/**
 * The built React app: hashed assets cached for a year, HTML always revalidated, pre-compressed
 * files preferred. Paths of the route table get the app shell (200), others the same shell with
 * a 404 status so crawlers and monitors see the truth while the app shows its 404 page. The shell
 * names the chunks of the page's first render (route-preloads.ts), made once per screen.
 */
export async function webRoutes(app: FastifyInstance, options: { webDir: string }): Promise<void> {
  const root = path.resolve(options.webDir);
  const shellFile = path.join(root, 'app.html');
  if (!existsSync(shellFile)) {
    app.log.warn({ root }, 'no built web app found: run `npm run build`');
    return;
  }
  const shell = readFileSync(shellFile, 'utf8');
  const manifest = readManifest(root);
  const paintedScreen = readPaintedScreens(root);
  const pages = new Map<string, string>();
  /** The page for a path: its painted screen when the build made one, else the empty shell. */
  const pageFor = (url: string, consentAnswered: boolean): string => {
    const pathname = withoutTrailingSlash(url);
    const screen = paintedScreen(pathname, consentAnswered);
    const modules = manifest ? firstRenderModules(url) : [];
    const key = `${screen ?? ''} ${modules.join(' ')}`;
    let page = pages.get(key);
    if (page === undefined) {
      const tags = manifest ? modulePreloadTags(manifest, modules) : '';
      // A painted screen loads the app once it has painted (src/web/landing-boot.ts), its
      // preloads with it: they wait in its inert template of the app's tags.
      page = screen
        ? readFileSync(screen, 'utf8').replace(APP_TAGS_END, () => `${tags}${APP_TAGS_END}`)
        : shell.replace('</head>', () => `${tags}\n</head>`);
      pages.set(key, page);
    }
    return page;
  };

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    // A path with a segment starting with '.' (.env, .git/) is never served: 404.
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    extensions: ['html'],
    redirect: false,
    setHeaders: (reply, file) => {
      const hashed = file.startsWith(path.join(root, 'assets') + path.sep);
      reply.header('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|assets)\//.test(url);
    if (!isPage) {
      return reply.status(404).send({ error: 'not_found', message: 'Not found.' });
    }
    // The console's pages, the review form and the address confirmation (their links are personal)
    // are nobody's search result.
    if (isConsolePath(url) || url === REVIEW_FORM_PATH || url === EMAIL_CONFIRMATION_PATH)
      reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .status(isKnownRoute(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(pageFor(url, readCookie(request, CONSENT_ANSWERED_COOKIE) !== null));
  });
}
