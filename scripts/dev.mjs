// Development: the API server restarting on change (tsx watch) and Vite's dev server with hot
// reload, which proxies /api and /media to it. Open http://localhost:5173: that is the public
// address too, so links and the console's passkeys point there.
import { spawn } from 'node:child_process';

const apiEnv = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'http://localhost:5173',
  // The paid path walks through the server's own test checkout unless told otherwise.
  FAKE_CHECKOUT: process.env.FAKE_CHECKOUT ?? 'true',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env: apiEnv }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
