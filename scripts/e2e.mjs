// Runs the browser tests in Debian's Chromium (stack-notes: Playwright's own download is not
// reachable). Installs it with apt when running as root; otherwise says how, in one line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'inherit', ...options }).status ?? 1;
}

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = run('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }) === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing: install Debian's package with \`sudo apt-get install -y chromium\` (needs ${CHROMIUM}).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  const status = run('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (status !== 0 || !existsSync(CHROMIUM)) {
    console.error('Installing chromium with apt-get failed; see the output above.');
    process.exit(1);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'astral-e2e-'));
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
