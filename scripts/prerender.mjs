// Writes the landing pages' HTML at build time, so the headline, hero and identity cards paint
// before any JavaScript runs. Run after `vite build`: it renders src/web/prerender.tsx (bundled
// for Node by Vite, so CSS and asset imports resolve exactly as in the browser build) into the
// built index.html and writes
//   dist/web/index.html  the prerendered /
//   dist/web/love.html   the prerendered /love
//   dist/web/index.landing_headline-alternative.html, love.landing_headline-alternative.html: the
//                        same with the alternative headline; the server picks the visitor's (decision 0021)
//   dist/web/app.html    the empty shell every other route starts from
//   dist/web/assets/landing-boot-<hash>.js  the landing pages' only script before their first paint
//   dist/web/.screens/<path>.html, <path>.asking-consent.html  every later screen as it first
//                        renders, without and with the consent banner, painted while the app loads
//                        (the dot keeps them out of the static files; the server sends them)
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build as bundle } from 'esbuild';
import { build } from 'vite';

const webDir = 'dist/web';
const ssrDir = 'dist/prerender';
const marker = '<div id="root"><!--prerender--></div>';

await build({
  logLevel: 'warn',
  build: { ssr: 'src/web/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { PRERENDERED_PATHS, LANDING_HEADLINE_VARIANTS, PAINTED_SCREENS, renderPage, renderScreen } = await import(
  pathToFileURL(path.resolve(ssrDir, 'prerender.js')).href
);

const template = await readFile(path.join(webDir, 'index.html'), 'utf8');
if (!template.includes(marker)) throw new Error(`${webDir}/index.html has no ${marker}`);

// The landing pages carry their CSS inline: one request fewer before the first paint. The server's
// CSP allows inline styles (never inline scripts), and the stylesheet is the whole app's, so later
// screens need nothing more.
const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(template);
if (!stylesheet?.[1]) throw new Error('no stylesheet link in the built index.html');
const css = await readFile(path.join(webDir, stylesheet[1]), 'utf8');
// Their script only makes the painted page interactive, so it must not compete with the paint:
// the app's tags wait inert in a <template> (no preload, no fetch) and a small boot script loads
// them once the page has painted (src/web/landing-boot.ts).
const appTags = template.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
if (!appTags.some((tag) => tag.startsWith('<script'))) throw new Error('no module script in the built index.html');
const boot = await bundle({
  entryPoints: ['src/web/landing-boot.ts'],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  write: false,
  logLevel: 'warning',
});
const bootCode = boot.outputFiles[0].contents;
const bootFile = `assets/landing-boot-${createHash('sha256').update(bootCode).digest('base64url').slice(0, 8)}.js`;
await writeFile(path.join(webDir, bootFile), bootCode);
let landingTemplate = template.replace(stylesheet[0], () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`);
for (const tag of appTags) landingTemplate = landingTemplate.replace(tag, '');
landingTemplate = landingTemplate.replace(
  '</head>',
  () =>
    `<script type="module" fetchpriority="low" crossorigin src="/${bootFile}"></script>\n` +
    `<template data-app-scripts>${appTags.join('')}</template>\n</head>`,
);

const bases = { '/': 'index', '/love': 'love' };
for (const pagePath of PRERENDERED_PATHS) {
  for (const headline of LANDING_HEADLINE_VARIANTS) {
    // The specification's headline keeps the plain file names (and needs no attribute).
    const file =
      headline === 'spec' ? `${bases[pagePath]}.html` : `${bases[pagePath]}.landing_headline-${headline}.html`;
    const variant = headline === 'spec' ? '' : ` data-landing-headline="${headline}"`;
    const html = renderPage(pagePath, headline);
    const page = landingTemplate.replace(
      marker,
      () => `<div id="root" data-prerendered="${pagePath}"${variant}>${html}</div>`,
    );
    await writeFile(path.join(webDir, file), page);
    console.log(`prerendered ${pagePath} (${headline}) -> ${webDir}/${file} (${page.length} bytes)`);
  }
}
// Later screens are painted the same way, from the same boot script. Until the app replaces the
// page its fields and buttons are disabled (a disabled fieldset) and inert: a field typed into
// before would lose its text. The wrapper adds no box of its own (display: contents).
const screensDir = path.join(webDir, '.screens');
await mkdir(screensDir, { recursive: true });
for (const screenPath of PAINTED_SCREENS) {
  for (const consentAsked of [false, true]) {
    const html = await renderScreen(screenPath, consentAsked);
    const page = landingTemplate.replace(
      marker,
      () =>
        `<div id="root"><fieldset data-painted-screen disabled inert style="display:contents">${html}</fieldset></div>`,
    );
    const file = `${screenPath.slice(1)}${consentAsked ? '.asking-consent' : ''}.html`;
    await writeFile(path.join(screensDir, file), page);
  }
}
console.log(`painted ${PAINTED_SCREENS.length} screens -> ${screensDir}`);
await writeFile(path.join(webDir, 'app.html'), template.replace(marker, '<div id="root"></div>'));
console.log(`app shell -> ${webDir}/app.html`);

await rm(ssrDir, { recursive: true, force: true });
