import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService, type LedgerService } from './ledger.service';
import { verifyLedger } from './ledger.verify';

let db: Db;
let drop: () => Promise<void>;
let ledger: LedgerService;
let merchantId: string;
let otherMerchantId: string;
let playerIds: string[];

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ledger = createLedgerService({ repository: createLedgerRepository(db) });
  merchantId = (await createMerchant(db)).id;
  otherMerchantId = (await createMerchant(db)).id;
  playerIds = [];
  for (const name of ['ana', 'bo', 'cy']) {
    playerIds.push(
      (await createMember(db, merchantId, { username: name, password: 'x1234567' })).id,
    );
  }
});
afterAll(async () => {
  await drop();
});

const wallet = (memberId: string, onMerchant = merchantId, currency = 'BDT') =>
  ledger.account({ merchantId: onMerchant, kind: 'player', memberId, currency });
const house = (purpose: string, spreadBy = '0') =>
  ledger.houseAccount(merchantId, purpose, 'BDT', spreadBy);
let keySequence = 0;
const newKey = () => `test-${Date.now()}-${(keySequence += 1)}`;

async function balanceOf(accountId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return BigInt(row.balanceMinor);
}

describe('ledger transfers', () => {
  it('moves money once per key, answering the first transfer to a repeat', async () => {
    const cash = await house('cash');
    const player = await wallet(playerIds[0]!);
    const key = newKey();
    const first = await ledger.transfer({
      merchantId,
      debitAccountId: cash,
      creditAccountId: player,
      amountMinor: 10_000n,
      kind: 'deposit',
      idempotencyKey: key,
    });
    expect(first).toMatchObject({ isRepeat: false, creditBalanceAfter: 10_000n });
    const again = await ledger.transfer({
      merchantId,
      debitAccountId: cash,
      creditAccountId: player,
      amountMinor: 10_000n,
      kind: 'deposit',
      idempotencyKey: key,
    });
    expect(again).toEqual({ ...first, isRepeat: true });
    expect(await balanceOf(player)).toBe(10_000n);
  });

  it('refuses what a player cannot afford, and accounts of another merchant or currency', async () => {
    const player = await wallet(playerIds[1]!);
    const games = await house('games', playerIds[1]);
    await expect(
      ledger.transfer({
        merchantId,
        debitAccountId: player,
        creditAccountId: games,
        amountMinor: 1n,
        kind: 'bet',
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    const foreign = await wallet(playerIds[1]!, otherMerchantId);
    await expect(
      ledger.transfer({
        merchantId,
        debitAccountId: games,
        creditAccountId: foreign,
        amountMinor: 5n,
        kind: 'win',
        idempotencyKey: newKey(),
      }),
    ).rejects.toThrow(/not of merchant/);
    const dollars = await wallet(playerIds[1]!, merchantId, 'USD');
    await expect(
      ledger.transfer({
        merchantId,
        debitAccountId: games,
        creditAccountId: dollars,
        amountMinor: 5n,
        kind: 'win',
        idempotencyKey: newKey(),
      }),
    ).rejects.toThrow(/one currency/);
    await expect(
      ledger.transfer({
        merchantId,
        debitAccountId: games,
        creditAccountId: player,
        amountMinor: 0n,
        kind: 'win',
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject({ code: 'amount_invalid' });
    expect(await balanceOf(games)).toBe(0n);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('never changes or removes a transfer', async () => {
    await expect(sql`UPDATE ledger_transfers SET amount_minor = 1`.execute(db)).rejects.toThrow(
      /never changed/,
    );
    await expect(sql`DELETE FROM ledger_transfers`.execute(db)).rejects.toThrow(/never changed/);
  });

  it('lets exactly the affordable debits of 200 simultaneous ones through', async () => {
    const player = await wallet(playerIds[2]!);
    const cash = await house('cash');
    await ledger.transfer({
      merchantId,
      debitAccountId: cash,
      creditAccountId: player,
      amountMinor: 15_000n,
      kind: 'deposit',
      idempotencyKey: newKey(),
    });
    const games = await house('games', playerIds[2]);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        ledger.transfer({
          merchantId,
          debitAccountId: player,
          creditAccountId: games,
          amountMinor: 100n,
          kind: 'bet',
          idempotencyKey: newKey(),
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' &&
        (outcome.reason as { code?: string }).code === 'insufficient_balance',
    ).length;
    expect([succeeded, refused]).toEqual([150, 50]);
    expect(await balanceOf(player)).toBe(0n);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('keeps every invariant over random sequences of movements and repeats', async () => {
    const accounts = {
      players: await Promise.all(playerIds.map((id) => wallet(id))),
      cash: await house('cash'),
      games: await house('games', '7'),
    };
    const model = new Map<string, bigint>();
    for (const id of [...accounts.players, accounts.cash, accounts.games]) {
      model.set(id, await balanceOf(id));
    }
    const used: { key: string; from: string; to: string; amount: bigint; kind: string }[] = [];
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('deposit'), to: fc.nat(2), amount: fc.bigInt(1n, 50_000n) }),
      fc.record({ kind: fc.constant('bet'), from: fc.nat(2), amount: fc.bigInt(1n, 20_000n) }),
      fc.record({ kind: fc.constant('win'), to: fc.nat(2), amount: fc.bigInt(1n, 20_000n) }),
      fc.record({
        kind: fc.constant('transfer'),
        from: fc.nat(2),
        to: fc.nat(2),
        amount: fc.bigInt(1n, 20_000n),
      }),
      fc.record({ kind: fc.constant('repeat'), index: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        for (const op of operations) {
          let from: string;
          let to: string;
          let amount: bigint;
          let key = newKey();
          let kind: string = op.kind;
          if (op.kind === 'repeat') {
            const earlier = used[op.index % Math.max(1, used.length)];
            if (!earlier) continue;
            ({ from, to, amount, key, kind } = earlier);
          } else if (op.kind === 'deposit' && 'to' in op) {
            [from, to, amount] = [accounts.cash, accounts.players[op.to]!, op.amount];
          } else if (op.kind === 'bet' && 'from' in op) {
            [from, to, amount] = [accounts.players[op.from]!, accounts.games, op.amount];
          } else if (op.kind === 'win' && 'to' in op) {
            [from, to, amount] = [accounts.games, accounts.players[op.to]!, op.amount];
          } else if ('from' in op && 'to' in op) {
            [from, to, amount] = [accounts.players[op.from]!, accounts.players[op.to]!, op.amount];
            if (from === to) continue;
          } else continue;
          const isRepeat = op.kind === 'repeat';
          const canAfford =
            from === accounts.cash || from === accounts.games || (model.get(from) ?? 0n) >= amount;
          try {
            const result = await ledger.transfer({
              merchantId,
              debitAccountId: from,
              creditAccountId: to,
              amountMinor: amount,
              kind,
              idempotencyKey: key,
            });
            expect(result.isRepeat).toBe(isRepeat);
            if (!isRepeat) {
              expect(canAfford).toBe(true);
              model.set(from, (model.get(from) ?? 0n) - amount);
              model.set(to, (model.get(to) ?? 0n) + amount);
              used.push({ key, from, to, amount, kind });
            }
          } catch (error) {
            expect((error as { code?: string }).code).toBe('insufficient_balance');
            expect(isRepeat || canAfford).toBe(false);
          }
        }
        for (const [id, expected] of model) expect(await balanceOf(id)).toBe(expected);
        expect(await verifyLedger(db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

describe('ledger verification', () => {
  it("finds a balance changed behind the ledger's back", async () => {
    const player = await wallet(playerIds[0]!);
    await sql`UPDATE ledger_accounts SET balance_minor = balance_minor + 1 WHERE id = ${player}`.execute(
      db,
    );
    const breaches = await verifyLedger(db);
    expect(breaches.map((breach) => breach.invariant)).toEqual([
      'balances of a merchant and currency sum to zero',
      'a balance equals its credits minus its debits',
      'a balance equals the balance after its latest transfer',
    ]);
    await sql`UPDATE ledger_accounts SET balance_minor = balance_minor - 1 WHERE id = ${player}`.execute(
      db,
    );
    expect(await verifyLedger(db)).toEqual([]);
  });
});

describe('ledger rules', () => {
  it('answers a conflict to a key reused for another transfer, and moves nothing', async () => {
    const cash = await house('cash');
    const player = await wallet(playerIds[0]!);
    const key = newKey();
    const base = { merchantId, debitAccountId: cash, creditAccountId: player, kind: 'deposit' };
    await ledger.transfer({ ...base, amountMinor: 500n, idempotencyKey: key });
    const before = await balanceOf(player);
    await expect(
      ledger.transfer({ ...base, amountMinor: 600n, idempotencyKey: key }),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await balanceOf(player)).toBe(before);
  });

  it('keeps play money apart from real money', async () => {
    const playHouse = await house('play_money');
    const play = await ledger.account({
      merchantId,
      kind: 'play_money',
      memberId: playerIds[1]!,
      currency: 'BDT',
    });
    await ledger.transfer({
      merchantId,
      debitAccountId: playHouse,
      creditAccountId: play,
      amountMinor: 1000n,
      kind: 'trial_grant',
      idempotencyKey: newKey(),
    });
    const real = await wallet(playerIds[1]!);
    await expect(
      ledger.transfer({
        merchantId,
        debitAccountId: play,
        creditAccountId: real,
        amountMinor: 100n,
        kind: 'transfer',
        idempotencyKey: newKey(),
      }),
    ).rejects.toThrow(/play money/);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
