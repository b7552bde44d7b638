import path from 'node:path';

/** Where e-mails are written as .eml files when no SMTP server is set: DATA_DIR/outbox. */
export function outboxDirOf(dataDir: string): string {
  return path.resolve(dataDir, 'outbox');
}
