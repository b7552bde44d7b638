import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { E2E_OPERATOR_PASSWORD, E2E_OWNER, E2E_SUPPORT } from './tests/e2e/operator-accounts';
import { E2E_SMTP_PORT } from './tests/e2e/smtp-sink-setup';

const PORT = Number(process.env.E2E_PORT ?? 4321);
// Specs that change what every visitor gets: a running experiment puts every new reading in its
// arms (prices) and changes the landing's headline; a password change signs out the shared console
// account's other sessions. They run alone, after the rest.
const SERVER_WIDE = ['**/experiments.spec.ts', '**/console-password.spec.ts'];
// A fresh database per run. Workers load this file too: they inherit the runner's variable
// instead of making directories of their own. scripts/e2e.mjs creates and removes it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'astral-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // A real SMTP server receives the e2e server's mail (tests read it from DATA_DIR/outbox).
  globalSetup: './tests/e2e/smtp-sink-setup.ts',
  // Every other test keeps to data of its own (its own readings, e-mail addresses and campaigns),
  // so tests run side by side against the one server; E2E_WORKERS overrides the count.
  // One by default: at two, a clean-clone run had two timing failures (step ten's highlight, the
  // preview pager) that one worker has not shown; E2E_WORKERS=2 runs them side by side.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: true,
  projects: [
    { name: 'side-by-side', testIgnore: SERVER_WIDE },
    { name: 'server-wide', testMatch: SERVER_WIDE, dependencies: ['side-by-side'], workers: 1 },
  ],
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Debian's Chromium (stack-notes): Playwright's own browser download is not reachable here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The console's two accounts are made with the production build's own command first.
    command: [
      `printf '%s\\n' '${E2E_OPERATOR_PASSWORD}' | node dist/server/operator.mjs add ${E2E_OWNER} --role owner`,
      `printf '%s\\n' '${E2E_OPERATOR_PASSWORD}' | node dist/server/operator.mjs add ${E2E_SUPPORT} --role support`,
      'node dist/server/main.mjs',
    ].join(' && '),
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // Starting takes seconds alone; on a machine busy with other work it has taken 52 s here.
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The suites create and write many readings from one address; the limits are tested in integration.
      CREATE_RATE_LIMIT: '10000',
      WRITE_RATE_LIMIT: '100000',
      READING_RATE_LIMIT: '100000',
      // Every free order of the suites asks for a confirmation e-mail from this one address.
      CONFIRMATION_RATE_LIMIT: '10000',
      // The console specs sign in many times a minute from one address.
      SIGN_IN_RATE_LIMIT: '10000',
      // The suites fake the CDN's country header (tests/e2e/funnel-helpers.ts), which only a server
      // behind a trusted proxy believes.
      TRUST_PROXY: 'true',
      // The checkout suite signs Stripe webhooks with this secret (tests/e2e/checkout-helpers.ts).
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_checkout',
      // A browser pixel to load after consent; its script is a local fake (tests/e2e/fixtures.ts).
      META_PIXEL_ID: '1234567890',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // Real reviews (tests/e2e/reviews.spec.ts); the generated modes are shown by answering the page's settings (reviews-page.spec.ts).
      REVIEWS_MODE: 'real',
    },
  },
});
