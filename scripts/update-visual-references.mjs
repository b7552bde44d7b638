// Rewrites the visual test's reference PNGs from the current code, on purpose: after a change to the
// reading's pages or the e-mail that was meant. Old references go first, so a page that no longer
// exists (the wheel moving to one page from two) leaves no stale image behind. Look at the new PNGs
// (git diff shows which changed) before committing them.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const REFERENCE_DIR = 'tests/visual/reference';

rmSync(REFERENCE_DIR, { recursive: true, force: true });
const { status } = spawnSync('npx', ['vitest', 'run', 'tests/visual'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_VISUAL_REFERENCES: '1' },
});
if (status === 0)
  console.log(`References written to ${REFERENCE_DIR}/; check them with git status and an image viewer.`);
process.exit(status ?? 1);
