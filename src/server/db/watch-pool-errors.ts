import type pg from 'pg';

import type { DatabaseLog } from './database-log';
import { summarizeError } from './summarize-error';

/**
 * When PostgreSQL ends a connection (restart, failover, pg_terminate_backend) its client emits
 * 'error', and an 'error' event nobody listens to ends the process. The pool listens to its idle
 * clients, discards them and re-emits on itself; a checked-out client (a transaction, the
 * migration) has no listener but its own, so every client gets one when it connects. A broken
 * checked-out client fails its query, and the pool discards it when it is released.
 */
export function watchPoolErrors(pool: pg.Pool, log: DatabaseLog): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('error', (error) => log.warn({ error: summarizeError(error) }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle client's loss is reported once, by the pool's event above.
      if (checkedOut.has(client)) log.warn({ error: summarizeError(error) }, 'database connection lost while in use');
    });
  });
}
