import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key's length in bytes; its file holds it as hex. */
const keyBytes = 32;

/**
 * The key every chained lottery seed is derived from, kept outside the database so that
 * reading the database tells nothing of a draw to come: read from its file, or made there
 * (readable by this user only) on a machine's first start. Every server of a deployment must
 * share one file: a server holding another key finds its seeds off the published chain and
 * draws nothing (see lottery.draws.ts).
 */
export function loadLotterySeedKey(file: string): Buffer {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${randomBytes(keyBytes).toString('hex')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) {
    throw new Error(`${file} must hold the lottery seed key as 64 hex characters`);
  }
  return Buffer.from(text, 'hex');
}

/** The last seed of a game's day chain: HMAC-SHA256(key, `lottery-chain:<game row>:<day>`). */
export function chainEndSeed(key: Buffer, lotteryGameId: string, day: string): string {
  return createHmac('sha256', key).update(`lottery-chain:${lotteryGameId}:${day}`).digest('hex');
}
