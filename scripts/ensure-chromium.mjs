// Browser tests use Debian's chromium; install it when missing (as root, non-interactive).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(executable)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${executable} is missing; install it with: sudo apt-get install -y chromium`);
  }
  console.log('installing chromium with apt …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
