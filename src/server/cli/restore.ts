// npm run db:restore -- FILE: replaces the embedded database in DATA_DIR with a backup made by
// npm run db:backup, keeping the database it replaces as DATA_DIR/pglite.replaced-<time>. Refuses
// while a server runs. Exit code 0 when restored, 2 when refused, 1 when it failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config';
import { InvalidBackupError } from '../db/invalid-backup-error';
import { DataDirLockedError } from '../db/lock-data-dir';
import { restoreBackup } from '../db/restore-backup';

const PG_RESTORE_HINT = [
  'DATABASE_URL is set: the database is a PostgreSQL server, which this command does not restore.',
  'Restore a pg_dump archive with pg_restore into a new, empty database, check it, then point',
  'DATABASE_URL at it (see "Backups" in the README):',
  '  createdb astral_restored && pg_restore --no-owner --dbname=postgres://.../astral_restored FILE.dump',
].join('\n');

class UsageError extends Error {}

function parseFile(argv: string[]): string {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true });
  const [file, ...rest] = positionals;
  if (file === undefined || rest.length > 0)
    throw new UsageError('usage: npm run db:restore -- FILE (a .tar.gz made by npm run db:backup)');
  if (!existsSync(file)) throw new UsageError(`${file} does not exist`);
  return path.resolve(file);
}

async function main(): Promise<number> {
  const file = parseFile(process.argv.slice(2));
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(PG_RESTORE_HINT);
    return 2;
  }
  const { replaced } = await restoreBackup(config.DATA_DIR, file, new Date());
  console.log(`restored ${file} into ${path.resolve(config.DATA_DIR, 'pglite')}`);
  console.log(replaced ? `the database it replaced is kept in ${replaced}` : 'DATA_DIR had no database before');
  return 0;
}

/** Errors that say this restore may not run, as against one that failed. */
function isRefusal(error: unknown): boolean {
  const usage = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') ?? false;
  return (
    usage ||
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof InvalidBackupError
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `db:restore: ${error.message}` : error);
    process.exit(isRefusal(error) ? 2 : 1);
  },
);
