import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';

import type { BackupReply } from './backup-reply';
import { backupLocations } from './backup-locations';
import { backupTimeStamp } from './backup-time-stamp';

export type BackupLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/**
 * Lets `npm run db:backup` ask this process for a backup: only the process that holds DATA_DIR may
 * open the embedded database, so it writes the backup itself. A Unix socket rather than a signal:
 * the caller learns which file was written or why it failed, a process without this listener
 * (`npm run deliver`) is never sent a signal that would kill it, and the socket's mode keeps other
 * users out. Requests run one after the other. Returns a function that stops listening once the
 * backup in progress, if any, is answered.
 */
export async function serveBackupRequests(
  dataDir: string,
  backup: (file: string) => Promise<void>,
  log: BackupLog,
): Promise<() => Promise<void>> {
  const { backups, socket } = backupLocations(dataDir);
  let queue = Promise.resolve();
  const answer = (connection: Socket) => {
    // A caller that gave up still gets its backup written; only the reply is lost.
    connection.on('error', () => undefined);
    queue = queue.then(async () => {
      const file = path.join(backups, `${backupTimeStamp(new Date())}.tar.gz`);
      let reply: BackupReply;
      try {
        await mkdir(backups, { recursive: true, mode: 0o700 });
        await backup(file);
        reply = { file };
        log.info({ file }, 'database backup written');
      } catch (error) {
        reply = { error: (error as Error).message };
        log.error({ file, err: error }, 'database backup failed');
      }
      connection.end(`${JSON.stringify(reply)}\n`);
    });
  };
  const server = createServer(answer);
  // Left by a server that was killed: this process holds DATA_DIR's lock, so nobody else owns it.
  await rm(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socket, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socket, { force: true });
  };
}
