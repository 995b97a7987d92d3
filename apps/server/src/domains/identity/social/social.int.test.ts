import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant } from '../../../../test/factories';
import { siteClient, startOpenIdProvider } from '../../../../test/openid-provider';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let closeProvider: () => Promise<unknown>;
let issuer: string;
let host: string;
let otherHost: string;
let bareHost: string;
let merchantId: string;
// openid-client checks the ID token against real time, so our clock starts there.
const clock = fixedClock(new Date().toISOString());
const startedAt = clock.now().toISOString();

/** Offers the local OpenID provider to a merchant under a key. */
async function addProvider(
  forMerchant: string,
  key: string,
  displayName: string,
  values: { isEnabled?: boolean; sortOrder?: number } = {},
) {
  await db
    .insertInto('socialProviders')
    .values({
      merchantId: forMerchant,
      key,
      displayName,
      issuerUrl: issuer,
      clientId: siteClient.clientId,
      clientSecret: siteClient.clientSecret,
      isEnabled: values.isEnabled ?? true,
      sortOrder: values.sortOrder ?? 0,
    })
    .execute();
}

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db, { flags: { SOCIALLOGIN: true } });
  host = merchant.domain!;
  merchantId = merchant.id;
  const other = await createMerchant(db, { flags: { SOCIALLOGIN: true } });
  otherHost = other.domain!;
  bareHost = (await createMerchant(db)).domain!;

  const provider = await startOpenIdProvider([
    `http://${host}/wps/social/google/callback`,
    `http://${host}/wps/social/facebook/callback`,
    `http://${otherHost}/wps/social/google/callback`,
  ]);
  issuer = provider.issuer;
  closeProvider = provider.close;

  await addProvider(merchantId, 'google', 'Google', { sortOrder: 2 });
  await addProvider(merchantId, 'facebook', 'Facebook', { sortOrder: 1 });
  await addProvider(merchantId, 'apple', 'Apple', { isEnabled: false });
  await addProvider(other.id, 'google', 'Google (other brand)');
});
afterAll(async () => {
  await app.close();
  await closeProvider();
  await drop();
});

/** Cookies of one browser at the provider (paths ignored: the latest of a name wins). */
function remember(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const equals = pair.indexOf('=');
    jar.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
}

/**
 * Goes through the provider's pages as a browser would: signs in as `login` and agrees to
 * share, or gives up on the first page. Answers where the provider sends the browser back.
 */
async function passProvider(authorizationUrl: string, login: string, isAborted = false) {
  const jar = new Map<string, string>();
  let next = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    if (next.origin !== issuer) return next;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: form ? { cookie, 'content-type': 'application/x-www-form-urlencoded' } : { cookie },
      body: form?.toString(),
    });
    remember(jar, response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!prompt) throw new Error(`unexpected provider page: ${page.slice(0, 300)}`);
    if (isAborted) next = new URL(`${next.pathname}/abort`, next);
    else form = new URLSearchParams({ prompt, login, password: 'any-password' });
  }
  throw new Error('the provider never sent the browser back');
}

/** Starts a sign-in on the site; answers the provider's URL and the browser's state cookie. */
async function start(key: string, onHost = host, returnPath = '/games?tab=slots') {
  const response = await app.inject({
    url: `/wps/social/${key}/start?returnPath=${encodeURIComponent(returnPath)}`,
    headers: { host: onHost },
  });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly; SameSite=Lax/);
  return { location: response.headers.location as string, cookie: setCookie.split(';')[0]! };
}

/** The browser key the callback handed out with each ticket (its HttpOnly cookie). */
const browserKeys = new Map<string, string>();

/** Brings the provider's answer back to the site's callback; answers where the site sends it. */
async function callback(answer: URL, cookie: string, onHost = host) {
  const response = await app.inject({
    url: `${answer.pathname}${answer.search}`,
    headers: { host: onHost, cookie },
  });
  expect(response.statusCode).toBe(302);
  const location = response.headers.location as string;
  const ticket = /#social=([A-Za-z0-9_-]+)$/.exec(location)?.[1];
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  const browser = cookies.find((line) => line.startsWith('khela_social_browser='));
  if (ticket && browser) {
    expect(browser).toMatch(/Path=\/wps\/session\/login\/social; Max-Age=120; HttpOnly/);
    browserKeys.set(ticket, browser.split(';')[0]!);
  }
  return location;
}

