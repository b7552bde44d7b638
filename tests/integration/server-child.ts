import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A server started from source as a child process, as a test sees it. */
export type ServerChild = { child: ChildProcess; base: string; output: () => string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Resolves once /healthz answers 200; rejects with the server's output if it exits first. */
function waitUntilHealthy(server: ServerChild): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before it answered:\n${server.output()}`));
    server.child.once('exit', onExit);
    const poll = () => {
      fetch(`${server.base}/healthz`).then(
        (response) => {
          if (response.ok) {
            server.child.off('exit', onExit);
            resolve();
          } else setTimeout(poll, 100);
        },
        () => setTimeout(poll, 100),
      );
    };
    poll();
  });
}

/**
 * Starts `src/server/main.ts` on a free port of 127.0.0.1 with the given environment and waits
 * until it answers; `started` keeps it, so the test can stop every child even after a failure.
 */
export async function startServerChild(env: NodeJS.ProcessEnv, started: Set<ChildProcess>): Promise<ServerChild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { child, base: `http://127.0.0.1:${port}`, output: () => output };
  await waitUntilHealthy(server);
  return server;
}
