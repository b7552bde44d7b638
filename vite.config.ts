import { readFileSync } from 'node:fs';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The server validates config/site.json at start; the build only needs the brand.
const { brand } = JSON.parse(readFileSync('config/site.json', 'utf8')) as { brand: string };

/** The brand appears in <title> before any JavaScript runs, so the HTML template gets it at build time. */
function brandInHtml(): Plugin {
  return {
    name: 'brand-in-html',
    transformIndexHtml: (html) => html.replaceAll('%BRAND%', brand),
  };
}

const api = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), brandInHtml()],
  build: {
    outDir: 'dist/web',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs this ES2022 build preloads modules natively.
    modulePreload: { polyfill: false },
    // The server reads it to name each route's chunks in its page (src/server/routes/route-preloads.ts).
    manifest: true,
  },
  // The chart engine's worker is a module (src/web/chart/birth-chart.ts).
  worker: { format: 'es' },
  server: {
    proxy: { '/api': api, '/media': api, '/healthz': api },
  },
});
