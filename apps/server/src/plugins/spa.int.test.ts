import { testLotterySeedKey } from '../../test/app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createBanner, createMerchant } from '../../test/factories';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import type { MerchantSnapshot } from './context';
import {
  bootBannerOf,
  bootShell,
  brandHead,
  defaultFaviconUrl,
  defaultLogoUrl,
  pageEncoding,
} from './spa';

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
      // The site's page has a place for the frame painted before its scripts; the back office's not.
      page.replace('APP', name === 'web' ? '<!--khela:shell-->WEB' : 'OPS'),
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

  it('compresses the page for a browser that takes brotli or gzip, and says it varies', async () => {
    const plain = await app.inject({ url: '/', headers: { host: merchant.domain! } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      url: '/',
      headers: { host: merchant.domain!, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      url: '/rng',
      headers: { host: merchant.domain!, 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('WEB');
  });

  it('compresses JSON answers over 1 KiB for browsers that take it, nothing else twice', async () => {
    const headers = { host: merchant.domain!, language: 'en' };
    for (let index = 0; index < 12; index += 1) {
      await createBanner(db, merchant.id, {
        groupName: 'compressed',
        language: 'en',
        title: `A banner title long enough to make the answer weigh more than a kibibyte ${index}`,
      });
    }
    const url = '/wps/system/banners?group=compressed';
    const plain = await app.inject({ url, headers });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      url,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // A small answer goes as it is; the page keeps its own single encoding.
    const small = await app.inject({
      url: '/wps/system/status',
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const page = await app.inject({ url: '/', headers: { ...headers, 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('WEB');
  });

  it('reads which encodings a browser takes, refusing those it weighs at zero', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pageEncoding('br;q=0.5')).toBe('br');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
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
    expect(response.body).not.toContain('id="boot"');
    expect(response.body).not.toContain('khela:shell');
  });
});

describe('the frame painted before the scripts', () => {
  it("paints the merchant's logo, the navigation bar and the banner box ahead of the app", async () => {
    for (const url of ['/', '/home', '/rng']) {
      const response = await app.inject({ url, headers: { host: merchant.domain! } });
      const body = response.body;
      expect(body, url).toContain('<div id="boot" class="shell boot-shell" aria-hidden="true">');
      expect(body).toContain(`<img class="header__logo-full" src="/art/brand/logo.svg" alt=""`);
      expect(body).toContain('data-boot-banner');
      expect(body).not.toContain('khela:shell');
      // Ahead of the app's own output, which replaces it once it renders.
      expect(body.indexOf('id="boot"')).toBeLessThan(body.indexOf('WEB'));
    }
  });

  it('holds no text, so no language is assumed before the browser knows the visitor’s', () => {
    const shell = bootShell({
      brand: { logoUrl: '/art/brand/logo.svg' },
    } as MerchantSnapshot);
    expect(shell.replace(/<[^>]*>/g, '')).toBe('');
  });

  it('writes only a logo address of this site or https, escaped; anything else is the default', () => {
    const withLogo = (logoUrl: string) => bootShell({ brand: { logoUrl } } as MerchantSnapshot);
    expect(withLogo('https://cdn.example.com/brand/logo.svg')).toContain(
      'src="https://cdn.example.com/brand/logo.svg"',
    );
    for (const hostile of [
      'javascript:alert(1)',
      '"><script>alert(1)</script>',
      '//evil.example/logo.svg',
      'http://plain.example/logo.svg',
    ]) {
      const shell = withLogo(hostile);
      expect(shell, hostile).toContain(`src="${defaultLogoUrl}"`);
      expect(shell).not.toContain('<script');
    }
  });

  it('takes a protocol-relative favicon for another site, as it does a logo', () => {
    const head = brandHead({
      code: 'X',
      defaultLanguage: 'bn',
      brand: {
        name: 'X',
        colorPrimary: '#000',
        colorAccent: '#fff',
        faviconUrl: '//evil.example/favicon.svg',
      },
    } as MerchantSnapshot);
    expect(head).toContain(`href="${defaultFaviconUrl}"`);
    expect(head).not.toContain('evil.example');
  });

  it("writes each language's first home banner into the home page's head, as data", async () => {
    const other = await createMerchant(db, { name: 'Banner Brand' });
    await createBanner(db, other.id, { language: 'bn', title: '<b>Welcome</b> bn' });
    await createBanner(db, other.id, { language: 'en', title: 'Welcome en' });
    const response = await app.inject({ url: '/', headers: { host: other.domain! } });
    const data = /<script id="boot-banners" type="application\/json">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(data).toBeDefined();
    // '<' never appears raw inside the element, so a title cannot close it.
    expect(data).not.toContain('<');
    const banners = JSON.parse(data!) as Record<string, { url: string; title: string }>;
    expect(banners.bn).toMatchObject({
      url: '/art/banners/welcome.svg',
      title: '<b>Welcome</b> bn',
    });
    expect(banners.en?.title).toBe('Welcome en');
    expect(banners.th).toBeUndefined();
    for (const url of ['/rng', '/promotions']) {
      const page = await app.inject({ url, headers: { host: other.domain! } });
      expect(page.body, url).not.toContain('boot-banners');
    }
  });

  it('takes a banner picture only from this site or https, with a size', () => {
    const banner = {
      url: '/media/banners/a.webp?v=2',
      width: 1200,
      height: 400,
      title: 'A',
      sources: [{ url: '/media/1-0123456789abcdef-480w.webp', width: 480 }],
    };
    expect(bootBannerOf(banner)).toEqual(banner);
    expect(bootBannerOf({ ...banner, sources: undefined })).toEqual({ ...banner, sources: [] });
    // A narrower version only of this site, by a plain path (a srcset splits at commas and spaces).
    expect(
      bootBannerOf({
        ...banner,
        sources: [
          { url: 'https://cdn.example.com/a-480w.webp', width: 480 },
          { url: '/a.webp 1w, /b.webp', width: 800 },
          { url: '/a-800w.webp', width: 0 },
          { url: '/a-1080w.webp', width: 1080 },
        ],
      })?.sources,
    ).toEqual([{ url: '/a-1080w.webp', width: 1080 }]);
    expect(bootBannerOf({ ...banner, url: 'https://cdn.example.com/a.webp' })?.url).toBe(
      'https://cdn.example.com/a.webp',
    );
    for (const url of ['javascript:alert(1)', '//evil.example/a.webp', '/a.webp?x="><script>']) {
      expect(bootBannerOf({ ...banner, url }), url).toBeNull();
    }
    expect(bootBannerOf({ ...banner, width: 0 })).toBeNull();
    expect(bootBannerOf(null)).toBeNull();
  });

  it('leaves the back office page alone', async () => {
    const response = await app.inject({ url: '/ops/', headers: { host: merchant.domain! } });
    expect(response.body).not.toContain('id="boot"');
  });
});
