import { testLotterySeedKey } from '../../test/app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createMerchant } from '../../test/factories';
import { buildApp } from '../app';
import type { Db } from '../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let distRoot: string;
let merchant: Awaited<ReturnType<typeof createMerchant>>;

const script = 'console.log("the lite app");'.repeat(50);

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  merchant = await createMerchant(db, { name: 'Lite Brand' });
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-dist-'));
  const web = path.join(distRoot, 'web');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><!--khela:head--></head></html>');
  fs.writeFileSync(path.join(web, 'assets', 'main-abc123.js'), script);
  fs.writeFileSync(path.join(web, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(web, 'sw.js'), script);
  fs.writeFileSync(path.join(web, 'sw.js.br'), brotliCompressSync(script));
  ({ app } = await buildApp({
    config: {
      trustProxy: false,
      logLevel: 'silent',
      webDistDir: web,
      opsDistDir: path.join(distRoot, 'ops'),
    },
    db,
    lotterySeedKey: testLotterySeedKey,
    configCacheTtlMs: 0,
    isLogging: false,
  }));
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

describe('the site as a lite app', () => {
  it('names the manifest, the theme colour and the Apple icon in every page head', async () => {
    const page = await app.inject({ url: '/', headers: { host: merchant.domain! } });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page.body).toContain('<meta name="theme-color" content="#0b7a53">');
    expect(page.body).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
  });

  it('sends the build-time brotli copy to browsers that accept it, the plain file otherwise', async () => {
    const compressed = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets a cache keep the service worker, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const worker = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
    }
  });
});
