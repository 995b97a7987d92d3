// What referral's integration tests share: a database and app per test file, two merchants
// (registration open), operators signed in, members registered through the real (sealed)
// register call from an address of the test's choosing, sessions opened from an address and
// browser, deposits approved by finance, rounds closed, and the calls the tests make. A test
// file calls useReferral() once.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import {
  createDepositOrder,
  createMerchant,
  createRegistrationRules,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { hashToken } from '../../../lib/tokens';

export let db: Db;
let drop: () => Promise<void>;
export let app: FastifyInstance;
/** When every test file starts: 16:00 of 10 December in Dhaka (the merchants' time zone). */
export const startsAt = '2026-12-10T10:00:00Z';
export const clock = fixedClock(startsAt);
export let merchant: Awaited<ReturnType<typeof createMerchant>>;
export let other: Awaited<ReturnType<typeof createMerchant>>;
export const ops: Record<'admin' | 'finance' | 'support' | 'otherAdmin', string> = {
  admin: '',
  finance: '',
  support: '',
  otherAdmin: '',
};
/** Members by username: id, merchant host and a session token. */
export const members: Record<
  string,
  { id: string; host: string; token: string; ip: string; userAgent: string; openedAt: string }
> = {};

/** The programme the tests start from: 50.00 and 0.30 % from the first friend, more from 2. */
export const programme = {
  isEnabled: true,
  qualifyDepositMin: '500',
  turnoverMultiple: 2,
  claimDays: 7,
  tiers: [
    { inviteesMin: 0, firstDepositReward: '50', betRate: 30 },
    { inviteesMin: 2, firstDepositReward: '80', betRate: 50 },
  ],
};

export function useReferral() {
  beforeAll(async () => {
    // Files share a worker's modules (isolate: false): nothing of another file's database stays.
    for (const key of Object.keys(members)) Reflect.deleteProperty(members, key);
    clock.set(startsAt);
    ({ db, drop } = await createTestDatabase());
    ({ app } = await createTestApp(db, { clock }));
    merchant = await createMerchant(db, { flags: { USERNAMEREG3: true } });
    other = await createMerchant(db, { flags: { USERNAMEREG3: true } });
    for (const made of [merchant, other]) await createRegistrationRules(db, made.id);
    for (const [key, merchantId, role] of [
      ['admin', merchant.id, 'admin'],
      ['finance', merchant.id, 'finance'],
      ['support', merchant.id, 'support'],
      ['otherAdmin', other.id, 'admin'],
    ] as const) {
      const username = `ref_${key.toLowerCase()}`;
      ops[key] = (await signInOperator(app, db, { merchantId, username, role })).token;
    }
    expect200(await desk('admin', 'PUT', '/ops/api/referral/settings', programme));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });
}

export function expect200<T extends { statusCode: number; body: string }>(answer: T): T {
  if (answer.statusCode !== 200) throw new Error(`refused: ${answer.body}`);
  return answer;
}

/** Calls the desk as an operator (the tests move the clock by days: the session keeps up). */
export async function desk(
  as: keyof typeof ops,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const now = clock.now();
  await db
    .updateTable('operatorSessions')
    .set({ createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) })
    .where('tokenHash', '=', hashToken(ops[as]))
    .execute();
  return app.inject({
    method,
    url,
    headers: { authorization: ops[as], language: 'en' },
    ...(payload ? { payload } : {}),
  });
}

/**
 * A session of the member's opened now from an address with a browser (what the anti-abuse
 * check reads); it becomes the token the tests call with.
 */
export async function openSession(name: string, ip: string, userAgent = `browser of ${name}`) {
  const member = members[name];
  if (!member) throw new Error(`no member ${name}`);
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db
    .insertInto('memberSessions')
    .values({
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantId: member.host === merchant.domain ? merchant.id : other.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 30 * 86_400_000),
      ip,
      userAgent,
      proof: 'password',
    })
    .execute();
  Object.assign(member, { token, ip, userAgent, openedAt: now.toISOString() });
}

