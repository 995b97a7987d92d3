import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of the package; its const enum cannot be imported with verbatimModuleSyntax.
const argon2id = 2;

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): strong enough, and about 20 ms,
 * so sign-in stays fast on two cores.
 */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Verifying against a fixed hash when the account is unknown keeps both failures alike in time.
let dummyHash: Promise<string> | undefined;

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Checks a password against a stored hash, or against a dummy hash when there is none. */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  dummyHash ??= hash('no-such-account-password', options);
  const isValid = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash !== undefined && isValid;
}
