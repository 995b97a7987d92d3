import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('configuration', () => {
  it('parses TRUST_PROXY explicitly', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.isSeedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false', DATABASE_URL: 'postgres://x' })).toMatchObject({
      isSeedDemo: false,
      databaseUrl: 'postgres://x',
    });
  });
});
