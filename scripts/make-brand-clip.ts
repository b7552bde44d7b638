// Makes the `video-rev` bucket's default clip (media/video-rev/default.mp4): the zodiac wheel turning
// slowly above the brand's name (config/site.json). It is a brand clip, not a testimonial: no client,
// no quote, no operator's note. The clip is committed, so nobody needs ffmpeg to run or test the
// product; run this only to remake it (e.g. after changing the brand):
//   apt-get install -y ffmpeg librsvg2-bin && npx tsx scripts/make-brand-clip.ts
// Real, permission-based client videos go next to it under the names the page picks by (README,
// "Client videos"; src/web/video/video-order.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SIGNS } from '../src/astro/signs';
import { siteConfigSchema } from '../src/domain/site-config';
import { GLYPHS } from '../src/report/pdf/glyph-paths';

const require = createRequire(import.meta.url);
const OUT = join(import.meta.dirname, '..', 'media', 'video-rev', 'default.mp4');
// Portrait 9:16, the viewer's frame; a slow turn (one full turn a minute) and a fade at both ends,
// so the looping player never jumps.
const WIDTH = 360;
const HEIGHT = 640;
const FPS = 24;
const SECONDS = 7;
const FADE = 0.6;
const WHEEL = 300;
const WHEEL_TOP = 80;
const TURN_SECONDS = 60;
const GOLD = '#f5c66b';
const NIGHT = '#120d2b';
const TAGLINE = 'Personal astrology readings';

for (const tool of ['ffmpeg', 'rsvg-convert']) {
  if (spawnSync(tool, ['-version']).error) {
    console.error(`${tool} is missing: install it (apt-get install -y ffmpeg librsvg2-bin) and run again.`);
    process.exit(1);
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status ?? result.signal})`);
}

const polar = (radius: number, degrees: number, centre: number) => {
  const angle = ((degrees - 90) * Math.PI) / 180;
  return [centre + radius * Math.cos(angle), centre + radius * Math.sin(angle)]
    .map((value) => value.toFixed(2))
    .join(',');
};

/** The wheel on a transparent square: the twelve sign glyphs (the PDF chart's strokes) between two rings. */
function wheelSvg(): string {
  const c = WHEEL / 2;
  const outer = 140;
  const inner = 104;
  const glyphSize = 22;
  const dividers = SIGNS.map((_, index) => `M${polar(inner, index * 30, c)} L${polar(outer, index * 30, c)}`).join(' ');
  const ticks = Array.from(
    { length: 72 },
    (_, index) => `M${polar(inner, index * 5, c)} L${polar(inner - (index % 6 === 0 ? 8 : 4), index * 5, c)}`,
  ).join(' ');
  const spokes = Array.from(
    { length: 12 },
    (_, index) => `M${polar(22, index * 30, c)} L${polar(inner - 10, index * 30, c)}`,
  ).join(' ');
  const glyphs = SIGNS.map((sign, index) => {
    // Counter-clockwise from Aries, as on a chart wheel.
    const [x, y] = polar((outer + inner) / 2, -(index * 30 + 15), c)
      .split(',')
      .map(Number) as [number, number];
    const paths = GLYPHS[sign]
      .map(
        (part) =>
          `<path d="${part.d}" ${part.fill ? `fill="${GOLD}"` : `fill="none" stroke="${GOLD}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"`}/>`,
      )
      .join('');
    // Upright, as on the PDF's chart wheel; the slow turn leans them only a little.
    return `<g transform="translate(${x - glyphSize / 2} ${y - glyphSize / 2}) scale(${glyphSize / 20})">${paths}</g>`;
  }).join('');
  const star = 'M0,-16 L4.7,-5.2 L16,-4.9 L7.4,2.6 L9.9,14 L0,8 L-9.9,14 L-7.4,2.6 L-16,-4.9 L-4.7,-5.2 Z';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WHEEL}" height="${WHEEL}" viewBox="0 0 ${WHEEL} ${WHEEL}">
  <g fill="none" stroke="${GOLD}">
    <circle cx="${c}" cy="${c}" r="${outer}" stroke-width="2" stroke-opacity=".85"/>
    <circle cx="${c}" cy="${c}" r="${inner}" stroke-width="1.5" stroke-opacity=".7"/>
    <circle cx="${c}" cy="${c}" r="58" stroke-opacity=".3"/>
    <path d="${dividers}" stroke-width="1.5" stroke-opacity=".6"/>
    <path d="${ticks}" stroke-opacity=".45"/>
    <path d="${spokes}" stroke-opacity=".15"/>
  </g>
  ${glyphs}
  <path d="${star}" transform="translate(${c} ${c})" fill="${GOLD}"/>
</svg>`;
}