/**
 * Registers a member through the site's register call from an address, with a referral code
 * when given (on the other merchant's site when `isOther`), then opens a session from there.
 */
export async function register(
  name: string,
  values: { ip: string; referralCode?: string; isOther?: boolean },
) {
  const host = (values.isOther ? other.domain : merchant.domain) ?? '';
  const answer = await sendSealed(app, {
    method: 'PUT',
    url: '/wps/member/register',
    host,
    remoteAddress: values.ip,
    payload: {
      username: name,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      ...(values.referralCode === undefined ? {} : { referralCode: values.referralCode }),
    },
  });
  expect200(answer);
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('username', '=', name)
    .where('merchantId', '=', values.isOther ? other.id : merchant.id)
    .executeTakeFirstOrThrow();
  members[name] = { id: row.id, host, token: '', ip: values.ip, userAgent: '', openedAt: '' };
  await openSession(name, values.ip);
  return row.id;
}

/** Calls the site as the member (a new session from the same place once the clock moved). */
export async function site(name: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const member = members[name];
  if (!member) throw new Error(`no member ${name}`);
  if (member.openedAt !== clock.now().toISOString()) {
    await openSession(name, member.ip, member.userAgent);
  }
  return app.inject({
    method,
    url,
    headers: { host: member.host, language: 'en', authorization: member.token },
    ...(payload ? { payload } : {}),
  });
}

/** A deposit the member made (paid from `payingNumber` when given), approved by finance. */
export async function deposit(name: string, amountMinor: bigint, payingNumber?: string) {
  const member = members[name];
  if (!member) throw new Error(`no member ${name}`);
  const orderId = await createDepositOrder(db, {
    merchantId: merchant.id,
    memberId: member.id,
    amountMinor,
    now: clock.now(),
  });
  if (payingNumber) {
    await db.updateTable('depositOrders').set({ payingNumber }).where('id', '=', orderId).execute();
  }
  expect200(await desk('finance', 'POST', `/ops/api/deposits/${orderId}/approve`));
}

let roundNo = 0;

/** A round of the member's as a game family records it (real money, closed, unless said). */
export async function round(
  name: string,
  values: { stake: bigint; payout?: bigint; closedAt: string | null; isPlayMoney?: boolean },
) {
  roundNo += 1;
  await db
    .insertInto('gameRounds')
    .values({
      merchantId: merchant.id,
      vassalage: 'KREF',
      round: `ref-${roundNo}-${randomBytes(3).toString('hex')}`,
      memberId: members[name]?.id ?? '0',
      gameCode: 'slot-ref',
      currency: 'BDT',
      stakeMinor: values.stake.toString(),
      payoutMinor: (values.payout ?? 0n).toString(),
      isClosed: values.closedAt !== null,
      startedAt: new Date(new Date(startsAt).getTime() - 3_600_000),
      closedAt: values.closedAt === null ? null : new Date(values.closedAt),
      isPlayMoney: values.isPlayMoney ?? false,
    })
    .execute();
}

/** The member's wallet balance in minor units. */
export async function walletMinor(name: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', members[name]?.id ?? '0')
    .where('kind', '=', 'player')
    .executeTakeFirst();
  return BigInt(row?.balanceMinor ?? '0');
}

/** The referral page of a member. */
export async function summaryOf(name: string) {
  return expect200(await site(name, 'GET', '/wps/referral')).json().value as {
    code: string;
    registerPath: string;
    isOffered: boolean;
    tierIndex: number;
    invitedCount: number;
    qualifiedCount: number;
    claimable: string;
    claimableCount: number;
    withheld: string;
    claimed: string;
    invitees: Array<{ username: string; status: string; earned: string }>;
  };
}

/** A member's rewards, as the page lists them. */
export async function rewardsOf(name: string) {
  return expect200(await site(name, 'GET', '/wps/referral/rewards')).json().value.list as Array<{
    id: string;
    kind: string;
    invitee: string;
    period: string;
    base: string;
    rate: number;
    amount: string;
    turnover: string;
    status: string;
  }>;
}
