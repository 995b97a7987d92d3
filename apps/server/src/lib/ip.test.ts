import { describe, expect, it } from 'vitest';
import { isPrivateAddress, normaliseIp, parseNetwork } from './ip';

describe('ip helpers', () => {
  it('unwraps IPv4-mapped IPv6', () => {
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseIp('garbage')).toBe('garbage');
  });

  it('answers normal IPv4 as it is and normalises the other forms', () => {
    for (const ip of ['127.0.0.1', '0.0.0.0', '255.255.255.255', '10.20.30.40', '192.168.1.9']) {
      expect(normaliseIp(ip)).toBe(ip);
    }
    expect(normaliseIp('::ffff:10.20.30.40')).toBe('10.20.30.40');
    expect(normaliseIp('::FFFF:10.20.30.40')).toBe('10.20.30.40');
    expect(normaliseIp('010.0.0.1')).toBe('8.0.0.1');
    expect(normaliseIp('256.0.0.1')).toBe('256.0.0.1');
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
