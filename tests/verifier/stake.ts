import { createHash, createHmac } from 'node:crypto';

/**
 * An independent verifier of Stake's provably-fair scheme, written from its public description
 * (../shared/reference/provably-fair.md) on Node's own crypto. It imports nothing of Khela's
 * random code, so a fault there cannot hide here.
 *
 * - The server seed is used as its text: the HMAC key is its characters and the commitment the
 *   SHA-256 of them. Khela's first pairs (scheme 1) used the 32 bytes the hex decodes to.
 * - HMAC-SHA256(key, `${clientSeed}:${nonce}:${round}`), round 0, 1, … gives 32 bytes each.
 * - Four bytes b0…b3 make the float b0/256 + b1/256² + b2/256³ + b3/256⁴.
 */
export type Scheme = 1 | 2;

const keyOf = (serverSeed: string, scheme: Scheme) =>
  scheme === 2 ? Buffer.from(serverSeed, 'utf8') : Buffer.from(serverSeed, 'hex');

/** The commitment shown before play. */
export function commitment(serverSeed: string, scheme: Scheme = 2): string {
  return createHash('sha256').update(keyOf(serverSeed, scheme)).digest('hex');
}

/** The first `count` floats of HMAC-SHA256(key, `${label}:${round}`), round 0, 1, … */
export function labelFloats(
  serverSeed: string,
  label: string,
  count: number,
  scheme: Scheme = 2,
): number[] {
  const bytes = Buffer.concat(
    Array.from({ length: Math.ceil((count * 4) / 32) }, (_, round) =>
      createHmac('sha256', keyOf(serverSeed, scheme)).update(`${label}:${round}`).digest(),
    ),
  );
  return Array.from({ length: count }, (_, index) => {
    const at = index * 4;
    return (
      bytes[at]! / 256 +
      bytes[at + 1]! / 256 ** 2 +
      bytes[at + 2]! / 256 ** 3 +
      bytes[at + 3]! / 256 ** 4
    );
  });
}

/** The bytes of HMAC round `round` for a client seed and nonce. */
export function roundBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
  scheme: Scheme = 2,
): Buffer {
  return createHmac('sha256', keyOf(serverSeed, scheme))
    .update(`${clientSeed}:${nonce}:${round}`)
    .digest();
}

/** The first `count` floats of a nonce's stream. */
export function floats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
  scheme: Scheme = 2,
): number[] {
  return labelFloats(serverSeed, `${clientSeed}:${nonce}`, count, scheme);
}

/** Stake's dice: floor(float × 10 001) / 100. */
export const dice = (float: number) => Math.floor(float * 10_001) / 100;
