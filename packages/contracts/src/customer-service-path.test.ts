import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service-path';

describe('customer-service path encryption', () => {
  it('round-trips any address', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webUrl(), fc.stringMatching(/^[A-Za-z0-9]{8}$/), async (url, key) => {
        const encrypted = await encryptCustomerServicePath(url, key);
        expect(encrypted.endsWith(key)).toBe(true);
        expect(await decryptCustomerServicePath(encrypted)).toBe(url);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses tampered or malformed text', async () => {
    const encrypted = await encryptCustomerServicePath('https://chat.example/room', 'Ab3dEf7h');
    const flipped = (encrypted[0] === 'A' ? 'B' : 'A') + encrypted.slice(1);
    await expect(decryptCustomerServicePath(flipped)).rejects.toThrow();
    await expect(decryptCustomerServicePath('short')).rejects.toThrow();
    await expect(encryptCustomerServicePath('x', 'bad key!')).rejects.toThrow();
  });
});
