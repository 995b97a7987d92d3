import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { seal } from '../../scripts/seal.mjs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../../apps/server/src/db/database';
import { demoContent } from '../../apps/server/src/seed/demo-content';
import {
  createMember,
  createMerchant,
  createTableSession,
  creditWallet,
} from '../../apps/server/test/factories';

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
    /** The browser's time zone (an IANA name); this machine's when not given. */
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const width = options.width ?? 1440;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 780 : 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
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
      // The address says which call failed ("Failed to load resource" alone does not).
      const { url } = message.location();
      // The back-office sign-in answers 401 when it asks for the authenticator's code: a step
      // of signing in, not a failure.
      const isCodeAsked = url.endsWith('/ops/api/session') && message.text().includes('401');
      if (message.type() === 'error' && !isCodeAsked)
        errors.push(url ? `${message.text()} (${url})` : message.text());
    });
  });
  return { context, errors };
}

/** A Bangladeshi mobile number no other test uses (local form, 0 + 10 digits). */
export function randomLocalMobile(prefix = '0171'): string {
  return `${prefix}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** The code of the newest text message to a local Bangladeshi number, read from the outbox. */
export async function lastSmsCode(local: string): Promise<string> {
  const row = await db()
    .selectFrom('smsOutbox')
    .select('body')
    .where('recipient', '=', `+880${local.slice(1)}`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in ${row.body}`);
  return code;
}

/**
 * Session items that mark every popup announcement seen, so none covers a test's screen: the
 * demo's by their topic (as the site marks a popup that has one), any other by its id.
 */
export const noPopups = {
  popupNoticesSeen: JSON.stringify([
    ...demoContent.announcements
      .filter((notice) => notice.type === 'PU')
      .map((notice) => `topic:${notice.topic}`),
    ...Array.from({ length: 200 }, (_, index) => String(index + 1)),
  ]),
};

/** A page of the site in English (unless told), popups seen, with optional session items. */
export async function openSite(
  browser: Browser,
  options: { width?: number; session?: Record<string, string>; language?: string } = {},
) {
  const { context, errors } = await openContext(browser, {
    width: options.width,
    storage: { hisLang: options.language ?? 'en' },
    session: { ...noPopups, ...options.session },
  });
  return { context, errors, page: await context.newPage() };
}

/** Where the piece of a slider puzzle belongs, read from the database as only a test can. */
async function sliderTarget(id: string): Promise<number> {
  const row = await db()
    .selectFrom('humanChallenges')
    .select('targetLeft')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.targetLeft;
}

/** A hand-like drag: eased in and out, one sample per frame. */
function easedSteps(distance: number, steps = 24): number[] {
  return Array.from({ length: steps }, (_, index) => {
    const progress = (index + 1) / steps;
    const eased = progress < 0.5 ? 2 * progress ** 2 : 1 - (-2 * progress + 2) ** 2 / 2;
    return distance * eased;
  });
}

/**
 * Runs an action that opens the slider check (a sign-in, a registration, a code request) and
 * solves the puzzle with the mouse, as a person would.
 */
export async function passSlider(page: Page, action: () => Promise<unknown>): Promise<void> {
  const served = page.waitForResponse(
    (response) =>
      response.url().includes('/wps/verification/slider') && response.request().method() === 'GET',
  );
  await action();
  const { value } = (await (await served).json()) as { value: { id: string } };
  const target = await sliderTarget(value.id);
  await page.locator('[data-testid=slider-puzzle][data-status=ready]').waitFor();
  const box = await page.getByTestId('slider-handle').boundingBox();
  if (!box) throw new Error('slider handle not visible');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const moved of easedSteps(target)) {
    await page.mouse.move(start.x + moved, start.y);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  await page.getByTestId('human-check').waitFor({ state: 'hidden' });
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
  // The slider pass, for merchants that ask for one (others ignore it).
  const puzzle = (await call('GET', '/wps/verification/slider')).value as { id: string };
  const left = await sliderTarget(puzzle.id);
  const trail = [0, ...easedSteps(left)].map((moved, index) => [moved, index * 17 + (index % 3)]);
  const pass = await call('POST', '/wps/verification/slider', { id: puzzle.id, left, trail });
  const { ticket } = pass.value as { ticket: string };
  const login = await call(
    'POST',
    '/wps/session/login',
    seal(key, { username, password, type: 'username', humanTicket: ticket }),
  );
  return login.value as { token: string; userName: string; isAgent: number };
}

