import { Secret, TOTP } from 'otpauth';

const periodMs = 30_000;

/**
 * An authenticator app for a secret (base32): each call answers a code of a step it never gave
 * before (the server takes each code once), the current step's or the next one's (the server
 * allows a step of drift), waiting for the clock when both were given.
 */
export function authenticatorFor(secret: string): () => Promise<string> {
  let lastStep = -1;
  return async () => {
    for (;;) {
      const current = Math.floor(Date.now() / periodMs);
      const step = Math.max(current, lastStep + 1);
      if (step <= current + 1) {
        lastStep = step;
        return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * periodMs });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
}