/** A whole sign-in as `login`; answers the site's final redirect. */
async function signIn(login: string, key = 'google', returnPath?: string) {
  const started = await start(key, host, returnPath);
  const answer = await passProvider(started.location, login);
  return callback(answer, started.cookie);
}

function ticketOf(location: string): string {
  const ticket = /#social=([A-Za-z0-9_-]+)$/.exec(location)?.[1];
  if (!ticket) throw new Error(`no ticket in ${location}`);
  return ticket;
}

function loginWithTicket(ticket: string, onHost = host, cookie = browserKeys.get(ticket) ?? '') {
  return app.inject({
    method: 'POST',
    url: '/wps/session/login/social',
    headers: { host: onHost, language: 'en', cookie },
    payload: { ticket },
  });
}

describe('social providers', () => {
  it('lists the enabled providers in order, and none where none are configured', async () => {
    const listed = await app.inject({ url: '/wps/system/social', headers: { host } });
    expect(listed.json()).toEqual({
      success: true,
      value: [
        { key: 'facebook', name: 'Facebook' },
        { key: 'google', name: 'Google' },
      ],
    });
    const other = await app.inject({ url: '/wps/system/social', headers: { host: otherHost } });
    expect(other.json().value).toEqual([{ key: 'google', name: 'Google (other brand)' }]);
    const bare = await app.inject({ url: '/wps/system/social', headers: { host: bareHost } });
    expect(bare.json()).toEqual({ success: true, value: [] });
  });

  it('refuses to start with a disabled, unknown or other merchant’s provider', async () => {
    for (const [key, onHost] of [
      ['apple', host],
      ['twitter', host],
      ['facebook', otherHost],
      ['google', bareHost],
    ] as const) {
      const response = await app.inject({
        url: `/wps/social/${key}/start`,
        headers: { host: onHost },
      });
      expect(response.json().code).toBe('social_provider_unavailable');
    }
  });
});

