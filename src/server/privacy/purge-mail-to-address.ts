import { open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** A message's headers come first and are short; the rest (the PDF) need not be read. */
const HEAD_BYTES = 64 * 1024;

async function readHead(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const end = text.search(/\r?\n\r?\n/);
    return end === -1 ? text : text.slice(0, end);
  } catch {
    return '';
  } finally {
    await handle.close();
  }
}

/**
 * Deletes the outbox's messages addressed to an erased e-mail address (compared without regard to
 * case), whichever reading they belonged to: a message sent to it before its reading's address was
 * changed now belongs to a reading that keeps another address, so only its recipient finds it.
 * Returns how many files it deleted; a missing folder holds nothing.
 */
export async function purgeMailToAddress(outboxDir: string, email: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const wanted = email.toLowerCase();
  let deleted = 0;
  for (const name of names) {
    const file = path.join(outboxDir, name);
    if (!(await readHead(file)).toLowerCase().includes(wanted)) continue;
    await rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
