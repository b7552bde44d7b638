// Every text line of a PDF with its box, page by page, by Debian's poppler-utils (`.ci/run` installs it).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A line's top and bottom in points from the top of its page. */
export type TextLine = { yMin: number; yMax: number };

export type PageLines = { height: number; lines: TextLine[] };

const attribute = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)![1]);

export async function pdfTextLines(pdf: Buffer): Promise<PageLines[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lines-'));
  try {
    const source = path.join(dir, 'reading.pdf');
    await writeFile(source, pdf);
    const { stdout } = await run('pdftotext', ['-bbox-layout', source, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout
      .split('<page ')
      .slice(1)
      .map((page) => ({
        height: attribute(page, 'height'),
        lines: [...page.matchAll(/<line [^>]*>/g)].map(([tag]) => ({
          yMin: attribute(tag, 'yMin'),
          yMax: attribute(tag, 'yMax'),
        })),
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
