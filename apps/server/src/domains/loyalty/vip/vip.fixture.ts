// What VIP's integration tests share: a database and app per test file, two merchants, operators
// and members signed in, the members' folded days the evaluation reads, and the calls the tests
// make. A test file calls useVip() once.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMemberSession, createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { hashPassword } from '../../../lib/passwords';

export let db: Db;
let drop: () => Promise<void>;
export let app: FastifyInstance;
/** When every test starts (each sets the clock back to it first). */
export const startsAt = '2026-12-10T10:00:00Z';
export const clock = fixedClock(startsAt);
export let merchant: Awaited<ReturnType<typeof createMerchant>>;
export let other: Awaited<ReturnType<typeof createMerchant>>;
export const ops: Record<'admin' | 'finance' | 'otherAdmin', string> = {
  admin: '',
  finance: '',
  otherAdmin: '',
};
export const players: Record<string, string> = {};
export const memberIds: Record<string, string> = {};

const names = (en: string) => ({ bn: `${en} বিএন`, en, th: `${en} ไทย` });

/** A level as the desk writes it: reach, keep, bonuses and benefits. */
export function level(values: {
  name: string;
  deposit: string;
  bet: string;
  keepDeposit?: string;
  keepBet?: string;
  upgrade?: string;
  weekly?: string;
  monthly?: string;
  countMax?: number | null;
}) {
  return {
    names: names(values.name),
    depositMin: values.deposit,
    validBetMin: values.bet,
    keepDepositMin: values.keepDeposit ?? values.deposit,
    keepValidBetMin: values.keepBet ?? values.bet,
    upgradeBonus: values.upgrade ?? '0',
    weeklyBonus: values.weekly ?? '0',
    monthlyBonus: values.monthly ?? '0',
    turnoverMultiple: 2,
    rebateRates: { RNG: 80, LIVE: 50 },
    withdrawDailyCountMax: values.countMax ?? null,
    withdrawDailyMax: null,
  };
}

/** The table the tests start from: Bronze, Silver, Gold (amounts in BDT). */
export const levels = [
  level({ name: 'Bronze', deposit: '1000', bet: '5000', keepDeposit: '500', upgrade: '10' }),
  level({
    name: 'Silver',
    deposit: '5000',
    bet: '20000',
    keepDeposit: '2000',
    keepBet: '10000',
    upgrade: '50',
    weekly: '5',
    countMax: 1,
  }),
  level({ name: 'Gold', deposit: '20000', bet: '100000', upgrade: '200', monthly: '100' }),
];

export const settings = { isEnabled: true, windowDays: 30, graceDays: 7, claimDays: 14 };

export function useVip(memberNames: string[]) {
  beforeAll(async () => {
    // Files share a worker's modules (isolate: false): nothing of another file's database stays.
    for (const cache of [players, memberIds]) {
      for (const key of Object.keys(cache)) Reflect.deleteProperty(cache, key);
    }
    ({ db, drop } = await createTestDatabase());
    ({ app } = await createTestApp(db, { clock }));
    merchant = await createMerchant(db);
    other = await createMerchant(db);
    for (const [key, merchantId, role] of [
      ['admin', merchant.id, 'admin'],
      ['finance', merchant.id, 'finance'],
      ['otherAdmin', other.id, 'admin'],
    ] as const) {
      const username = `vip_${key.toLowerCase()}`;
      ops[key] = (await signInOperator(app, db, { merchantId, username, role })).token;
    }
    expect200(await desk('admin', 'PUT', '/ops/api/vip/settings', settings));
    expect200(await desk('admin', 'PUT', '/ops/api/vip/levels', { levels }));
    const passwordHash = await hashPassword('secret123');
    const made = await db
      .insertInto('members')
      .values(
        [
          ...memberNames.map((name) => ({ name, merchantId: merchant.id })),
          { name: 'outsider', merchantId: other.id },
        ].map(({ name, merchantId }) => ({
          merchantId,
          username: name,
          passwordHash,
          createdAt: new Date(),
          passwordChangedAt: new Date(),
        })),
      )
      .returning(['id', 'username', 'merchantId'])
      .execute();
    for (const row of made) memberIds[row.username] = row.id;
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

export function desk(
  as: keyof typeof ops,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: ops[as], language: 'en' },
    ...(payload ? { payload } : {}),
  });
}

