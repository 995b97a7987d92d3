import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { createMember, createMerchant, creditWallet } from '../../../test/factories';
import type { Db } from '../../db/database';
import { createLedgerRepository } from '../ledger/ledger.repository';
import { createLedgerService } from '../ledger/ledger.service';
import { verifyLedger } from '../ledger/ledger.verify';
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

/** The member's balance and the number of ledger transfers: what "nothing moved" means. */
async function state(user: string) {
  const balance = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', ids[user]!)
    .where('kind', '=', 'player')
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ count: string }>`SELECT count(*) FROM ledger_transfers`.execute(db);
  return { balance: Number(balance.balanceMinor), transfers: Number(rows[0]!.count) };
}

/** Runs a call that must be refused with `status` and must move nothing. */
async function refused(status: string, run: () => Promise<Answer>, user = 'player') {
  const before = await state(user);
  const answer = await run();
  expect(answer.status).toBe(status);
  expect(await state(user)).toEqual(before);
  return answer;
}

describe('vendor wallet protocol', () => {
  it('answers user info and balance, signed', async () => {
    const info = await call('user/info', { user: 'player', request_uuid: 'r-1' });
    expect(info).toMatchObject({
      user: 'player',
      status: 'RS_OK',
      request_uuid: 'r-1',
      currency: 'BDT',
      balance: 10_000,
    });
    const balance = await call('user/balance', {
      user: 'player',
      token: tokens.player,
      request_uuid: 'r-2',
      game_code: 'star-reels',
    });
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
    expect(await call('transaction/bet', first)).toMatchObject({ status: 'RS_OK', balance: 9_750 });
    expect(await call('transaction/bet', { ...first, request_uuid: 'again' })).toMatchObject({
      status: 'RS_OK',
      balance: 9_750,
      request_uuid: 'again',
    });
    await refused('RS_ERROR_DUPLICATE_TRANSACTION', () =>
      call('transaction/bet', { ...first, amount: 251 }),
    );
    await refused('RS_ERROR_DUPLICATE_TRANSACTION', () =>
      call('transaction/bet', { ...first, round: 'other-round' }),
    );
    const won = win(first, { amount: 400 });
    expect(await call('transaction/win', won)).toMatchObject({ status: 'RS_OK', balance: 10_150 });
    expect(await call('transaction/win', won)).toMatchObject({ status: 'RS_OK', balance: 10_150 });
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
    await call('transaction/bet', retry);
    expect(await call('transaction/bet', { ...retry, amount: 50 })).toMatchObject({
      status: 'RS_OK',
    });
  });

  it('closes a round with a win of 0 and refuses wins for unknown bets', async () => {
    const placed = bet('player', { amount: 100 });
    await call('transaction/bet', placed);
    const before = await state('player');
    expect(await call('transaction/win', win(placed, { amount: 0 }))).toMatchObject({
      status: 'RS_OK',
    });
    expect(await state('player')).toEqual(before);
    await refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', () =>
      call('transaction/win', win(bet('player'), { amount: 10 })),
    );
  });

  it('takes wins after the token expired but refuses bets', async () => {
    const placed = bet('player', { amount: 100 });
    await call('transaction/bet', placed);
    clock.set(new Date(Date.parse('2026-11-22T10:00:00Z') + gameSessionTtlMs + 1000).toISOString());
    try {
      await refused('RS_ERROR_TOKEN_EXPIRED', () => call('transaction/bet', bet('player')));
      const before = await state('player');
      expect(await call('transaction/win', win(placed, { amount: 300 }))).toMatchObject({
        status: 'RS_OK',
      });
      expect((await state('player')).balance).toBe(before.balance + 300);
    } finally {
      clock.set('2026-11-22T10:00:00Z');
    }
  });

  it('rolls a bet back once, and refuses a win after it', async () => {
    const placed = bet('player', { amount: 500 });
    await call('transaction/bet', placed);
    const before = await state('player');
    const undo = rollback(placed);
    expect(await call('transaction/rollback', undo)).toMatchObject({
      status: 'RS_OK',
      balance: before.balance + 500,
    });
    expect(await call('transaction/rollback', undo)).toMatchObject({
      status: 'RS_OK',
      balance: before.balance + 500,
    });
    // Another rollback of the same bet refunds nothing more.
    expect(await call('transaction/rollback', rollback(placed))).toMatchObject({ status: 'RS_OK' });
    expect((await state('player')).balance).toBe(before.balance + 500);
    await refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', () =>
      call('transaction/win', win(placed, { amount: 1000 })),
    );
  });

  it('keeps a tombstone for a rollback of an unknown bet, refusing the late bet', async () => {
    const late = bet('player', { amount: 100 });
    const before = await state('player');
    expect(await call('transaction/rollback', rollback(late))).toMatchObject({ status: 'RS_OK' });
    expect(await state('player')).toEqual(before);
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
    await call('transaction/bet', placed);
    await call('transaction/bet', other);
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
    expect(await call('transaction/win', win(placed, { amount: 150 }))).toMatchObject({
      status: 'RS_OK',
      balance: 850,
    });
    expect(await call('transaction/rollback', rollback(other))).toMatchObject({
      status: 'RS_OK',
      balance: 1050,
    });
  });

  it('ignores unknown extra keys', async () => {
    const answer = await call(
      'transaction/bet',
      bet('player', { amount: 1, surprise: { deep: [1, 2] } }),
    );
    expect(answer.status).toBe('RS_OK');
  });

  it('never takes a wallet below zero under 50 parallel bets', async () => {
    // 5,000 minor units afford exactly 25 bets of 200.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('transaction/bet', bet('racer', { amount: 200 }))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'RS_OK')).toHaveLength(25);
    expect(statuses.filter((status) => status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(25);
    expect((await state('racer')).balance).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
