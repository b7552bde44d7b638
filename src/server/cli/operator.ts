// npm run operator -- add EMAIL --role owner|support [--link] | list | remove EMAIL | link EMAIL
// Built, it is `node dist/server/operator.mjs`. The password is read from standard input (one line;
// typed at a terminal it is not echoed); --link prints a one-time sign-in link instead.
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

import { eq } from 'drizzle-orm';

import { operatorRoleSchema, setPasswordSchema } from '../../domain/admin-api';
import { addOperator, OperatorExistsError } from '../admin/add-operator';
import { createSigninLink } from '../admin/create-signin-link';
import { hashPassword } from '../admin/hash-password';
import { listOperators } from '../admin/list-operators';
import { removeOperator } from '../admin/remove-operator';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock-data-dir';
import { openDatabase, type Database } from '../db/open-database';
import { operators } from '../db/schema';

const USAGE = `usage:
  npm run operator -- add EMAIL --role owner|support [--link]
  npm run operator -- link EMAIL
  npm run operator -- list
  npm run operator -- remove EMAIL`;

class UsageError extends Error {}

// Accounts made here are recorded in the audit log as made from the command line.
const CLI_ACTOR = 'command-line';

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY !== true) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    const line = text.split(/\r?\n/)[0] ?? '';
    if (line === '') throw new UsageError('no password was given on standard input (or use --link)');
    return line;
  }
  process.stderr.write('Password (at least 12 characters): ');
  const lines = createInterface({ input: process.stdin, terminal: true });
  // Nothing typed is echoed.
  (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  const [line] = await once(lines, 'line');
  lines.close();
  process.stderr.write('\n');
  return String(line);
}

async function passwordHashFromInput(): Promise<string> {
  const parsed = setPasswordSchema.safeParse({ password: await readPassword() });
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'invalid password');
  return hashPassword(parsed.data.password);
}

async function operatorId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email)).limit(1);
  if (!row) throw new UsageError(`${email} has no account`);
  return row.id;
}

async function run(db: Database, argv: string[], publicBaseUrl: string): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, link: { type: 'boolean', default: false } },
    strict: true,
  });
  const [command, rawEmail] = positionals;
  const email = rawEmail?.trim().toLowerCase();
  switch (command) {
    case 'add': {
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new UsageError("add needs the operator's e-mail address");
      const role = operatorRoleSchema.safeParse(values.role);
      if (!role.success) throw new UsageError('--role must be owner or support');
      const passwordHash = values.link ? null : await passwordHashFromInput();
      const id = await addOperator(db, { email, role: role.data, passwordHash, addedBy: CLI_ACTOR });
      console.log(`added ${email} (${role.data})`);
      if (values.link)
        console.log(
          `one-time sign-in link, valid for 24 hours:\n${await createSigninLink(db, id, publicBaseUrl, new Date())}`,
        );
      return;
    }
    case 'link': {
      if (!email) throw new UsageError("link needs the operator's e-mail address");
      console.log(
        `one-time sign-in link, valid for 24 hours:\n${await createSigninLink(db, await operatorId(db, email), publicBaseUrl, new Date())}`,
      );
      return;
    }
    case 'list': {
      const rows = await listOperators(db);
      if (rows.length === 0) console.log('no operators yet');
      for (const row of rows)
        console.log(`${row.email}\t${row.role}\tsince ${row.created_at.toISOString().slice(0, 10)}`);
      return;
    }
    case 'remove': {
      if (!email) throw new UsageError("remove needs the operator's e-mail address");
      if (!(await removeOperator(db, email, CLI_ACTOR))) throw new UsageError(`${email} has no account`);
      console.log(`removed ${email}; their sessions are ended`);
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await run(database.db, process.argv.slice(2), config.PUBLIC_BASE_URL);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof OperatorExistsError ||
      error instanceof DataDirLockedError;
    const argumentError =
      error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
    console.error(known || argumentError ? (error as Error).message : error);
    if (argumentError) console.error(USAGE);
    process.exit(known || argumentError ? 2 : 1);
  },
);
