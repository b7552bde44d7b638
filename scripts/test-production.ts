// npm run test:production: the container image's start path without a container engine. It reads
// the Dockerfile's runtime stage, copies what that stage copies into a temporary folder, runs its
// npm install there (production dependencies only, from the committed lockfile), then starts the
// server with the image's CMD and environment on production-like settings and checks that it
// refuses unsafe ones, answers /healthz (also through the image's HEALTHCHECK), serves the web app
// and creates and completes a reading; then the worker command sends that reading's e-mails once
// and exits 0. Run after `npm run build`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startSmtpSink } from '../tests/integration/fakes/smtp-sink';
import { freePort } from '../tests/integration/server-child';
import { createScratchDatabase } from '../tests/integration/test-databases';

type RuntimeStage = {
  /** [source in the build stage's /app, destination in the image's /app] */
  copies: [string, string][];
  npm: string[];
  env: Record<string, string>;
  healthcheck: string[];
  cmd: string[];
};

const WORKER_COMMAND = ['node', 'dist/server/deliver.mjs'];
const PUBLIC_BASE_URL = 'https://reading.example.test';
/** Not a time limit on the product: only so that a command that never ends cannot hang the suite. */
const HANG_GUARD_MS = 240_000;
const children = new Set<ChildProcess>();

function fail(message: string): never {
  throw new Error(message);
}

/** The runtime stage's instructions, continuation lines joined. */
function readRuntimeStage(file: string): RuntimeStage {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim());
  const start = lines.findIndex((line) => /^FROM\s+\S+\s+AS\s+runtime$/i.test(line));
  if (start < 0) fail(`${file} has no stage named runtime`);
  const stage: RuntimeStage = { copies: [], npm: [], env: {}, healthcheck: [], cmd: [] };
  for (const line of lines.slice(start + 1)) {
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (instruction === 'COPY') {
      const fromBuild = /^--from=build\s+\/app\/(\S+)\s+\.\/(\S+)$/.exec(args);
      const folder = /^([\w.-]+)\s+\.\/\1$/.exec(args);
      if (fromBuild) stage.copies.push([fromBuild[1] as string, fromBuild[2] as string]);
      else if (folder) stage.copies.push([folder[1] as string, folder[1] as string]);
      else if (args.endsWith(' ./'))
        stage.copies.push(
          ...args
            .split(/\s+/)
            .slice(0, -1)
            .map((name): [string, string] => [name, name]),
        );
      else fail(`cannot read this COPY in ${file}: ${line}`);
    } else if (instruction === 'RUN' && /^(--mount=\S+\s+)*npm /.test(args)) {
      // A cache mount only speeds the image's build; the command is the rest.
      stage.npm.push(args.replace(/^(--mount=\S+\s+)*/, ''));
    } else if (instruction === 'ENV') {
      const [name, value] = args.split('=');
      if (!name || value === undefined) fail(`cannot read this ENV in ${file}: ${line}`);
      stage.env[name] = value;
    } else if (instruction === 'HEALTHCHECK') {
      stage.healthcheck = JSON.parse(args.slice(args.indexOf('CMD ') + 4)) as string[];
    } else if (instruction === 'CMD') {
      stage.cmd = JSON.parse(args) as string[];
    }
  }
  if (stage.npm.length === 0 || stage.cmd.length === 0 || stage.healthcheck.length === 0)
    fail(`${file}'s runtime stage needs a RUN npm, a HEALTHCHECK and a CMD`);
  return stage;
}

function copyStage(stage: RuntimeStage, appDir: string): void {
  for (const [source, destination] of stage.copies) {
    if (!existsSync(source)) fail(`${source} is missing: run npm run build first`);
    // Copies, never links: npm in the temporary folder must not write back into the repository.
    cpSync(source, path.join(appDir, destination), { recursive: true, dereference: true });
  }
}

function runNpm(commands: string[], appDir: string): void {
  for (const command of commands) {
    const result = spawnSync('sh', ['-c', command], { cwd: appDir, encoding: 'utf8' });
    if (result.status !== 0) fail(`${command} failed in ${appDir}:\n${result.stdout}${result.stderr}`);
  }
}

