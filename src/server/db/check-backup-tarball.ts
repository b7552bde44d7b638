import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

import { InvalidBackupError } from './invalid-backup-error';

const BLOCK = 512;
const DATA_FOLDER_MARK = /^(\.?\/)?PG_VERSION$/;

function readOctal(header: Buffer, start: number, length: number): number {
  const text = header
    .toString('latin1', start, start + length)
    .replace(/[\0 ]+$/, '')
    .trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
}

/** A tar header's checksum: the sum of its bytes, its own field counted as spaces. */
function hasValidChecksum(header: Buffer): boolean {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
  return readOctal(header, 148, 8) === sum;
}

/**
 * Checks that a file is a gzipped tar of a PostgreSQL data folder (PG_VERSION at its top) before
 * PGlite unpacks it: PGlite reports a damaged tarball by crashing the process, not by rejecting.
 */
export async function checkBackupTarball(file: string): Promise<void> {
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(await readFile(file));
  } catch (error) {
    throw new InvalidBackupError(`${file} is not a backup made by db:backup (not gzip: ${(error as Error).message})`);
  }
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = readOctal(header, 124, 12);
    if (!hasValidChecksum(header) || Number.isNaN(size)) break;
    if (DATA_FOLDER_MARK.test(header.toString('utf8', 0, 100).replace(/\0.*$/s, ''))) return;
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new InvalidBackupError(`${file} is not a backup made by db:backup (no PostgreSQL data folder in it)`);
}
