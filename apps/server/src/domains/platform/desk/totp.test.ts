import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  isTotpShaped,
  newRecoveryCodes,
  recoveryCodeHash,
  totpSecretText,
  totpStep,
  totpUri,
} from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII of "12345678901234567890"; its 8-digit
// codes end in the six digits an authenticator shows.
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors = [
  { seconds: 59, code: '287082', step: 1 },
  { seconds: 1111111109, code: '081804', step: 37037036 },
  { seconds: 1111111111, code: '050471', step: 37037037 },
  { seconds: 1234567890, code: '005924', step: 41152263 },
  { seconds: 2000000000, code: '279037', step: 66666666 },
  { seconds: 20000000000, code: '353130', step: 666666666 },
];

describe('totpStep', () => {
  it.each(rfcVectors)('takes RFC 6238 code $code at $seconds s, step $step', (vector) => {
    expect(totpStep(rfcSecret, vector.code, new Date(vector.seconds * 1000))).toBe(vector.step);
  });

  it('takes the codes of the neighbouring steps and no further', () => {
    // 287082 is step 1's code (30–59 s).
    expect(totpStep(rfcSecret, '287082', new Date(89_000))).toBe(1);
    expect(totpStep(rfcSecret, '287082', new Date(10_000))).toBe(1);
    expect(totpStep(rfcSecret, '287082', new Date(95_000))).toBeNull();
  });

  it('refuses anything but six digits', () => {
    for (const code of ['28708', '2870820', '28708a', ' 287082', '']) {
      expect(totpStep(rfcSecret, code, new Date(59_000))).toBeNull();
    }
  });
});

describe('enrolment', () => {
  it('writes the secret in base32 and an otpauth address an app reads back', () => {
    expect(totpSecretText(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const uri = totpUri(rfcSecret, 'Khela back office', 'admin');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const read = new URL(uri);
    expect(read.searchParams.get('secret')).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(read.searchParams.get('issuer')).toBe('Khela back office');
    expect(read.searchParams.get('digits')).toBe('6');
    expect(read.searchParams.get('period')).toBe('30');
    const app = new TOTP({ secret: read.searchParams.get('secret') ?? '' });
    const now = new Date('2026-11-28T12:00:00Z');
    expect(totpStep(rfcSecret, app.generate({ timestamp: now.getTime() }), now)).toBe(
      Math.floor(now.getTime() / 30_000),
    );
  });
});

describe('recovery codes', () => {
  it('makes ten different codes and finds each however it is typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first = ''] = codes;
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    expect(recoveryCodeHash(typed).equals(recoveryCodeHash(first))).toBe(true);
    expect(isTotpShaped(first)).toBe(false);
    expect(isTotpShaped('123 456')).toBe(true);
  });
});
