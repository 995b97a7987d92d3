// The back office in the browser tests: operators made for one test, signing in (in the
// browser or over HTTP), a caller of /ops/api and what the tests arrange through it.
import { randomBytes } from 'node:crypto';
import type { Operator } from '@khela/contracts';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { totpSecretText } from '../../apps/server/src/domains/platform/desk/totp';
import { enrolTwoFactor } from '../../apps/server/test/factories';
import { authenticatorFor } from './authenticator';
import { callApi, db, demoUrl } from './support';

/** A back-office operator made for one test, with an authenticator app of its own. */
export interface DeskOperator {
  username: string;
  password: string;
  /** The next code its authenticator shows. */
  code: () => Promise<string>;
}

/**
 * A back-office operator (a platform owner unless told) with a password and an authenticator
 * already set up, as the roles that move money must have: each test signs in as its own, so no
 * two tests race for the same one-time code. Given `merchantId`, it is that merchant's own.
 */
export async function deskOperator(
  role: Operator['role'] = 'owner',
  merchantId: string | null = null,
): Promise<DeskOperator> {
  const username = `desk${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const password = 'desk-password-1';
  const row = await db()
    .insertInto('operators')
    .values({ merchantId, username, passwordHash: await hashPassword(password), role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const secret = randomBytes(20);
  await enrolTwoFactor(db(), row.id, [], secret);
  return { username, password, code: authenticatorFor(totpSecretText(secret)) };
}

/**
 * Opens the back office's sign-in at `path` and sends a username and password, nothing more:
 * what follows (a code asked, the set-up of an authenticator, an error) is the caller's.
 */
export async function enterDeskPassword(
  page: Page,
  username: string,
  password: string,
  path = '/ops/',
): Promise<void> {
  await page.goto(demoUrl(path));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in to the back office at `path` with password and code; waits for the desk. */
export async function signInToDesk(page: Page, operator: DeskOperator, path = '/ops/') {
  await enterDeskPassword(page, operator.username, operator.password, path);
  await page.getByLabel('Authenticator code').fill(await operator.code());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('ops-operator').getByText(operator.username).waitFor();
}

/** A caller of /ops/api with the token of a back-office session. */
export type DeskCaller = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Signs an operator in over HTTP, with password and code; answers its caller of /ops/api. */
export async function deskCaller(operator: DeskOperator): Promise<DeskCaller> {
  const { token } = await callApi<{ token: string }>('/ops/api/session', {
    method: 'POST',
    body: { username: operator.username, password: operator.password, code: await operator.code() },
  });
  return <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(path, { method, body, authorization: `Bearer ${token}` });
}

let admin: Promise<DeskCaller> | undefined;

/** A back-office owner, signed in once per test file: a caller of /ops/api with its token. */
export async function opsAdmin(): Promise<DeskCaller> {
  admin ??= deskOperator().then(deskCaller);
  return admin;
}

/** A PNG uploaded through the back office for a merchant's promotions; answers its address. */
export async function uploadPromotionPicture(merchantCode: string, png: Buffer): Promise<string> {
  const ops = await opsAdmin();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'promotion.png');
  const merchant = encodeURIComponent(merchantCode);
  const { url } = await ops<{ url: string }>(
    'POST',
    `/ops/api/media?purpose=promotion&merchant=${merchant}`,
    form,
  );
  return url;
}

/** A promotion's name, summary and terms in one language. */
type PromotionText = { name: string; summary: string; terms: string };

/**
 * A running promotion members apply for (a fixed bonus of 150.00, to be wagered 4 times), made
 * and published through the back office; answers its id.
 */
export async function publishApplyPromotion(
  merchantCode: string,
  texts: Record<'bn' | 'en' | 'th', PromotionText>,
  imageUrl = '/art/promotions/welcome.svg',
): Promise<string> {
  const ops = await opsAdmin();
  const merchant = encodeURIComponent(merchantCode);
  const { id } = await ops<{ id: string }>('POST', `/ops/api/promotions?merchant=${merchant}`, {
    category: 'event',
    kind: 'apply',
    imageUrl,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: null,
    bonusType: 'fixed',
    bonusAmount: '150',
    bonusPercent: null,
    bonusCap: null,
    depositMin: null,
    prizes: [],
    turnoverMultiple: 4,
    sortOrder: 0,
    texts,
  });
  await ops('PATCH', `/ops/api/promotions/${id}/publish?merchant=${merchant}`, {
    isPublished: true,
  });
  return id;
}