/**
 * A new member of the demo merchant with `balanceMinor` in its wallet, signed in through the
 * API: its id, and the session items that open the site signed in as it (popups seen).
 */
export async function demoMemberSession(
  prefix: string,
  balanceMinor = 0n,
  values: { isAgent?: number; uplineId?: string } = {},
) {
  const demo = await db()
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'KHELA')
    .executeTakeFirstOrThrow();
  const username = `${prefix}${Date.now().toString(36)}`;
  const password = `${prefix}-pass-1`;
  const member = await createMember(db(), demo.id, { username, password, ...values });
  if (balanceMinor > 0n) await creditWallet(db(), demo.id, member.id, balanceMinor);
  const { token } = await loginThroughApi('localhost', username, password);
  const isAgent = String(values.isAgent ?? 0);
  return {
    memberId: member.id,
    merchantId: demo.id,
    username,
    session: { ...noPopups, token, username, isAgent },
  };
}

/**
 * A launch token of a member at a table (`gameCode`, such as 'khela-arena'), made as a launch
 * makes it, for tests that play a table without going through the launch (tested apart).
 */
export function launchToken(merchantId: string, memberId: string, gameCode: string) {
  return createTableSession(db(), { merchantId, memberId, gameCode });
}

/** Calls the running app's API on the demo merchant; answers the envelope's value or throws. */
export async function callApi<T>(
  path: string,
  options: { method?: string; body?: unknown; authorization?: string } = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { language: 'en' };
  // A form (an upload) goes as multipart with its own boundary; anything else as JSON.
  let body: FormData | string | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  if (options.authorization) headers.authorization = options.authorization;
  const response = await fetch(demoUrl(path), { method, headers, body });
  const envelope = (await response.json()) as {
    success: boolean;
    code?: string;
    message?: string;
    value?: T;
  };
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
  return envelope.value as T;
}

/** Calls the app on a merchant's own host with a member's token; answers the value or throws. */
export function hostApi<T>(
  host: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: inject('e2ePort'),
        method,
        path,
        headers: {
          host,
          language: 'en',
          authorization: token,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const envelope = JSON.parse(text) as { success: boolean; code?: string; value?: T };
          if (envelope.success) resolve(envelope.value as T);
          else reject(new Error(`${path}: ${envelope.code}`));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Spins Tiger Lotus through the game's own API (launch, then spins of `stakeMinor`) until
 * `isEnough` says so after a spin, at most `spinsMax` times.
 */
export async function spinTigerLotus(
  host: string,
  token: string,
  values: { stakeMinor: number; spinsMax: number; isEnough: () => Promise<boolean> },
): Promise<void> {
  const launch = await hostApi<{ url: string }>(
    host,
    'GET',
    '/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=tiger-lotus',
    token,
  );
  const launchToken = new URL(launch.url, 'http://x').searchParams.get('token');
  for (let spin = 0; spin < values.spinsMax; spin += 1) {
    await hostApi(host, 'POST', '/house/api/spin', token, {
      token: launchToken,
      betMinor: values.stakeMinor,
      requestId: randomUUID(),
    });
    if (await values.isEnough()) return;
  }
  throw new Error(`spun ${values.spinsMax} times, not enough`);
}

/** A member's wallet balance in minor units. */
export async function walletMinorOf(memberId: string): Promise<bigint> {
  const row = await db()
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', memberId)
    .where('kind', '=', 'player')
    .executeTakeFirstOrThrow();
  return BigInt(row.balanceMinor);
}
