import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';

/** The port playwright.config.ts gives the e2e server as its SMTP_URL. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4326);

/**
 * A real SMTP server for the e2e server's mail: each accepted message is written whole to
 * DATA_DIR/outbox/*.eml (renamed into place, so a test never reads half a message), where the
 * tests read them. It runs in the runner's process for the whole run.
 */
export default async function startSmtpSink(): Promise<() => Promise<void>> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  mkdirSync(outbox, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(outbox, `${Date.now()}-${count}.eml`);
        writeFileSync(`${file}.partial`, Buffer.concat(chunks));
        renameSync(`${file}.partial`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