/** A session of the member's opened at the clock's time (the tests move the clock by weeks). */
async function sessionOf(name: string): Promise<string> {
  const key = `${name}@${clock.now().toISOString()}`;
  const token =
    players[key] ??
    (await createMemberSession(db, {
      merchantId: name === 'outsider' ? other.id : merchant.id,
      memberId: memberIds[name]!,
      now: clock.now(),
    }));
  players[key] = token;
  return token;
}

export async function site(name: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const host = name === 'outsider' ? other.domain : merchant.domain;
  if (!host) throw new Error('a test merchant has a domain');
  const authorization = await sessionOf(name);
  return app.inject({
    method,
    url,
    headers: { host, language: 'en', authorization },
    ...(payload ? { payload } : {}),
  });
}

let roundNo = 0;

/**
 * The member's figures of a day, in minor units: deposits folded as agent_team_fold makes them
 * of the activity inbox, and valid bets as a round of a game of their own closed that day. The
 * evaluation reads these. A second call for the same day adds to it.
 */
export async function figures(name: string, day: string, depositMinor: bigint, betMinor: bigint) {
  await sql`INSERT INTO agent_member_days AS d (merchant_id, member_id, day, deposit_minor)
      VALUES (${merchant.id}, ${memberIds[name]}, ${day}, ${depositMinor})
      ON CONFLICT (member_id, day) DO UPDATE SET
        deposit_minor = d.deposit_minor + EXCLUDED.deposit_minor`.execute(db);
  if (betMinor > 0n) {
    // One round of that day's (06:00 UTC: the same date in the merchant's zone) as valid bets.
    roundNo += 1;
    await sql`INSERT INTO game_rounds (merchant_id, vassalage, round, member_id, game_code,
          currency, stake_minor, payout_minor, is_closed, started_at, closed_at)
        VALUES (${merchant.id}, 'KFIGURES', ${`f${roundNo}`}, ${memberIds[name]}, 'figures', 'BDT',
          ${betMinor}, 0, true, ${`${day}T06:00:00Z`}, ${`${day}T06:00:00Z`})`.execute(db);
  }
}

/**
 * A round of the member's as a game family records it (closed unless said otherwise), started
 * an hour before the fixture's start; answers its key.
 */
export async function round(
  name: string,
  values: {
    code: string;
    stake: bigint;
    payout?: bigint;
    closedAt: Date | null;
    isPlayMoney?: boolean;
  },
) {
  const memberId = memberIds[name];
  if (!memberId) throw new Error(`no member ${name} in the fixture`);
  roundNo += 1;
  const key = `r${roundNo}`;
  await db
    .insertInto('gameRounds')
    .values({
      merchantId: merchant.id,
      vassalage: 'KREBATE',
      round: key,
      memberId,
      gameCode: values.code,
      currency: 'BDT',
      stakeMinor: values.stake.toString(),
      payoutMinor: (values.payout ?? 0n).toString(),
      isClosed: values.closedAt !== null,
      startedAt: new Date(new Date(startsAt).getTime() - 3_600_000),
      closedAt: values.closedAt,
      isPlayMoney: values.isPlayMoney ?? false,
    })
    .execute();
  return key;
}

/** The job's fold of the merchant's rounds closed up to five minutes ago into members' days. */
export function foldRounds() {
  return sql`SELECT round_days_fold(${merchant.id}, ${clock.now()})`.execute(db);
}

/** The member's VIP as the site shows it (evaluated on the way). */
export async function statusOf(name: string) {
  const answer = expect200(await site(name, 'GET', '/wps/vip'));
  return answer.json().value as {
    rank: number;
    graceUntil: string | null;
    deposit: string;
    validBet: string;
    bonuses: { id: string; kind: string; rank: number; period: string; status: string }[];
  };
}

/** The scheduled evaluation of every merchant, as the job runs it. */
export function evaluateAll() {
  return sql<{ n: number }>`SELECT vip_evaluate(${merchant.id}, ${clock.now()}, NULL) AS n`.execute(
    db,
  );
}

/** The member's wallet balance in minor units. */
export async function walletMinor(name: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', memberIds[name]!)
    .where('kind', '=', 'player')
    .executeTakeFirst();
  return BigInt(row?.balanceMinor ?? 0);
}
