// Browser tests use Debian's chromium; install it when missing.
import fs from 'node:fs';
import { ensureTools } from './apt.mjs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (!fs.existsSync(executable)) ensureTools([['chromium', 'chromium']]);
}
