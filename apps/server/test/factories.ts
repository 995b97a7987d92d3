import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/database';
import { twoFactorRoles, type Operator } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';

let sequence = 0;

/** A unique merchant code for a test. */
export function uniqueCode(prefix = 'T'): string {
  sequence += 1;
  return `${prefix}${sequence}_${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Creates a merchant with its settings, domains, flags and optional content. */
export async function createMerchant(
  db: Db,
  options: {
    code?: string;
    name?: string;
    domains?: { domain: string; device?: number }[];
    languages?: string[];
    defaultLanguage?: string;
    flags?: Record<string, boolean>;
    loggedInToHome?: boolean;
    copyright?: string;
    currency?: string;
    timeZone?: string;
  } = {},
) {
  const code = options.code ?? uniqueCode();
  const merchant = await db
    .insertInto('merchants')
    .values({
      code,
      name: options.name ?? `Brand ${code}`,
      languages: options.languages ?? ['bn', 'en', 'th'],
      defaultLanguage: options.defaultLanguage ?? 'bn',
      ...(options.currency ? { currency: options.currency } : {}),
      ...(options.timeZone ? { timezone: options.timeZone } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const merchantId = merchant.id;
  await db
    .insertInto('merchantSettings')
    .values({
      merchantId,
      loggedInToHome: options.loggedInToHome ?? false,
      copyright: options.copyright ?? `© ${code}`,
    })
    .execute();
  const domains = options.domains ?? [{ domain: `${code.toLowerCase().replace(/_/g, '-')}.test` }];
  if (domains.length > 0) {
    await db
      .insertInto('merchantDomains')
      .values(
        domains.map((entry) => ({ merchantId, domain: entry.domain, device: entry.device ?? 0 })),
      )
      .execute();
  }
  const flags = Object.entries(options.flags ?? {});
  if (flags.length > 0) {
    await db
      .insertInto('whitelabelFlags')
      .values(flags.map(([flagCode, isEnabled]) => ({ merchantId, code: flagCode, isEnabled })))
      .execute();
  }
  return { id: merchantId, code, domain: domains[0]?.domain ?? null };
}

/** Adds a banner in one language. */
export async function createBanner(
  db: Db,
  merchantId: string,
  values: {
    groupName?: string;
    language?: string;
    title?: string;
    startsAt?: Date;
    endsAt?: Date;
    linkageType?: 'route' | 'game' | 'promotion' | 'url';
    linkageValue?: string;
  },
) {
  return db
    .insertInto('banners')
    .values({
      merchantId,
      groupName: values.groupName ?? 'home',
      language: values.language ?? 'bn',
      title: values.title ?? 'Banner',
      imageUrl: '/art/banners/welcome.svg',
      linkageType: values.linkageType ?? 'route',
      linkageValue: values.linkageValue ?? '/rng',
      startsAt: values.startsAt ?? null,
      endsAt: values.endsAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Adds an announcement in one language. */
export async function createAnnouncement(
  db: Db,
  merchantId: string,
  values: { type?: 'B' | 'PL' | 'PU' | 'PR' | 'H'; language?: string; title?: string },
) {
  return db
    .insertInto('announcements')
    .values({
      merchantId,
      type: values.type ?? 'B',
      language: values.language ?? 'bn',
      title: values.title ?? 'Notice',
      content: '<p>Body</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Creates a member with a real argon2id password hash. */
export async function createMember(
  db: Db,
  merchantId: string,
  values: {
    username: string;
    password: string;
    isAgent?: number;
    status?: 'active' | 'disabled';
    mobile?: { countryDialingCode: string; mobileNum: string };
    /** Placed under this upline from registration on. */
    uplineId?: string;
  },
) {
  const { hashPassword } = await import('../src/lib/passwords');
  return db
    .insertInto('members')
    .values({
      merchantId,
      username: values.username.toLowerCase(),
      passwordHash: await hashPassword(values.password),
      isAgent: values.isAgent ?? 0,
      status: values.status ?? 'active',
      countryDialingCode: values.mobile?.countryDialingCode ?? null,
      mobileNum: values.mobile?.mobileNum ?? null,
      uplineId: values.uplineId ?? null,
      createdAt: new Date(),
      passwordChangedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The registration rules of the demo merchant, for a test merchant. */
export async function createRegistrationRules(db: Db, merchantId: string) {
  const { standardRegistrationFields } = await import('../src/domains/platform');
  await db
    .insertInto('registrationFields')
    .values(
      standardRegistrationFields.map((rule, index) => ({ ...rule, merchantId, sortOrder: index })),
    )
    .execute();
}

/** Sets a member's payment password (as securityCenter would). */
export async function setPaymentPassword(db: Db, memberId: string, paymentPassword: string) {
  const { hashPassword } = await import('../src/lib/passwords');
  await db
    .updateTable('members')
    .set({ paymentPasswordHash: await hashPassword(paymentPassword) })
    .where('id', '=', memberId)
    .execute();
}

/** Credits a member's wallet from the house cash account, as an approved deposit would. */
export async function creditWallet(
  db: Db,
  merchantId: string,
  memberId: string,
  amountMinor: bigint,
  currency = 'BDT',
) {
  const { createLedgerRepository } = await import('../src/domains/money/ledger/ledger.repository');
  const { createLedgerService } = await import('../src/domains/money/ledger/ledger.service');
  const ledger = createLedgerService({ repository: createLedgerRepository(db) });
  return ledger.transfer({
    merchantId,
    debitAccountId: await ledger.houseAccount(merchantId, 'cash', currency),
    creditAccountId: await ledger.account({ merchantId, kind: 'player', memberId, currency }),
    amountMinor,
    kind: 'deposit',
    idempotencyKey: `test-credit:${memberId}:${Math.random()}`,
  });
}

/**
 * A launch token of a member at an in-house table (`gameCode`, such as 'khela-arena'), made as
 * a launch makes it, for tests that play a table without going through the launch.
 */
export async function createTableSession(
  db: Db,
  values: {
    merchantId: string;
    memberId: string;
    gameCode: string;
    isPlayMoney?: boolean;
    now?: Date;
    ttlMs?: number;
  },
): Promise<string> {
  const { hashToken } = await import('../src/lib/tokens');
  const { tablesVassalage } = await import('../src/domains/tables/tables.rules');
  const token = randomBytes(32).toString('base64url');
  const now = values.now ?? new Date();
  await db
    .insertInto('gameSessions')
    .values({
      tokenHash: hashToken(token),
      merchantId: values.merchantId,
      memberId: values.memberId,
      vassalage: tablesVassalage,
      gameCode: values.gameCode,
      currency: 'BDT',
      isPlayMoney: values.isPlayMoney ?? false,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (values.ttlMs ?? 3_600_000)),
    })
    .execute();
  return token;
}

/**
 * `count` members named `<prefix>0`, `<prefix>1`, …, the first made the usual way and the rest
 * sharing its password hash (hashing is slow); answers their ids in order.
 */
export async function createMembers(
  db: Db,
  merchantId: string,
  prefix: string,
  count: number,
): Promise<string[]> {
  const first = await createMember(db, merchantId, {
    username: `${prefix}0`,
    password: 'secret123',
  });
  const { passwordHash } = await db
    .selectFrom('members')
    .select('passwordHash')
    .where('id', '=', first.id)
    .executeTakeFirstOrThrow();
  const rest =
    count > 1
      ? await db
          .insertInto('members')
          .values(
            Array.from({ length: count - 1 }, (_, index) => ({
              merchantId,
              username: `${prefix}${index + 1}`,
              passwordHash,
              createdAt: new Date(),
              passwordChangedAt: new Date(),
            })),
          )
          .returning('id')
          .execute()
      : [];
  return [first.id, ...rest.map((row) => row.id)];
}

/** A member's site session, made as a sign-in makes it (without the password's cost). */
export async function createMemberSession(
  db: Db,
  values: { merchantId: string; memberId: string; now?: Date },
): Promise<string> {
  const { hashToken } = await import('../src/lib/tokens');
  const token = randomBytes(32).toString('base64url');
  const now = values.now ?? new Date();
  await db
    .insertInto('memberSessions')
    .values({
      tokenHash: hashToken(token),
      memberId: values.memberId,
      merchantId: values.merchantId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * 3_600_000),
      ip: '127.0.0.1',
      userAgent: null,
      proof: 'password',
    })
    .execute();
  return token;
}

/**
 * A bKash send-money channel with one receiving account, as a merchant's first payment setup
 * leaves it; answers the channel's id. Limits in minor units (100.00 … 30,000.00 unless given).
 */
export async function createDepositChannel(
  db: Db,
  merchantId: string,
  limits: { minMinor: string; maxMinor: string } = { minMinor: '10000', maxMinor: '3000000' },
): Promise<string> {
  const method = await db
    .insertInto('paymentMethods')
    .values({ merchantId, code: 'bkash', name: 'bKash', kind: 'mobile_money' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const channel = await db
    .insertInto('paymentChannels')
    .values({ merchantId, methodId: method.id, code: 'send_money', name: 'Send Money', ...limits })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('receivingAccounts')
    .values({
      merchantId,
      channelId: channel.id,
      accountName: 'Desk',
      accountNumber: '01711111111',
    })
    .execute();
  return channel.id;
}

/**
 * A deposit order the member submitted (the merchant's first receiving account, made when it
 * has none), waiting for finance: approving it (POST /ops/api/deposits/:id/approve) credits
 * the wallet as a real deposit does. Answers the order's id.
 */
export async function createDepositOrder(
  db: Db,
  values: { merchantId: string; memberId: string; amountMinor: bigint; now: Date },
): Promise<string> {
  const { merchantId, memberId, amountMinor, now } = values;
  const existing = await db
    .selectFrom('receivingAccounts')
    .select(['id', 'channelId'])
    .where('merchantId', '=', merchantId)
    .orderBy('id')
    .executeTakeFirst();
  const receiving =
    existing ??
    (await db
      .selectFrom('receivingAccounts')
      .select(['id', 'channelId'])
      .where('channelId', '=', await createDepositChannel(db, merchantId))
      .executeTakeFirstOrThrow());
  const order = await db
    .insertInto('depositOrders')
    .values({
      merchantId,
      memberId,
      channelId: receiving.channelId,
      receivingAccountId: receiving.id,
      amountMinor: amountMinor.toString(),
      currency: 'BDT',
      status: 'submitted',
      idempotencyKey: `test-deposit-${randomBytes(6).toString('hex')}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      submittedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** The password every test operator has. */
export const operatorPassword = 'ops-pass-123';

/**
 * An operator of a merchant (or of the platform) with a password and, for the roles that must
 * have one, an authenticator, signed in with its recovery code `<username>-recovery-1` (whatever
 * the app's clock says); `<username>-recovery-2` is left for a second sign-in.
 */
export async function signInOperator(
  app: FastifyInstance,
  db: Db,
  values: { merchantId: string | null; username: string; role: Operator['role'] },
): Promise<{ id: string; token: string }> {
  const { hashPassword } = await import('../src/lib/passwords');
  const row = await db
    .insertInto('operators')
    .values({
      merchantId: values.merchantId,
      username: values.username,
      passwordHash: await hashPassword(operatorPassword),
      role: values.role,
      // Long-standing accounts (a second approval counts only from those).
      createdAt: new Date('2026-01-01T00:00:00Z'),
      passwordChangedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recoveryCode = `${values.username}-recovery-1`;
  if (twoFactorRoles.includes(values.role)) {
    await enrolTwoFactor(db, row.id, [recoveryCode, `${values.username}-recovery-2`]);
  }
  const answer = await app.inject({
    method: 'POST',
    url: '/ops/api/session',
    payload: {
      username: values.username,
      password: operatorPassword,
      ...(twoFactorRoles.includes(values.role) ? { code: recoveryCode } : {}),
    },
  });
  const token = answer.json().value?.token as string | undefined;
  if (!token) throw new Error(`operator sign-in failed: ${answer.body}`);
  return { id: row.id, token };
}

/** Turns an operator's authenticator on with a secret (random unless given) and recovery codes. */
export async function enrolTwoFactor(
  db: Db,
  operatorId: string,
  recoveryCodes: string[],
  secret: Buffer = randomBytes(20),
): Promise<void> {
  const { recoveryCodeHash } = await import('../src/domains/platform/desk/totp');
  await db
    .insertInto('operatorTwoFactor')
    .values({
      operatorId,
      secret,
      enabledAt: new Date('2026-01-01T00:00:00Z'),
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
    .execute();
  if (recoveryCodes.length === 0) return;
  await db
    .insertInto('operatorRecoveryCodes')
    .values(recoveryCodes.map((code) => ({ operatorId, codeHash: recoveryCodeHash(code) })))
    .execute();
}
