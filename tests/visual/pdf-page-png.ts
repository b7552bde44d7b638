// One page of a PDF as a PNG, by Debian's poppler-utils (`.ci/run` installs it).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** 96 dpi: an A4 page is 794 x 1123 pixels, fine enough to see a leader line move by a degree. */
const DPI = 96;

export async function pdfPagePng(pdf: Buffer, page: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'visual-'));
  try {
    const source = path.join(dir, 'reading.pdf');
    await writeFile(source, pdf);
    const out = path.join(dir, 'page');
    await run('pdftoppm', [
      '-png',
      '-r',
      String(DPI),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      source,
      out,
    ]);
    return await readFile(`${out}.png`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