describe('social sign-in', () => {
  it('sends the player to the provider with PKCE, state and nonce', async () => {
    const { location, cookie } = await start('google');
    const url = new URL(location);
    expect(url.origin).toBe(issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: siteClient.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `http://${host}/wps/social/google/callback`,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(`khela_social_state=${url.searchParams.get('state')}`);
  });

  it('creates and signs in a new player, and finds the same player the next time', async () => {
    const first = await signIn('subject-one');
    expect(first).toMatch(/^\/games\?tab=slots#social=/);
    const signedIn = await loginWithTicket(ticketOf(first));
    expect(signedIn.statusCode).toBe(200);
    const value = signedIn.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, isAgent: 0 });
    expect(value.userName).toMatch(/^google_[a-z0-9]{8}$/);
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { host, authorization: value.token },
    });
    expect(info.json().value.account).toBe(value.userName);
    const identity = await db
      .selectFrom('socialIdentities')
      .innerJoin('members', 'members.id', 'socialIdentities.memberId')
      .select(['socialIdentities.email', 'socialIdentities.issuer', 'members.email as memberEmail'])
      .where('subject', '=', 'subject-one')
      .executeTakeFirstOrThrow();
    expect(identity).toEqual({
      email: 'subject-one@mail.test',
      issuer,
      memberEmail: 'subject-one@mail.test',
    });

    const again = (await loginWithTicket(ticketOf(await signIn('subject-one')))).json().value;
    expect(again).toMatchObject({ userName: value.userName, firstTimeLogin: false });
    const other = (await loginWithTicket(ticketOf(await signIn('subject-two')))).json().value;
    expect(other.userName).not.toBe(value.userName);
  });

  it('keeps the same provider account apart under another provider key', async () => {
    const viaGoogle = await loginWithTicket(ticketOf(await signIn('subject-keys')));
    const viaFacebook = await loginWithTicket(ticketOf(await signIn('subject-keys', 'facebook')));
    expect(viaFacebook.json().value.userName).toMatch(/^facebook_/);
    expect(viaFacebook.json().value.userName).not.toBe(viaGoogle.json().value.userName);
  });

  it('comes back only to a path of the site', async () => {
    for (const returnPath of ['//evil.example/x', 'https://evil.example/', '/\\evil', '/a#b']) {
      expect(await signIn('subject-path', 'google', returnPath)).toMatch(/^\/#social=/);
    }
  });

  it('uses a ticket only in the browser that came back with it', async () => {
    const ticket = ticketOf(await signIn('subject-browser'));
    const elsewhere = await loginWithTicket(ticket, host, '');
    expect(elsewhere.json().code).toBe('social_ticket_invalid');
    const forged = await loginWithTicket(
      ticket,
      host,
      'khela_social_browser=forged-key-1234567890',
    );
    expect(forged.json().code).toBe('social_ticket_invalid');
    expect((await loginWithTicket(ticket)).statusCode).toBe(200);
  });

  it('uses a ticket once, within two minutes, on its own merchant', async () => {
    const ticket = ticketOf(await signIn('subject-ticket'));
    expect((await loginWithTicket(ticket, otherHost)).json().code).toBe('social_ticket_invalid');
    expect((await loginWithTicket(ticket)).statusCode).toBe(200);
    const reused = await loginWithTicket(ticket);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('social_ticket_invalid');

    const late = ticketOf(await signIn('subject-ticket'));
    clock.set(new Date(Date.parse(startedAt) + 2 * 60_000 + 1000).toISOString());
    expect((await loginWithTicket(late)).json().code).toBe('social_ticket_invalid');
    clock.set(startedAt);
    expect((await loginWithTicket('short')).json().code).toBe('validation_failed');
  });

  it('sends the player back to the login page when the provider answer does not check out', async () => {
    const tampered = await start('google');
    const answer = await passProvider(tampered.location, 'subject-bad');
    const forged = new URL(answer);
    forged.searchParams.set('state', 'not-the-state-we-sent');
    expect(await callback(forged, tampered.cookie)).toBe('/login#socialError=social_login_failed');
    expect(await callback(answer, 'khela_social_state=other')).toBe(
      '/login#socialError=social_login_failed',
    );

    const replayed = await start('google');
    const replayedAnswer = await passProvider(replayed.location, 'subject-bad');
    expect(await callback(replayedAnswer, replayed.cookie)).toMatch(/#social=/);
    expect(await callback(replayedAnswer, replayed.cookie)).toBe(
      '/login#socialError=social_login_failed',
    );

    const badCode = await start('google');
    const badCodeAnswer = await passProvider(badCode.location, 'subject-bad');
    badCodeAnswer.searchParams.set('code', 'not-a-code-the-provider-issued');
    expect(await callback(badCodeAnswer, badCode.cookie)).toBe(
      '/login#socialError=social_login_failed',
    );
  });

  it('tells a cancelled and a late sign-in apart', async () => {
    const cancelled = await start('google');
    const answer = await passProvider(cancelled.location, 'subject-cancel', true);
    expect(answer.searchParams.get('error')).toBe('access_denied');
    expect(await callback(answer, cancelled.cookie)).toBe(
      '/login#socialError=social_login_cancelled',
    );

    const late = await start('google');
    const lateAnswer = await passProvider(late.location, 'subject-late');
    clock.set(new Date(Date.parse(startedAt) + 10 * 60_000 + 1000).toISOString());
    expect(await callback(lateAnswer, late.cookie)).toBe('/login#socialError=social_login_failed');
    clock.set(startedAt);
  });

  it('keeps one merchant’s sign-in away from another', async () => {
    const started = await start('google');
    const answer = await passProvider(started.location, 'subject-walls');
    expect(await callback(answer, started.cookie, otherHost)).toBe(
      '/login#socialError=social_login_failed',
    );
    const location = await callback(answer, started.cookie);
    const value = (await loginWithTicket(ticketOf(location))).json().value;
    const elsewhere = await app.inject({
      url: '/wps/member/info',
      headers: { host: otherHost, authorization: value.token },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses a disabled player, and a provider disabled meanwhile', async () => {
    const value = (await loginWithTicket(ticketOf(await signIn('subject-disabled')))).json().value;
    await db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('username', '=', value.userName)
      .execute();
    expect(await signIn('subject-disabled')).toBe('/login#socialError=account_disabled');

    const started = await start('facebook');
    const answer = await passProvider(started.location, 'subject-switched-off');
    await db
      .updateTable('socialProviders')
      .set({ isEnabled: false })
      .where('merchantId', '=', merchantId)
      .where('key', '=', 'facebook')
      .execute();
    expect(await callback(answer, started.cookie)).toBe(
      '/login#socialError=social_provider_unavailable',
    );
  });

  it('limits the sign-ins one address may leave waiting', async () => {
    const answers = [];
    for (let attempt = 0; attempt <= 30; attempt += 1) {
      const response = await app.inject({
        url: '/wps/social/google/start',
        headers: { host: otherHost },
        remoteAddress: '203.0.113.7',
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 302)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
