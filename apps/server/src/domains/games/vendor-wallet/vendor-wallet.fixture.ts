import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMember, createMerchant, creditWallet } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { createLedgerRepository } from '../../money/ledger/ledger.repository';
import { createLedgerService } from '../../money/ledger/ledger.service';
import { createVendorWalletRepository } from './vendor-wallet.repository';
import { createVendorWalletService } from './vendor-wallet.service';

// The vendor wallet protocol tests' world: one merchant with a vendor connected, its members and
// their game sessions, and the signed calls a vendor makes.
export let db: Db;
export let drop: () => Promise<void>;
export let app: FastifyInstance;
export let merchantCode: string;
export let merchantId: string;
export let operatorPublicKeyPem: string;
export const clock = fixedClock('2026-11-22T10:00:00Z');
export const vendor = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const ids: Record<string, string> = {};
export const tokens: Record<string, string> = {};

/** A merchant with a connected vendor (ACME), its games, three members and their sessions. */
export async function setUpProtocol() {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantCode = merchant.code;
  merchantId = merchant.id;
  await db
    .insertInto('games')
    .values([
      {
        merchantId,
        vassalage: 'ACME',
        code: 'star-reels',
        gameType: 'RNG',
        names: '{"en":"Star Reels"}',
        imagePath: '/art/games/x.svg',
      },
      {
        merchantId,
        vassalage: 'ACME',
        code: 'old-game',
        gameType: 'RNG',
        names: '{"en":"Old"}',
        imagePath: '/art/games/x.svg',
        status: 'disabled',
      },
    ])
    .execute();
  const service = createVendorWalletService({
    db,
    repository: createVendorWalletRepository(db),
    ledger: createLedgerService({ repository: createLedgerRepository(db) }),
    clock,
  });
  operatorPublicKeyPem = await service.connect({
    merchantId,
    vassalage: 'ACME',
    vendorPublicKeyPem: vendor.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
  for (const name of ['player', 'racer', 'blocked']) {
    const { id } = await createMember(db, merchantId, {
      username: name,
      password: 'secret123',
      status: name === 'blocked' ? 'disabled' : 'active',
    });
    ids[name] = id;
    tokens[name] = await service.openSession({
      merchantId,
      memberId: id,
      vassalage: 'ACME',
      gameCode: 'star-reels',
      currency: 'BDT',
      isPlayMoney: false,
    });
  }
  await creditWallet(db, merchantId, ids.player!, 10_000n);
  await creditWallet(db, merchantId, ids.racer!, 5_000n);
  await creditWallet(db, merchantId, ids.blocked!, 1_000n);
}

export async function tearDownProtocol() {
  await app.close();
  await drop();
}

export interface Answer {
  user: string;
  status: string;
  request_uuid: string;
  currency?: string;
  balance?: number;
}

/** A signed call as a vendor makes it; the answer's own signature is checked too. */
export async function call(
  path: string,
  body: object | string,
  options: { key?: typeof vendor.privateKey | null; vendorCode?: string } = {},
): Promise<Answer> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const key = options.key === undefined ? vendor.privateKey : options.key;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['x-hub88-signature'] = sign('sha256', Buffer.from(raw), key).toString('base64');
  const response = await app.inject({
    method: 'POST',
    url: `/vendor-wallet/${merchantCode}/${options.vendorCode ?? 'ACME'}/${path}`,
    headers,
    payload: raw,
  });
  expect(response.statusCode).toBe(200);
  const signature = response.headers['x-hub88-signature'];
  if (signature !== undefined) {
    expect(
      verify(
        'sha256',
        response.rawPayload,
        operatorPublicKeyPem,
        Buffer.from(String(signature), 'base64'),
      ),
    ).toBe(true);
  }
  return response.json();
}

export const bet = (user: string, overrides: Record<string, unknown> = {}) => ({
  user,
  token: tokens[user],
  request_uuid: randomUUID(),
  transaction_uuid: randomUUID(),
  supplier_transaction_id: 'sup-1',
  round: randomUUID(),
  round_closed: false,
  is_free: false,
  game_code: 'star-reels',
  currency: 'BDT',
  amount: 100,
  ...overrides,
});
export const win = (of: ReturnType<typeof bet>, overrides: Record<string, unknown> = {}) => ({
  ...of,
  request_uuid: randomUUID(),
  transaction_uuid: randomUUID(),
  reference_transaction_uuid: of.transaction_uuid,
  round_closed: true,
  ...overrides,
});
export const rollback = (of: { transaction_uuid: string; round: string; user: string }) => ({
  user: of.user,
  token: tokens[of.user],
  request_uuid: randomUUID(),
  transaction_uuid: randomUUID(),
  round: of.round,
  round_closed: true,
  reference_transaction_uuid: of.transaction_uuid,
  game_code: 'star-reels',
});

/**
 * What "nothing moved" means: the member's balance, and every row a call may write — ledger
 * transfers and every account's balance, vendor transaction records (with their rollback and
 * transfer marks) and game rounds (with their stakes, payouts and closing) — as counts and as
 * digests of the rows, so a changed row shows as much as a new one.
 */
export async function state(user: string) {
  const balance = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', ids[user]!)
    .where('kind', '=', 'player')
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{
    transfers: number;
    accounts: number;
    vendorTransactions: number;
    gameRounds: number;
    balancesDigest: string;
    vendorTransactionsDigest: string;
    gameRoundsDigest: string;
  }>`SELECT
      (SELECT count(*) FROM ledger_transfers)::int AS transfers,
      (SELECT count(*) FROM ledger_accounts)::int AS accounts,
      (SELECT count(*) FROM vendor_transactions)::int AS "vendorTransactions",
      (SELECT count(*) FROM game_rounds)::int AS "gameRounds",
      (SELECT md5(coalesce(string_agg(a.id || ':' || a.balance_minor, ',' ORDER BY a.id), ''))
        FROM ledger_accounts a) AS "balancesDigest",
      (SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t.id), ''))
        FROM vendor_transactions t) AS "vendorTransactionsDigest",
      (SELECT md5(coalesce(string_agg(r::text, ',' ORDER BY r.id), ''))
        FROM game_rounds r) AS "gameRoundsDigest"`.execute(db);
  return { balance: Number(balance.balanceMinor), ...rows[0]! };
}

/** Runs a call that must be refused with `status` and must move nothing. */
export async function refused(status: string, run: () => Promise<Answer>, user = 'player') {
  const before = await state(user);
  const answer = await run();
  expect(answer.status).toBe(status);
  expect(await state(user)).toEqual(before);
  return answer;
}

/** Runs a call that must answer OK and move nothing (a read, or a repeat of a done call). */
export async function unchanged(run: () => Promise<Answer>, user = 'player') {
  const before = await state(user);
  const answer = await run();
  expect(answer.status).toBe('RS_OK');
  expect(await state(user)).toEqual(before);
  return answer;
}

/**
 * Runs a call that must answer OK and move exactly `expected`: the member's balance by this
 * much, and this many new accounts, transfers, vendor transaction records and game rounds (0
 * when left out).
 */
export async function moves(
  expected: {
    balance: number;
    /** Accounts opened: the house's side for the member's first money. */
    accounts?: number;
    transfers?: number;
    vendorTransactions?: number;
    gameRounds?: number;
  },
  run: () => Promise<Answer>,
  user = 'player',
) {
  const before = await state(user);
  const answer = await run();
  expect(answer.status).toBe('RS_OK');
  const after = await state(user);
  expect({
    balance: after.balance - before.balance,
    transfers: after.transfers - before.transfers,
    accounts: after.accounts - before.accounts,
    vendorTransactions: after.vendorTransactions - before.vendorTransactions,
    gameRounds: after.gameRounds - before.gameRounds,
  }).toEqual({
    balance: expected.balance,
    transfers: expected.transfers ?? 0,
    accounts: expected.accounts ?? 0,
    vendorTransactions: expected.vendorTransactions ?? 0,
    gameRounds: expected.gameRounds ?? 0,
  });
  return answer;
}
