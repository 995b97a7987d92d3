import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMember, createMerchant, creditWallet } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { createLedgerRepository } from '../../money/ledger/ledger.repository';
import { createLedgerService } from '../../money/ledger/ledger.service';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { createVendorWalletRepository } from './vendor-wallet.repository';
import { createVendorWalletService, gameSessionTtlMs } from './vendor-wallet.service';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let merchantCode: string;
let merchantId: string;
let operatorPublicKeyPem: string;
const clock = fixedClock('2026-11-22T10:00:00Z');
const vendor = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
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
});
afterAll(async () => {
  await app.close();
  await drop();
});

interface Answer {
  user: string;
  status: string;
  request_uuid: string;
  currency?: string;
  balance?: number;
}

/** A signed call as a vendor makes it; the answer's own signature is checked too. */
async function call(
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

const bet = (user: string, overrides: Record<string, unknown> = {}) => ({
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
const win = (of: ReturnType<typeof bet>, overrides: Record<string, unknown> = {}) => ({
  ...of,
  request_uuid: randomUUID(),
  transaction_uuid: randomUUID(),
  reference_transaction_uuid: of.transaction_uuid,
  round_closed: true,
  ...overrides,
});
const rollback = (of: { transaction_uuid: string; round: string; user: string }) => ({
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
async function state(user: string) {
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
async function refused(status: string, run: () => Promise<Answer>, user = 'player') {
  const before = await state(user);
  const answer = await run();
  expect(answer.status).toBe(status);
  expect(await state(user)).toEqual(before);
  return answer;
}

/** Runs a call that must answer OK and move nothing (a read, or a repeat of a done call). */
async function unchanged(run: () => Promise<Answer>, user = 'player') {
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
async function moves(
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

describe('vendor wallet protocol', () => {
  it('answers user info and balance, signed', async () => {
    const info = await unchanged(() => call('user/info', { user: 'player', request_uuid: 'r-1' }));
    expect(info).toMatchObject({
      user: 'player',
      status: 'RS_OK',
      request_uuid: 'r-1',
      currency: 'BDT',
      balance: 10_000,
    });
    const balance = await unchanged(() =>
      call('user/balance', {
        user: 'player',
        token: tokens.player,
        request_uuid: 'r-2',
        game_code: 'star-reels',
      }),
    );
    expect(balance).toMatchObject({ status: 'RS_OK', balance: 10_000, request_uuid: 'r-2' });
  });

  it('refuses bad and missing signatures and unknown partners before reading the body', async () => {
    await refused('RS_ERROR_INVALID_SIGNATURE', () =>
      call('transaction/bet', bet('player'), { key: null }),
    );
    await refused('RS_ERROR_INVALID_SIGNATURE', () =>
      call('transaction/bet', bet('player'), { key: stranger.privateKey }),
    );
    // A signature over other bytes (re-serialised JSON) does not count.
    const body = bet('player');
    const raw = JSON.stringify(body, null, 2);
    const before = await state('player');
    const response = await app.inject({
      method: 'POST',
      url: `/vendor-wallet/${merchantCode}/ACME/transaction/bet`,
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': sign(
          'sha256',
          Buffer.from(JSON.stringify(body)),
          vendor.privateKey,
        ).toString('base64'),
      },
      payload: raw,
    });
    expect(response.json().status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await state('player')).toEqual(before);
    await refused('RS_ERROR_INVALID_PARTNER', () =>
      call('transaction/bet', bet('player'), { vendorCode: 'NOPE' }),
    );
  });

  it('refuses malformed requests: missing uuid, bad amounts, broken JSON', async () => {
    const withoutUuid: Record<string, unknown> = bet('player');
    delete withoutUuid.transaction_uuid;
    await refused('RS_ERROR_WRONG_SYNTAX', () => call('transaction/bet', withoutUuid));
    await refused('RS_ERROR_WRONG_SYNTAX', () => call('transaction/bet', '{"user":'));
    for (const amount of [-100, 1.5, '100', 1e16]) {
      await refused('RS_ERROR_WRONG_TYPES', () =>
        call('transaction/bet', bet('player', { amount })),
      );
    }
  });

  it('refuses invalid tokens, games and currencies', async () => {
    await refused('RS_ERROR_INVALID_TOKEN', () =>
      call('transaction/bet', bet('player', { token: 'nope' })),
    );
    await refused('RS_ERROR_INVALID_TOKEN', () =>
      call('transaction/bet', bet('player', { token: tokens.racer })),
    );
    await refused('RS_ERROR_INVALID_TOKEN', () =>
      call('transaction/bet', bet('ghost', { token: tokens.player })),
    );
    await refused('RS_ERROR_INVALID_GAME', () =>
      call('transaction/bet', bet('player', { game_code: 'old-game' })),
    );
    await refused('RS_ERROR_INVALID_GAME', () =>
      call('transaction/bet', bet('player', { game_code: 'missing' })),
    );
    await refused('RS_ERROR_WRONG_CURRENCY', () =>
      call('transaction/bet', bet('player', { currency: 'USD' })),
    );
  });

  it('debits a bet once; a repeat answers OK, a changed repeat is a duplicate', async () => {
    const first = bet('player', { amount: 250 });
    // The member's first money in the game: the house's side of it is opened with it.
    const placed = await moves(
      { balance: -250, accounts: 1, transfers: 1, vendorTransactions: 1, gameRounds: 1 },
      () => call('transaction/bet', first),
    );
    expect(placed).toMatchObject({ balance: 9_750 });
    // The call found the accounts the ledger names for the member: its wallet and its shard of
    // the house's games account; the transfer is the one keyed by the call's uuid.
    const ledger = createLedgerService({ repository: createLedgerRepository(db) });
    const moved = await db
      .selectFrom('ledgerTransfers')
      .select(['debitAccountId', 'creditAccountId', 'amountMinor'])
      .where('idempotencyKey', '=', `vendor-wallet:${merchantId}:ACME:${first.transaction_uuid}`)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({
      debitAccountId: await ledger.account({
        merchantId,
        kind: 'player',
        memberId: ids.player!,
        currency: 'BDT',
      }),
      creditAccountId: await ledger.houseAccount(merchantId, 'games', 'BDT', ids.player!),
      amountMinor: '250',
    });
    const repeat = await unchanged(() =>
      call('transaction/bet', { ...first, request_uuid: 'again' }),
    );
    expect(repeat).toMatchObject({ balance: 9_750, request_uuid: 'again' });
    await refused('RS_ERROR_DUPLICATE_TRANSACTION', () =>
      call('transaction/bet', { ...first, amount: 251 }),
    );
    await refused('RS_ERROR_DUPLICATE_TRANSACTION', () =>
      call('transaction/bet', { ...first, round: 'other-round' }),
    );
    const won = win(first, { amount: 400 });
    // The win joins the bet's round: a record and a transfer, no new round.
    const paid = await moves({ balance: 400, transfers: 1, vendorTransactions: 1 }, () =>
      call('transaction/win', won),
    );
    expect(paid).toMatchObject({ balance: 10_150 });
    expect(await unchanged(() => call('transaction/win', won))).toMatchObject({ balance: 10_150 });
    await refused('RS_ERROR_DUPLICATE_TRANSACTION', () =>
      call('transaction/win', { ...won, amount: 1 }),
    );
    const round = await db
      .selectFrom('gameRounds')
      .selectAll()
      .where('round', '=', first.round)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ stakeMinor: '250', payoutMinor: '400', isClosed: true });
  });

  it('refuses a bet above the balance with the real balance', async () => {
    const answer = await refused('RS_ERROR_NOT_ENOUGH_MONEY', () =>
      call('transaction/bet', bet('player', { amount: 1_000_000 })),
    );
    expect(answer.balance).toBe(10_150);
    // Refused bets leave no record: the same uuid can be bet again once it is affordable.
    const retry = bet('player', { amount: 1_000_000 });
    await refused('RS_ERROR_NOT_ENOUGH_MONEY', () => call('transaction/bet', retry));
    await moves({ balance: -50, transfers: 1, vendorTransactions: 1, gameRounds: 1 }, () =>
      call('transaction/bet', { ...retry, amount: 50 }),
    );
  });

  it('closes a round with a win of 0 and refuses wins for unknown bets', async () => {
    const placed = bet('player', { amount: 100 });
    await moves({ balance: -100, transfers: 1, vendorTransactions: 1, gameRounds: 1 }, () =>
      call('transaction/bet', placed),
    );
    // A win of nothing is recorded and closes the round, but moves no money.
    const closing = win(placed, { amount: 0 });
    await moves({ balance: 0, vendorTransactions: 1 }, () => call('transaction/win', closing));
    const round = await db
      .selectFrom('gameRounds')
      .select(['stakeMinor', 'payoutMinor', 'isClosed'])
      .where('round', '=', placed.round)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ stakeMinor: '100', payoutMinor: '0', isClosed: true });
    await unchanged(() => call('transaction/win', closing));
    await refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', () =>
      call('transaction/win', win(bet('player'), { amount: 10 })),
    );
  });

  it('takes wins after the token expired but refuses bets', async () => {
    const placed = bet('player', { amount: 100 });
    await moves({ balance: -100, transfers: 1, vendorTransactions: 1, gameRounds: 1 }, () =>
      call('transaction/bet', placed),
    );
    clock.set(new Date(Date.parse('2026-11-22T10:00:00Z') + gameSessionTtlMs + 1000).toISOString());
    try {
      await refused('RS_ERROR_TOKEN_EXPIRED', () => call('transaction/bet', bet('player')));
      // A repeat of the bet made in time still answers OK, moving nothing.
      await unchanged(() => call('transaction/bet', placed));
      const late = win(placed, { amount: 300 });
      await moves({ balance: 300, transfers: 1, vendorTransactions: 1 }, () =>
        call('transaction/win', late),
      );
      await unchanged(() => call('transaction/win', late));
    } finally {
      clock.set('2026-11-22T10:00:00Z');
    }
  });

  it('rolls a bet back once, and refuses a win after it', async () => {
    const placed = bet('player', { amount: 500 });
    await moves({ balance: -500, transfers: 1, vendorTransactions: 1, gameRounds: 1 }, () =>
      call('transaction/bet', placed),
    );
    const before = await state('player');
    const undo = rollback(placed);
    const refunded = await moves({ balance: 500, transfers: 1, vendorTransactions: 1 }, () =>
      call('transaction/rollback', undo),
    );
    expect(refunded.balance).toBe(before.balance + 500);
    const round = await db
      .selectFrom('gameRounds')
      .select(['stakeMinor', 'isClosed'])
      .where('round', '=', placed.round)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ stakeMinor: '0', isClosed: true });
    expect(await unchanged(() => call('transaction/rollback', undo))).toMatchObject({
      balance: before.balance + 500,
    });
    // Another rollback of the same bet is recorded but refunds nothing more.
    await moves({ balance: 0, vendorTransactions: 1 }, () =>
      call('transaction/rollback', rollback(placed)),
    );
    await refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', () =>
      call('transaction/win', win(placed, { amount: 1000 })),
    );
  });

  it('keeps a tombstone for a rollback of an unknown bet, refusing the late bet', async () => {
    const late = bet('player', { amount: 100 });
    const undo = rollback(late);
    // The rollback and the tombstone of the bet it names: two records, no money.
    await moves({ balance: 0, vendorTransactions: 2 }, () => call('transaction/rollback', undo));
    await unchanged(() => call('transaction/rollback', undo));
    await refused('RS_ERROR_DUPLICATE_TRANSACTION', () => call('transaction/bet', late));
  });

  it('refuses bets of a disabled member but takes wins and rollbacks', async () => {
    await db
      .updateTable('members')
      .set({ status: 'active' })
      .where('id', '=', ids.blocked!)
      .execute();
    const placed = bet('blocked', { amount: 100 });
    const other = bet('blocked', { amount: 200 });
    for (const made of [placed, other]) {
      await moves(
        {
          balance: -made.amount,
          accounts: made === placed ? 1 : 0,
          transfers: 1,
          vendorTransactions: 1,
          gameRounds: 1,
        },
        () => call('transaction/bet', made),
        'blocked',
      );
    }
    await db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', ids.blocked!)
      .execute();
    await refused(
      'RS_ERROR_USER_DISABLED',
      () => call('transaction/bet', bet('blocked')),
      'blocked',
    );
    const paid = await moves(
      { balance: 150, transfers: 1, vendorTransactions: 1 },
      () => call('transaction/win', win(placed, { amount: 150 })),
      'blocked',
    );
    expect(paid.balance).toBe(850);
    const refunded = await moves(
      { balance: 200, transfers: 1, vendorTransactions: 1 },
      () => call('transaction/rollback', rollback(other)),
      'blocked',
    );
    expect(refunded.balance).toBe(1050);
  });

  it('ignores unknown extra keys', async () => {
    await moves({ balance: -1, transfers: 1, vendorTransactions: 1, gameRounds: 1 }, () =>
      call('transaction/bet', bet('player', { amount: 1, surprise: { deep: [1, 2] } })),
    );
  });

  it('never takes a wallet below zero under 50 parallel bets', async () => {
    // 5,000 minor units afford exactly 25 bets of 200.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('transaction/bet', bet('racer', { amount: 200 }))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'RS_OK')).toHaveLength(25);
    expect(statuses.filter((status) => status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(25);
    const after = await state('racer');
    expect(after.balance).toBe(0);
    // Only the 25 paid bets left anything: their records, transfers and rounds.
    const { rows } = await sql<{ records: number; rounds: number }>`SELECT
        (SELECT count(*)::int FROM vendor_transactions WHERE member_id = ${ids.racer!}) AS records,
        (SELECT count(*)::int FROM game_rounds WHERE member_id = ${ids.racer!}) AS rounds`.execute(
      db,
    );
    expect(rows[0]).toEqual({ records: 25, rounds: 25 });
    expect(await verifyLedger(db)).toEqual([]);
  });
});
