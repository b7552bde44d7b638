// npm run db:backup [-- --out FILE]: a consistent backup of the embedded database, written by the
// running server when one holds DATA_DIR, else by this process. Exit code 0 when written, 2 when
// it cannot be taken here (PostgreSQL, no database, DATA_DIR held by a process that does not answer
// backup requests), 1 when it failed.
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config';
import { backupLocations } from '../db/backup-locations';
import { backupStoppedDatabase, NoDatabaseError } from '../db/backup-stopped-database';
import { DataDirLockedError } from '../db/lock-data-dir';
import { moveBackup } from '../db/move-backup';
import { requestBackup } from '../db/request-backup';

const PG_DUMP_HINT = [
  'DATABASE_URL is set: the database is a PostgreSQL server, which this command does not back up.',
  "Use pg_dump (its major version at least the server's), for example:",
  '  pg_dump --format=custom --file=astral-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"',
  'and see "Backups" in the README for a schedule, restoring and point-in-time recovery.',
].join('\n');

async function takeBackup(dataDir: string): Promise<string> {
  const reply = await requestBackup(backupLocations(dataDir).socket);
  if (reply === null) return backupStoppedDatabase(dataDir, new Date());
  if ('error' in reply) throw new Error(`the running server could not write the backup: ${reply.error}`);
  return reply.file;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } }, strict: true });
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(PG_DUMP_HINT);
    return 2;
  }
  const written = await takeBackup(config.DATA_DIR);
  const file = values.out === undefined ? written : await moveBackup(written, values.out);
  const { size } = await stat(file);
  console.log(`backup written: ${file} (${size} bytes)`);
  return 0;
}

/** Errors that say this backup cannot be taken here, as against one that failed. */
function isRefusal(error: unknown): boolean {
  const usage = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') ?? false;
  return (
    usage || error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof NoDatabaseError
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `db:backup: ${error.message}` : error);
    if (error instanceof DataDirLockedError) {
      console.error(
        'That process does not answer backup requests (npm run deliver, or a server built before db:backup): let it finish or restart it, then try again.',
      );
    }
    process.exit(isRefusal(error) ? 2 : 1);
  },
);
