import { sign } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepository } from '../../money/ledger/ledger.repository';
import { createLedgerService } from '../../money/ledger/ledger.service';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { creditWallet } from '../../../../test/factories';
import { racingCopies } from '../../../../test/races';
import {
  app,
  bet,
  call,
  clock,
  db,
  ids,
  merchantCode,
  merchantId,
  moves,
  refused,
  rollback,
  setUpProtocol,
  state,
  stranger,
  tearDownProtocol,
  tokens,
  unchanged,
  vendor,
  win,
} from './vendor-wallet.fixture';
import { gameSessionTtlMs } from './vendor-wallet.service';

beforeAll(setUpProtocol);
afterAll(tearDownProtocol);

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

  it('answers 200 racing copies of a bet, a win and a rollback alike, moving money once', async () => {
    await creditWallet(db, merchantId, ids.racer!, 1_000n);
    const raced = async (path: string, body: object) => {
      const answers = await Promise.all(
        Array.from({ length: racingCopies }, () => call(path, body)),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      return answers[0]!;
    };
    // 1,000 covers one bet of 800, not two: a copy that judged what the first left would be
    // told RS_ERROR_NOT_ENOUGH_MONEY although its bet was taken.
    const placed = bet('racer', { amount: 800 });
    expect(await raced('transaction/bet', placed)).toMatchObject({ status: 'RS_OK', balance: 200 });
    const won = win(placed, { amount: 300 });
    expect(await raced('transaction/win', won)).toMatchObject({ status: 'RS_OK', balance: 500 });
    const second = bet('racer', { amount: 450 });
    expect(await raced('transaction/bet', second)).toMatchObject({ balance: 50 });
    expect(await raced('transaction/rollback', rollback(second))).toMatchObject({
      status: 'RS_OK',
      balance: 500,
    });
    expect((await state('racer')).balance).toBe(500);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
