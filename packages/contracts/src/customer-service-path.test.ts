import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service-path';

describe('customer-service path encryption', () => {
  it('round-trips any address', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.stringMatching(/^[A-Za-z0-9]{8}$/), (url, key) => {
        const encrypted = encryptCustomerServicePath(url, key);
        expect(encrypted.endsWith(key)).toBe(true);
        expect(decryptCustomerServicePath(encrypted)).toBe(url);
      }),
      { numRuns: 50 },
    );
    // Fifty key derivations: well under a second alone, longer on a busy machine.
  }, 30_000);

  it('refuses tampered or malformed text', () => {
    const encrypted = encryptCustomerServicePath('https://chat.example/room', 'Ab3dEf7h');
    const flipped = (encrypted[0] === 'A' ? 'B' : 'A') + encrypted.slice(1);
    expect(() => decryptCustomerServicePath(flipped)).toThrow();
    expect(() => decryptCustomerServicePath('short')).toThrow();
    expect(() => decryptCustomerServicePath('broken-cipher-text!!Ab12Cd34')).toThrow();
    expect(() => encryptCustomerServicePath('x', 'bad key!')).toThrow();
  });
});
