import { describe, expect, it } from 'vitest';
import { isPrivateAddress, normaliseIp, parseNetwork } from './ip';

describe('ip helpers', () => {
  it('unwraps IPv4-mapped IPv6', () => {
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseIp('garbage')).toBe('garbage');
  });

  it('matches only addresses of its own family', () => {
    const network = parseNetwork('192.0.2.0/24');
    expect(network.matches('192.0.2.200')).toBe(true);
    expect(network.matches('192.0.3.1')).toBe(false);
    expect(network.matches('2001:db8::1')).toBe(false);
    expect(network.matches('nonsense')).toBe(false);
    expect(() => parseNetwork('300.0.0.0/8')).toThrow();
  });

  it('knows private and loopback ranges', () => {
    expect(isPrivateAddress('10.0.0.1')).toBe(true);
    expect(isPrivateAddress('::1')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
  });
});
