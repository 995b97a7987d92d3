// Tools the tests use from Debian: installed with apt when missing (as root, non-interactive).
import { spawnSync } from 'node:child_process';

/** Installs the packages of the commands not on this machine; each entry: [command, package]. */
export function ensureTools(tools) {
  const missing = tools
    .filter(([command]) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0)
    .map(([, name]) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`missing ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')}`);
  }
  console.log(`installing ${missing.join(', ')} with apt …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      throw new Error(`apt-get ${args.join(' ')} failed`);
    }
  }
}
