import http from 'node:http';
import { seal } from '../../scripts/seal.mjs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../../apps/server/src/db/database';
import { createMerchant } from '../../apps/server/test/factories';

/** Hosts under this domain resolve to 127.0.0.1 inside the test browser. */
export const testDomain = 'khela.test';

let database: Db | undefined;

/** The running app's database, for arranging merchants and configuration. */
export function db(): Db {
  database ??= createDatabase(inject('e2eDatabaseUrl'));
  return database;
}

export async function closeDb(): Promise<void> {
  await database?.destroy();
  database = undefined;
}

/** Debian's chromium, headless, with every *.khela.test host pointed at this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
      `--host-resolver-rules=MAP *.${testDomain} 127.0.0.1`,
    ],
  });
}

/** The demo merchant's address (seeded, served on localhost). */
export function demoUrl(path = '/'): string {
  return `http://localhost:${inject('e2ePort')}${path}`;
}

/** A merchant of its own for one test, reachable at its own host name. */
export async function newMerchant(options: Parameters<typeof createMerchant>[1] = {}) {
  const label = `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const domain = `${label}.${testDomain}`;
  const merchant = await createMerchant(db(), { domains: [{ domain }], ...options });
  return { ...merchant, url: (path = '/') => `http://${domain}:${inject('e2ePort')}${path}` };
}

/** A browser context at a phone or desktop width, collecting page errors. */
export async function openContext(
  browser: Browser,
  options: {
    width?: number;
    storage?: Record<string, string>;
    session?: Record<string, string>;
  } = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const width = options.width ?? 1440;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 780 : 900 },
  });
  const errors: string[] = [];
  const storage = JSON.stringify(options.storage ?? {});
  const session = JSON.stringify(options.session ?? {});
  await context.addInitScript(
    ([local, sessionItems]) => {
      // Opaque documents (about:blank, aborted loads) have no storage to prepare.
      try {
        void sessionStorage.length;
      } catch {
        return;
      }
      if (sessionStorage.getItem('__e2e_init')) return;
      sessionStorage.setItem('__e2e_init', '1');
      for (const [key, value] of Object.entries(JSON.parse(local) as Record<string, string>)) {
        localStorage.setItem(key, value);
      }
      for (const [key, value] of Object.entries(
        JSON.parse(sessionItems) as Record<string, string>,
      )) {
        sessionStorage.setItem(key, value);
      }
    },
    [storage, session] as const,
  );
  context.on('page', (page: Page) => {
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  });
  return { context, errors };
}

/** Signs a member in through the API, sealed as the browser does, on the merchant's own host. */
export async function loginThroughApi(domain: string, username: string, password: string) {
  const call = (method: string, path: string, body?: unknown) =>
    new Promise<{ value: unknown }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port: inject('e2ePort'),
          method,
          path,
          headers: { host: domain, 'content-type': 'application/json', encryption: 'RSA' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(JSON.parse(text) as { value: unknown }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const key = (await call('GET', '/wps/system/publicKey')).value as { keyId: string; spki: string };
  const login = await call(
    'POST',
    '/wps/session/login',
    seal(key, { username, password, type: 'username' }),
  );
  return login.value as { token: string; userName: string; isAgent: number };
}