/** The still background: the night colour, a violet glow behind the wheel, a few stars. */
function backgroundSvg(): string {
  const cy = WHEEL_TOP + WHEEL / 2;
  const stars = [
    [34, 52, 1.6],
    [92, 30, 1.1],
    [300, 44, 1.8],
    [332, 120, 1.2],
    [24, 170, 1.1],
    [346, 300, 1.5],
    [18, 352, 1.7],
    [58, 420, 1],
    [318, 402, 1.1],
    [40, 560, 1.4],
    [330, 590, 1.2],
    [180, 24, 1],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join('');
  const sparkle = (x: number, y: number, s: number) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0,-6 L1.5,-1.5 L6,0 L1.5,1.5 L0,6 L-1.5,1.5 L-6,0 L-1.5,-1.5 Z"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NIGHT}"/><stop offset="1" stop-color="#1f1846"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#8b5cf6" stop-opacity=".5"/><stop offset="1" stop-color="#8b5cf6" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${WIDTH / 2}" cy="${cy}" r="190" fill="url(#glow)"/>
  <g fill="#fff" fill-opacity=".8">${stars}</g>
  <g fill="${GOLD}">${sparkle(62, 96, 1)}${sparkle(306, 212, 0.8)}${sparkle(290, 520, 0.9)}</g>
  <path d="M150 518 H210" stroke="${GOLD}" stroke-opacity=".6"/>
</svg>`;
}

/** A value inside an ffmpeg filter option: its separators and quotes escaped. */
const filterValue = (value: string) => value.replace(/[\\':,;[\]=]/g, (char) => `\\${char}`);

const site = siteConfigSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'config', 'site.json'), 'utf8')),
);
const serif = require.resolve('@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf');
const sans = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const work = mkdtempSync(join(tmpdir(), 'brand-clip-'));
try {
  writeFileSync(join(work, 'wheel.svg'), wheelSvg());
  writeFileSync(join(work, 'background.svg'), backgroundSvg());
  writeFileSync(join(work, 'brand.txt'), site.brand);
  writeFileSync(join(work, 'tagline.txt'), TAGLINE);
  run('rsvg-convert', ['-o', join(work, 'wheel.png'), join(work, 'wheel.svg')]);
  run('rsvg-convert', ['-o', join(work, 'background.png'), join(work, 'background.svg')]);

  const text = (file: string, font: string, size: number, colour: string, y: number) =>
    `drawtext=textfile=${filterValue(join(work, file))}:fontfile=${filterValue(font)}:fontsize=${size}:fontcolor=${colour}:x=(w-tw)/2:y=${y}`;
  const graph = [
    `[1:v]format=rgba,rotate=a=2*PI*t/${TURN_SECONDS}:c=none[wheel]`,
    `[0:v][wheel]overlay=x=${(WIDTH - WHEEL) / 2}:y=${WHEEL_TOP}:shortest=1,` +
      `${text('brand.txt', serif, 34, GOLD.replace('#', '0x'), 448)},` +
      `${text('tagline.txt', sans, 16, '0xe0e7ff', 534)},` +
      `fade=t=in:st=0:d=${FADE}:color=${NIGHT.replace('#', '0x')},fade=t=out:st=${SECONDS - FADE - 1 / FPS}:d=${FADE}:color=${NIGHT.replace('#', '0x')},format=yuv420p[out]`,
  ].join(';');
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(SECONDS),
    '-i',
    join(work, 'background.png'),
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(SECONDS),
    '-i',
    join(work, 'wheel.png'),
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '28',
    '-preset',
    'veryslow',
    '-tune',
    'animation',
    '-movflags',
    '+faststart',
    '-an',
    '-map_metadata',
    '-1',
    '-metadata',
    `title=${site.brand}`,
    OUT,
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`${OUT}: ${Math.round(statSync(OUT).size / 1024)} KB, ${SECONDS} s`);
