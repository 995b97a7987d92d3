import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

const page = '<!doctype html><html><head><!--khela:head--></head><body>APP</body></html>';

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  merchant = await createMerchant(db, { name: 'Brand <One>' });
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-dist-'));
  for (const name of ['web', 'ops']) {
    fs.mkdirSync(path.join(distRoot, name, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(distRoot, name, 'index.html'),
      page.replace('APP', name.toUpperCase()),
    );
    fs.writeFileSync(path.join(distRoot, name, 'assets', 'main-abc123.js'), 'console.log(1)');
  }
  ({ app } = await buildApp({
    config: {
      trustProxy: false,
      logLevel: 'silent',
      webDistDir: path.join(distRoot, 'web'),
      opsDistDir: path.join(distRoot, 'ops'),
    },
    db,
    configCacheTtlMs: 0,
    isLogging: false,
  }));
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

describe('serving the site and back office', () => {
  it('serves the app for every page path, with the brand in the head and no caching', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/rng?vassalage=X',
      '/register.html',
      '/deep/unknown/route',
    ]) {
      const response = await app.inject({ url, headers: { host: merchant.domain! } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('WEB');
      expect(response.body).toContain(`<meta name="merchant" content="${merchant.code}">`);
      expect(response.body).toContain('<title>Brand &#60;One&#62;</title>');
    }
  });

  it('serves the back office under /ops', async () => {
    for (const url of ['/ops', '/ops/', '/ops/members/42']) {
      const response = await app.inject({ url, headers: { host: merchant.domain! } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('OPS');
    }
  });

  it('serves hashed assets for a year and refuses missing ones with 404', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('still serves the page on an unknown host, without a merchant', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'unknown.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('name="merchant"');
  });
});