function sizeMb(folder: string): number {
  const result = spawnSync('du', ['-sk', folder], { encoding: 'utf8' });
  return Math.round(Number(result.stdout.split('\t')[0]) / 1024);
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs a command of the image as the image would: its ENV plus the given settings, nothing inherited but PATH. */
function startCommand(command: string[], appDir: string, env: Record<string, string>): Started {
  const [file, ...args] = command;
  const child = spawn(file as string, args, {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once /healthz answers 200; fails with the server's output if it exits first. */
async function waitUntilHealthy(server: Started, base: string): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    if (exited) fail(`the server exited before /healthz answered:\n${server.output()}`);
    const response = await fetch(`${base}/healthz`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectRefusal(stage: RuntimeStage, appDir: string): Promise<void> {
  const refused = startCommand(stage.cmd, appDir, { ...stage.env, DATA_DIR: path.join(appDir, '.data') });
  const code = await refused.exited;
  const missing = [
    'DATABASE_URL',
    'SMTP_URL',
    'PUBLIC_BASE_URL',
    'DOCUMENT_LINK_SECRET',
    'ALLOW_UNSAFE_PRODUCTION',
  ].filter((name) => !refused.output().includes(name));
  if (code !== 1 || missing.length > 0)
    fail(
      `on the development defaults the server should refuse to start naming every variable; exit ${code}, not named: ${missing.join(', ')}\n${refused.output()}`,
    );
}

async function callApi(
  base: string,
  method: string,
  url: string,
  token: string | null,
  body?: object,
): Promise<Response> {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function expectStatus(response: Promise<Response>, status: number, what: string): Promise<Response> {
  const answered = await response;
  if (answered.status !== status) fail(`${what}: expected ${status}, got ${answered.status} ${await answered.text()}`);
  return answered;
}

/** The funnel's free order through the public API: created, answered, completed. */
async function completeFreeReading(base: string, email: string): Promise<void> {
  const created = await expectStatus(
    callApi(base, 'POST', '/api/readings', null, { gender: 'female' }),
    201,
    'POST /api/readings',
  );
  const { id, token } = (await created.json()) as { id: number; token: string };
  await expectStatus(
    callApi(base, 'PATCH', `/api/readings/${id}`, token, {
      name: 'Zoë Nguyễn',
      email,
      birth_date: '1990-02-28',
      birth_time: '3:18 PM',
      birth_city_name: 'Rome',
      birth_city_country: 'Italy',
      birth_city_lat: 41.89193,
      birth_city_lon: 12.51133,
      birth_city_timezone: 'Europe/Rome',
      zodiac_sign: 'Pisces',
      ascendant: 'Leo',
      selected_subject: 'love',
      question1: 'Will I find love this year?',
      selected_price: 'FREE',
      payment_method: 'free',
    }),
    204,
    'PATCH /api/readings/:id',
  );
  await expectStatus(
    callApi(base, 'POST', `/api/readings/${id}/free-completion`, token, {}),
    200,
    'POST /api/readings/:id/free-completion',
  );
}

/** Runs the built delivery command once, everything due by `dueBy` counted as due; fails unless it exits 0. */
async function deliver(appDir: string, env: Record<string, string>, dueBy: Date): Promise<void> {
  const worker = startCommand([...WORKER_COMMAND, '--due-by', dueBy.toISOString()], appDir, env);
  const workerCode = await worker.exited;
  if (workerCode !== 0) fail(`${WORKER_COMMAND.join(' ')} exited ${workerCode}:\n${worker.output()}`);
}

/** Stops the server as an orchestrator would; it must exit 0. */
async function stopServer(server: Started): Promise<void> {
  server.child.kill('SIGTERM');
  const stopCode = await server.exited;
  if (stopCode !== 0) fail(`the server stopped with exit code ${stopCode} on SIGTERM:\n${server.output()}`);
}

async function main(): Promise<void> {
  const began = performance.now();
  // A killed command exits with no code, which every check below reports with its output.
  setTimeout(() => {
    console.error(`production start path: a command still ran after ${HANG_GUARD_MS / 1000} s; stopping it`);
    for (const child of children) child.kill('SIGKILL');
  }, HANG_GUARD_MS).unref();
  const stage = readRuntimeStage('Dockerfile');
  const appDir = mkdtempSync(path.join(tmpdir(), 'astral-production-'));
  const sink = await startSmtpSink();
  const scratch = process.env.TEST_DATABASE_URL ? await createScratchDatabase('astral_production') : null;
  let server: Started | null = null;
  try {
    copyStage(stage, appDir);
    const installStarted = performance.now();
    runNpm(stage.npm, appDir);
    const installSeconds = (performance.now() - installStarted) / 1000;
    // Before the server writes data: the stand-in for the image's application layers.
    const installMb = [sizeMb(appDir), sizeMb(path.join(appDir, 'node_modules'))];
    mkdirSync(path.join(appDir, '.data'));
    await expectRefusal(stage, appDir);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...stage.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(appDir, '.data'),
      PUBLIC_BASE_URL,
      SMTP_URL: sink.url,
      DOCUMENT_LINK_SECRET: 'production-test-link-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      // The worker command below sends; the embedded database admits one process at a time anyway.
      DELIVERY_WORKER: 'false',
      ...(scratch ? { DATABASE_URL: scratch.url } : { ALLOW_UNSAFE_PRODUCTION: 'true' }),
    };
    const serverStarted = performance.now();
    server = startCommand(stage.cmd, appDir, env);
    await waitUntilHealthy(server, base);
    const startSeconds = (performance.now() - serverStarted) / 1000;

    const healthcheck = startCommand(stage.healthcheck, appDir, env);
    if ((await healthcheck.exited) !== 0)
      fail(`the image's HEALTHCHECK failed against a healthy server:\n${healthcheck.output()}`);
    const home = await expectStatus(fetch(`${base}/`), 200, 'GET /');
    if (!home.headers.get('strict-transport-security'))
      fail('GET / has no Strict-Transport-Security header although PUBLIC_BASE_URL is https');
    if (!(await home.text()).includes('<div id="root"')) fail('GET / is not the web app');
    await completeFreeReading(base, 'production-check@example.com');
    await stopServer(server);

    // The free order's confirmation e-mail, alone: its reading waits for the address to be confirmed.
    await deliver(appDir, env, new Date());
    const confirmations = [...sink.messages];
    const link = /\/confirm-email\?t=(\S+)/.exec(confirmations[0]?.text ?? '')?.[1];
    if (confirmations.length !== 1 || !link)
      fail(`expected one confirmation e-mail with its link; got ${confirmations.length} messages`);
    // The visitor confirms with the link (the server again: the embedded database admits one process).
    server = startCommand(stage.cmd, appDir, env);
    await waitUntilHealthy(server, base);
    await expectStatus(
      callApi(base, 'POST', '/api/email-confirmation', null, { token: decodeURIComponent(link) }),
      200,
      'POST /api/email-confirmation',
    );
    await stopServer(server);

    // The reading, three days after the confirmation.
    await deliver(appDir, env, new Date(Date.now() + 4 * 24 * 3600 * 1000));
    const pdfs = sink.messages
      .flatMap((message) => message.attachments)
      .filter((file) => file.contentType === 'application/pdf' && file.content.subarray(0, 5).toString() === '%PDF-');
    if (sink.messages.length !== 2 || pdfs.length !== 1)
      fail(
        `expected the confirmation and the reading with its PDF; got ${sink.messages.length} messages, ${pdfs.length} PDFs`,
      );

    console.log(
      [
        `production start path: ok on ${scratch ? 'PostgreSQL' : 'the embedded database (ALLOW_UNSAFE_PRODUCTION)'}`,
        `  pruned install ${installMb[0]} MB (node_modules ${installMb[1]} MB), npm ${installSeconds.toFixed(1)} s`,
        `  start to /healthz ${startSeconds.toFixed(2)} s; whole check ${((performance.now() - began) / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await sink.close();
    await scratch?.drop();
    rmSync(appDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`production start path: FAILED\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
