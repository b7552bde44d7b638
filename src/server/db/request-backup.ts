import { connect } from 'node:net';

import type { BackupReply } from './backup-reply';

/** No socket file, or one left by a server that is gone. */
const NOBODY_LISTENS = new Set(['ENOENT', 'ECONNREFUSED']);

/**
 * Asks the server listening on `socket` for a backup and waits for its answer, however long the
 * dump takes. Resolves null when no server listens there.
 */
export function requestBackup(socket: string): Promise<BackupReply | null> {
  return new Promise((resolve, reject) => {
    let received = '';
    const connection = connect(socket);
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      received += chunk;
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (NOBODY_LISTENS.has(error.code ?? '')) resolve(null);
      else reject(error);
    });
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received) as BackupReply);
      } catch {
        reject(new Error('the server closed the backup socket without an answer (did it stop?)'));
      }
    });
  });
}
