import { randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../../../lib/tokens';

/**
 * Time-based one-time passwords (RFC 6238) as every authenticator app reads them: HMAC-SHA1, six
 * digits, a new code every 30 seconds, a 160-bit secret (RFC 4226's recommendation).
 */
const secretBytes = 20;
const digits = 6;
const periodSeconds = 30;
/** A code of the step before or after is taken too: a phone's clock may be a little off. */
const driftSteps = 1;

/** One-time recovery codes for a lost phone: how many, and their alphabet (no 0/o, 1/l). */
const recoveryCodeCount = 10;
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryHalfLength = 5;

function totpOf(secret: Buffer, account = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits,
    period: periodSeconds,
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
  });
}

/** A new random secret. */
export function newTotpSecret(): Buffer {
  return randomBytes(secretBytes);
}

/** The secret as people type it into an app (base32, RFC 4648). */
export function totpSecretText(secret: Buffer): string {
  return new Secret({ buffer: Uint8Array.from(secret).buffer }).base32;
}

/** The otpauth:// address a QR code carries, naming the issuer and the account. */
export function totpUri(secret: Buffer, issuer: string, account: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The 30-second step a six-digit code belongs to, if it is one of `now`'s or a neighbour's. */
export function totpStep(secret: Buffer, code: string, now: Date): number | null {
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: driftSteps });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** Whether a text has the shape of a six-digit code (else it may be a recovery code). */
export function isTotpShaped(code: string): boolean {
  return /^\d+$/.test(code.replace(/\s/g, ''));
}

/** A recovery code as stored: lower case, without the spaces or dashes people type. */
export function recoveryCodeHash(code: string): Buffer {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
}

/** A fresh set of recovery codes, shown once as `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  const half = () =>
    Array.from(
      { length: recoveryHalfLength },
      () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
    ).join('');
  return Array.from({ length: recoveryCodeCount }, () => `${half()}-${half()}`);
}
