import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { HouseFairnessAnswer, HouseRound } from '@khela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepository } from '../../domains/money/ledger/ledger.repository';
import { createLedgerService } from '../../domains/money/ledger/ledger.service';
import { verifyLedger } from '../../domains/money/ledger/ledger.verify';
import { createVendorWalletRepository } from '../../domains/games/vendor-wallet/vendor-wallet.repository';
import { createVendorWalletService } from '../../domains/games/vendor-wallet/vendor-wallet.service';
import { AppError } from '../../lib/errors';
import { createHouseRepository } from './house.repository';
import { createHouseService } from './house.service';
import { useHouseVendorKey } from './install';
import { createRemoteWallet } from './remote-wallet';
import { racingCopies } from '../../../test/races';

import {
  app,
  balanceMinor,
  call,
  clock,
  db,
  launch,
  members,
  merchantId,
  merchants,
  setUpHouse,
  spin,
  tearDownHouse,
} from './house.fixture';

beforeAll(setUpHouse);
afterAll(tearDownHouse);

describe('the in-house vendor', () => {
  it('shows the seed hash before play and the balance of the launch', async () => {
    const token = await launch('spinner');
    const session = await call<{
      balance: string;
      isPlayMoney: boolean;
      title: string;
      fairness: { serverSeedHash: string; nonce: number };
    }>('GET', `/house/api/session?token=${token}`);
    expect(session.body.value).toMatchObject({
      balance: '10000.00',
      isPlayMoney: false,
      title: 'Tiger Lotus',
      fairness: { nonce: 0 },
    });
    expect(session.body.value.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('moves exactly the stake and the win, once, however often a spin is sent', async () => {
    const token = await launch('spinner');
    const before = await balanceMinor(members.spinner!.id);
    const requestId = randomUUID();
    const first = await spin(token, 200, requestId);
    expect(first.body.success).toBe(true);
    const round = first.body.value.round;
    expect(round.betMinor).toBe(200);
    expect(round.winMinor).toBe(round.spins.reduce((sum, s) => sum + s.totalWinMinor, 0));
    const after = await balanceMinor(members.spinner!.id);
    expect(after).toBe(before - 200n + BigInt(round.winMinor));
    expect(first.body.value.balance).toBe((Number(after) / 100).toFixed(2));
    const repeat = await spin(token, 200, requestId);
    expect(repeat.body.value.round).toEqual(round);
    expect(await balanceMinor(members.spinner!.id)).toBe(after);
    // The same id with another bet is a different request: refused, nothing moves.
    const conflict = await spin(token, 400, requestId);
    expect(conflict.body.code).toBe('idempotency_conflict');
    expect(await balanceMinor(members.spinner!.id)).toBe(after);
    const record = await db
      .selectFrom('gameRounds')
      .selectAll()
      .where('round', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      stakeMinor: '200',
      payoutMinor: String(round.winMinor),
      isClosed: true,
      isPlayMoney: false,
    });
  });

  it('refuses a bet that is not a bet level, and a dead token', async () => {
    const token = await launch('spinner');
    expect((await spin(token, 123)).body.code).toBe('bet_invalid');
    expect((await spin('x'.repeat(43), 200)).body.code).toBe('game_session_invalid');
    expect(
      (await call('POST', '/house/api/spin', { payload: { token, betMinor: -5 } })).body.code,
    ).toBe('validation_failed');
  });

  it('refuses a spin the balance cannot pay, moving nothing', async () => {
    const token = await launch('poorman');
    const answer = await spin(token, 40);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('insufficient_balance');
    expect(await balanceMinor(members.poorman!.id)).toBe(30n);
    const rounds = await call<{ rounds: HouseRound[] }>('GET', `/house/api/history?token=${token}`);
    expect(rounds.body.value.rounds).toEqual([]);
    // The refused spin used no nonce: the next one is still the first.
    const fairness = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    expect(fairness.body.value.active.nonce).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('lets trial accounts play with play money only', async () => {
    // Free play grants play money from the house's play-money account.
    const ledger = createLedgerService({ repository: createLedgerRepository(db) });
    await ledger.transfer({
      merchantId,
      debitAccountId: await ledger.houseAccount(
        merchantId,
        'play_money',
        'BDT',
        members.trialist!.id,
      ),
      creditAccountId: await ledger.account({
        merchantId,
        kind: 'play_money',
        memberId: members.trialist!.id,
        currency: 'BDT',
      }),
      amountMinor: 200_000n,
      kind: 'trial_grant',
      idempotencyKey: `trial:${members.trialist!.id}`,
    });
    const token = await launch('trialist', 'sevens-and-bars');
    const before = await balanceMinor(members.trialist!.id, 'play_money');
    expect(before).toBeGreaterThan(0n);
    const answer = await spin(token, 50);
    expect(answer.body.value.round.isPlayMoney).toBe(true);
    expect(await balanceMinor(members.trialist!.id)).toBe(0n);
    expect(await balanceMinor(members.trialist!.id, 'play_money')).toBe(
      before - 50n + BigInt(answer.body.value.round.winMinor),
    );
  });

  it('commits a round with its bet and its win, or none of them', async () => {
    const token = await launch('spinner');
    const vendorWallet = createVendorWalletService({
      db,
      repository: createVendorWalletRepository(db),
      ledger: createLedgerService({ repository: createLedgerRepository(db) }),
      clock,
    });
    const connection = (await vendorWallet.walletById(merchantId, 'KHELA'))!;
    const requestId = randomUUID();
    // A rollback of an unknown uuid keeps its tombstone, so the round's win will be refused.
    const tombstone = await vendorWallet.handle(connection, 'transaction/rollback', {
      user: 'spinner',
      token,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: `${requestId}:win`,
      round: requestId,
      game_code: 'tiger-lotus',
    });
    expect(tombstone.status).toBe('RS_OK');
    const before = await balanceMinor(members.spinner!.id);
    const fairness = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    const answer = await spin(token, 400, requestId);
    expect(answer.body.code).toBe('idempotency_conflict');
    // The bet was taken inside the round's transaction; the refused win took it back with it.
    expect(await balanceMinor(members.spinner!.id)).toBe(before);
    const calls = await db
      .selectFrom('vendorTransactions')
      .select('kind')
      .where('transactionUuid', 'in', [`${requestId}:bet`, `${requestId}:win`])
      .execute();
    expect(calls).toEqual([{ kind: 'tombstone' }]);
    const rounds = await db
      .selectFrom('houseRounds')
      .select('id')
      .where('requestId', '=', requestId)
      .execute();
    expect(rounds).toEqual([]);
    const after = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    expect(after.body.value.active.nonce).toBe(fairness.body.value.active.nonce);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('answers 200 parallel repeats of one spin with one round, paid once', async () => {
    const token = await launch('spinner');
    const before = await balanceMinor(members.spinner!.id);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: racingCopies }, () => spin(token, 200, requestId)),
    );
    expect(answers[0]!.body.code).toBeUndefined();
    // Every copy is told exactly what the first was: the same round, balance and all.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const rounds = answers.map((answer) => answer.body.value.round);
    expect(await balanceMinor(members.spinner!.id)).toBe(
      before - 200n + BigInt(rounds[0]!.winMinor),
    );
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('gives parallel spins of one member their own nonces, one after another', async () => {
    const token = await launch('spinner');
    const before = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => spin(token, 200)));
    for (const answer of answers) expect(answer.body.code).toBeUndefined();
    const rounds = await db
      .selectFrom('houseRounds')
      .select(['firstNonce', 'nonceCount'])
      .where(
        'requestId',
        'in',
        answers.map((answer) => answer.body.value.round.roundId),
      )
      .orderBy('firstNonce')
      .execute();
    let nonce = before.body.value.active.nonce;
    for (const round of rounds) {
      expect(round.firstNonce).toBe(nonce);
      nonce += round.nonceCount;
    }
    const after = await call<HouseFairnessAnswer>('GET', `/house/api/fairness?token=${token}`);
    expect(after.body.value.active.nonce).toBe(nonce);
  });
});

describe('the in-house vendor in its remote mode', () => {
  it('plays a round over HTTP with signed calls, and refuses an answer not signed by the wallet', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const houseKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await useHouseVendorKey(
      db,
      houseKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    );
    let isTampering = false;
    let isLosingWins = false;
    const sent: string[] = [];
    // The network between the vendor and the wallet: it may alter the answer's signature.
    const network: typeof fetch = async (input, init) => {
      sent.push(String(input));
      if (isLosingWins && String(input).endsWith('/transaction/win')) {
        throw new TypeError('fetch failed: the connection was reset');
      }
      const response = await fetch(input, init);
      if (!isTampering) return response;
      const signature = Buffer.from(response.headers.get('x-hub88-signature') ?? '', 'base64');
      signature[10] = (signature[10] ?? 0) ^ 0xff;
      const headers = new Headers(response.headers);
      headers.set('x-hub88-signature', signature.toString('base64'));
      return new Response(await response.arrayBuffer(), { status: response.status, headers });
    };
    const house = createHouseService({
      db,
      repository: createHouseRepository(db),
      vendorWallet: createVendorWalletService({
        db,
        repository: createVendorWalletRepository(db),
        ledger: createLedgerService({ repository: createLedgerRepository(db) }),
        clock,
      }),
      clock,
      remote: createRemoteWallet({
        baseUrl: address,
        privateKeyPem: houseKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        fetch: network,
      }),
    });
    const context = {
      merchant: await merchants.snapshot(merchantId),
      ip: '127.0.0.1',
      language: 'en',
    };
    const token = await launch('spinner');
    const before = await balanceMinor(members.spinner!.id);
    const session = await house.session(context, token);
    expect(session.balance).toBe((Number(before) / 100).toFixed(2));

    const requestId = randomUUID();
    const played = await house.spin(context, { token, betMinor: 200, requestId });
    const { round } = played;
    expect(round.betMinor).toBe(200);
    const after = await balanceMinor(members.spinner!.id);
    expect(after).toBe(before - 200n + BigInt(round.winMinor));
    expect(played.balance).toBe((Number(after) / 100).toFixed(2));
    expect(sent.map((url) => url.replace(address, ''))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/vendor-wallet\/T\w+\/KHELA\/transaction\/bet$/),
        expect.stringMatching(/\/KHELA\/transaction\/win$/),
      ]),
    );
    const calls = await db
      .selectFrom('vendorTransactions')
      .select(['kind', 'amountMinor'])
      .where('transactionUuid', 'in', [`${requestId}:bet`, `${requestId}:win`])
      .orderBy('id')
      .execute();
    expect(calls).toEqual([
      { kind: 'bet', amountMinor: '200' },
      { kind: 'win', amountMinor: String(round.winMinor) },
    ]);
    const record = await db
      .selectFrom('gameRounds')
      .select(['stakeMinor', 'payoutMinor', 'isClosed'])
      .where('round', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({
      stakeMinor: '200',
      payoutMinor: String(round.winMinor),
      isClosed: true,
    });
    // A repeat answers the same round and pays nothing twice.
    const repeat = await house.spin(context, { token, betMinor: 200, requestId });
    expect(repeat.round).toEqual(round);
    expect(await balanceMinor(members.spinner!.id)).toBe(after);

    // Answers whose signature does not verify are not the wallet's: the spin is refused and
    // the bet the wallet took is rolled back, so nothing moves in the end.
    isTampering = true;
    const refusal = await house
      .spin(context, { token, betMinor: 200, requestId: randomUUID() })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('vendor_wallet_unavailable');
    await expect(house.session(context, token)).rejects.toMatchObject({
      code: 'vendor_wallet_unavailable',
    });
    expect(await balanceMinor(members.spinner!.id)).toBe(after);
    isTampering = false;

    // A win lost on the way: the spin fails, its round waits with the win pending, and the
    // job sends it once it cannot still be on its way (the player need not come back).
    isLosingWins = true;
    const lostId = randomUUID();
    const lost = await house
      .spin(context, { token, betMinor: 200, requestId: lostId })
      .catch((error: unknown) => error);
    expect((lost as AppError).code).toBe('vendor_wallet_unavailable');
    isLosingWins = false;
    const pending = await db
      .selectFrom('houseRounds')
      .select(['winMinor', 'isWinPending'])
      .where('requestId', '=', lostId)
      .executeTakeFirstOrThrow();
    expect(pending.isWinPending).toBe(true);
    expect(await balanceMinor(members.spinner!.id)).toBe(after - 200n);
    expect(await house.resendWins()).toBe(0);
    clock.set('2026-11-24T10:01:00Z');
    expect(await house.resendWins()).toBe(1);
    expect(await balanceMinor(members.spinner!.id)).toBe(after - 200n + BigInt(pending.winMinor));
    expect(await house.resendWins()).toBe(0);
    clock.set('2026-11-24T10:00:00Z');
    expect(await verifyLedger(db)).toEqual([]);
  });
});
