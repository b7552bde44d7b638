import { spawn, type ChildProcess } from 'node:child_process';

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts the built server (dist/server/main.mjs) and resolves once /healthz answers 200. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<RunningServer & { startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, stop, startMs };
}
