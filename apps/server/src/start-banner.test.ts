import { describe, expect, it } from 'vitest';
import { siteAddresses, startBanner } from './start-banner';

describe('start banner', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    eth0: [
      { address: '10.0.0.5', family: 'IPv4', internal: false },
      { address: 'fe80::1', family: 'IPv6', internal: false },
    ],
  } as unknown as Parameters<typeof siteAddresses>[2];

  it('lists localhost and every outside IPv4 address when listening on all of them', () => {
    expect(siteAddresses('0.0.0.0', 8080, interfaces)).toEqual([
      'http://localhost:8080/',
      'http://10.0.0.5:8080/',
    ]);
    expect(siteAddresses('127.0.0.1', 8081, interfaces)).toEqual(['http://127.0.0.1:8081/']);
    expect(siteAddresses('::1', 8082, interfaces)).toEqual(['http://[::1]:8082/']);
  });

  it('frames the first password and says how to set a new one', () => {
    const text = startBanner({
      addresses: ['http://localhost:8080/', 'http://10.0.0.5:8080/'],
      firstLogin: { username: 'admin', password: 'S3cret-pass' },
    });
    expect(text).toContain('back office  http://localhost:8080/ops/');
    expect(text).toContain('also on      http://10.0.0.5:8080/');
    expect(text).toMatch(/\|\s+password\s+S3cret-pass\s+\|/);
    expect(text).toContain('npm run ops:password -- admin');
    expect(text).not.toContain('Demo member');
    const both = startBanner({
      addresses: ['http://localhost:8080/'],
      firstLogin: { username: 'admin', password: 'S3cret-pass' },
      demoPlayer: { username: 'khelaplayer', password: 'Pl4yer-pass' },
    });
    expect(both).toMatch(/\|\s+user\s+khelaplayer\s+\|/);
    expect(both).toMatch(/\|\s+password\s+Pl4yer-pass\s+\|/);
    expect(startBanner({ addresses: ['http://localhost:8080/'] })).not.toContain('password');
  });
});
