import { existsSync } from 'node:fs';
import { copyFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Moves a finished backup to where the operator asked, never overwriting a file there. Across
 * file systems it is copied beside the destination first, so the destination appears whole.
 */
export async function moveBackup(from: string, to: string): Promise<string> {
  const destination = path.resolve(to);
  if (existsSync(destination)) throw new Error(`${destination} exists already; the backup stays in ${from}`);
  try {
    await rename(from, destination);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const partial = `${destination}.partial`;
    await copyFile(from, partial);
    await rename(partial, destination);
    await rm(from);
  }
  return destination;
}
