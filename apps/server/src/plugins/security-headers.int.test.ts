import { testLotterySeedKey } from '../../test/app';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createMerchant } from '../../test/factories';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { inlineScriptHashes } from './security-headers';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let distRoot: string;
let host: string;

const inline = 'document.documentElement.dataset.theme = "dark";';
const page = [
  '<!doctype html><html><head><!--khela:head-->',
  `<script>${inline}</script>`,
  '<script type="module" src="/assets/main.js"></script>',
  '</head><body><!--khela:shell--></body></html>',
].join('');

/** A policy's directives by name. */
function policyOf(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  const merchant = await createMerchant(db, {
    domains: [{ domain: 'play.example.test' }, { domain: 'm.example.test' }],
  });
  host = 'play.example.test';
  await db
    .insertInto('vendorWallets')
    .values([
      {
        merchantId: merchant.id,
        vassalage: 'FRAMED',
        launchUrlTemplate: 'https://games.vendor.test/launch?token={token}&lang={lang}',
        launchMode: 'frame',
      },
      {
        merchantId: merchant.id,
        vassalage: 'POPUP',
        launchUrlTemplate: 'https://popup.vendor.test/open?token={token}',
        launchMode: 'popup',
      },
    ])
    .execute();
  // A cockfight arena with its live video: the page may fetch and play that stream.
  await db
    .insertInto('gameTables')
    .values({
      merchantId: merchant.id,
      code: 'arena',
      game: 'cockfight',
      bettingMs: 60_000,
      resultMs: 10_000,
      minStakeMinor: '1000',
      maxStakeMinor: '100000',
      maxRoundPayoutMinor: '10000000',
      streamUrl: 'https://live.arena.test/pit/index.m3u8',
    })
    .execute();
  await db
    .updateTable('merchantSettings')
    .set({ launchGameCdns: ['https://cdn.games.test', 'not a url'] })
    .where('merchantId', '=', merchant.id)
    .execute();
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-csp-'));
  for (const name of ['web', 'ops']) {
    fs.mkdirSync(path.join(distRoot, name), { recursive: true });
    fs.writeFileSync(path.join(distRoot, name, 'index.html'), page);
  }
  ({ app } = await buildApp({
    config: {
      trustProxy: true,
      logLevel: 'silent',
      webDistDir: path.join(distRoot, 'web'),
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

describe('security headers', () => {
  it("let a page run only its own inline scripts, framed by the merchant's domains", async () => {
    const response = await app.inject({ url: '/promo', headers: { host } });
    const policy = policyOf(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy.get('frame-ancestors')).toEqual([
      "'self'",
      'play.example.test',
      'm.example.test',
    ]);
    // Framed vendors' games and the merchant's game CDN, not the vendor that opens a window.
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://cdn.games.test',
      'https://games.vendor.test',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://live.arena.test']);
    expect(policy.get('media-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://live.arena.test',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('keep the back office and every non-page answer out of frames', async () => {
    const ops = await app.inject({ url: '/ops/members', headers: { host } });
    expect(policyOf(ops.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    const api = await app.inject({ url: '/wps/system/status', headers: { host } });
    expect(policyOf(api.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('send HSTS and the opener policy only over TLS', async () => {
    const plain = await app.inject({ url: '/wps/system/status', headers: { host } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['cross-origin-opener-policy']).toBeUndefined();
    const tls = await app.inject({
      url: '/wps/system/status',
      headers: { host, 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(tls.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('hash inline scripts but not data blocks or external ones', () => {
    const html =
      '<script>a()</script><script type="application/json">{"x":1}</script>' +
      '<script src="/b.js"></script><script nonce="x">c()</script>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('c()')]);
  });
});
