// The browser's JavaScript, gzip: what / loads first, and each lazy chunk on its own.
// Needs `npm run build:web` first. Usage: npx tsx bench/bundle-sizes.ts
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = 'dist/web';
const gz = (file: string) => gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(path.join(root, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
  (m) => m[1]!,
);
const firstLoadBytes = firstLoad.reduce((sum, file) => sum + gz(file), 0);
console.log(`First-load JS for /: ${kb(firstLoadBytes)} gzip (${firstLoad.join(', ')}); budget <= 100 KB\n`);

const chunks = readdirSync(path.join(root, 'assets'))
  .filter((file) => file.endsWith('.js') && !firstLoad.includes(`assets/${file}`))
  .map((file) => ({ file, bytes: gz(`assets/${file}`) }))
  .sort((a, b) => b.bytes - a.bytes);
console.log('| lazy chunk | gzip |\n| --- | --- |');
for (const chunk of chunks) console.log(`| ${chunk.file} | ${kb(chunk.bytes)} |`);
