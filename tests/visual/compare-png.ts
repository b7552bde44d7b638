// Compares a rendered PNG with its committed reference, or writes the reference when asked to.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const REFERENCE_DIR = path.resolve(import.meta.dirname, 'reference');
const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results/visual');

/**
 * The tolerance: a pixel differs when pixelmatch's YIQ colour distance is above 0.1 (anti-aliased
 * edges are not counted), and an image passes with at most 0.01 % of its pixels differing (89 of an
 * A4 page at 96 dpi). The same input renders to identical pixels (0 differ); what the margin lets
 * through is rasteriser noise and a changed letter or two (one letter of the running head: 17
 * pixels), which the text tests catch. A chart drawn one minute of birth time later differs by
 * 0.42 %, another chart by 1.8 %: a moved glyph, line or paragraph is far above it.
 */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_RATIO = 0.0001;

/** Set by `npm run test:visual:update`: the rendered images become the new references. */
export const UPDATING = process.env.UPDATE_VISUAL_REFERENCES === '1';

/** Null when the image matches its reference (or was written as the reference), else why not, naming the files to look at. */
export function comparePng(name: string, actualBytes: Buffer): string | null {
  const referencePath = path.join(REFERENCE_DIR, `${name}.png`);
  if (UPDATING) {
    mkdirSync(REFERENCE_DIR, { recursive: true });
    writeFileSync(referencePath, actualBytes);
    return null;
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const actualPath = path.join(RESULTS_DIR, `${name}-actual.png`);
  if (!existsSync(referencePath)) {
    writeFileSync(actualPath, actualBytes);
    return `${name}: no reference ${referencePath}; the rendered image is ${actualPath} (npm run test:visual:update writes the references)`;
  }
  const actual = PNG.sync.read(actualBytes);
  const reference = PNG.sync.read(readFileSync(referencePath));
  if (actual.width !== reference.width || actual.height !== reference.height) {
    writeFileSync(actualPath, actualBytes);
    return `${name}: ${actual.width}x${actual.height} against the reference's ${reference.width}x${reference.height}; see ${actualPath} and ${referencePath}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(actual.data, reference.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  const diffPath = path.join(RESULTS_DIR, `${name}-diff.png`);
  writeFileSync(actualPath, actualBytes);
  writeFileSync(diffPath, PNG.sync.write(diff));
  return `${name}: ${differing} pixels (${(ratio * 100).toFixed(3)} %) differ (at most ${MAX_DIFF_RATIO * 100} % allowed); see ${actualPath}, ${diffPath} and ${referencePath}`;
}
