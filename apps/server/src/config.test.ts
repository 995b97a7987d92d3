import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseHouseWallet, parseMilliseconds, parseTrustProxy } from './config';

describe('configuration', () => {
  it('parses TRUST_PROXY explicitly', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('takes durations as whole milliseconds within bounds, and refuses anything else', () => {
    expect(parseMilliseconds('DRAIN_DELAY_MS', undefined, 0, 300_000)).toBe(0);
    expect(parseMilliseconds('DRAIN_DELAY_MS', ' 10000 ', 0, 300_000)).toBe(10_000);
    for (const bad of ['10s', '-1', '1.5', 'NaN', '300001']) {
      expect(() => parseMilliseconds('DRAIN_DELAY_MS', bad, 0, 300_000), bad).toThrow(
        'DRAIN_DELAY_MS must be a whole number',
      );
    }
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

  it('puts the in-house vendor in its remote mode only with an address and a key file', () => {
    expect(loadConfig({}).houseWallet).toBeUndefined();
    const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'house-')), 'key.pem');
    fs.writeFileSync(keyFile, '-----BEGIN PRIVATE KEY-----\n');
    expect(
      parseHouseWallet({
        HOUSE_WALLET_URL: 'http://127.0.0.1:8080',
        HOUSE_WALLET_KEY_FILE: keyFile,
      }),
    ).toEqual({ url: 'http://127.0.0.1:8080', privateKeyPem: '-----BEGIN PRIVATE KEY-----\n' });
    expect(() => parseHouseWallet({ HOUSE_WALLET_URL: 'http://127.0.0.1:8080' })).toThrow();
    expect(() => parseHouseWallet({ HOUSE_WALLET_KEY_FILE: keyFile })).toThrow();
    expect(() =>
      parseHouseWallet({ HOUSE_WALLET_URL: 'ftp://x', HOUSE_WALLET_KEY_FILE: keyFile }),
    ).toThrow();
  });
});
