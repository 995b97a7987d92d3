import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money';
import {
  at,
  balanceMinor,
  bet,
  currentRound,
  db,
  engine,
  merchantId,
  onlyTable,
  players,
  setUpTables,
  tearDownTables,
} from '../tables.fixture';

// A round's wins go through the wallet's vendor_wallet_wins() at once: the same wins again move
// nothing, a win under a used uuid with another amount or of a bet that does not exist is
// refused whole, and the ledger balances throughout.

let crowd: { id: string; token: string }[];
let round: Awaited<ReturnType<typeof currentRound>>;

beforeAll(async () => {
  await setUpTables();
  await onlyTable('auto-dragon-tiger');
  crowd = await players('wins', 3, 'auto-dragon-tiger');
  await engine.run();
  round = await currentRound('auto-dragon-tiger');
  at(round.opensAt, 1_000);
  for (const [index, player] of crowd.entries()) {
    const area = ['dragon', 'tiger', 'tie'][index] ?? 'dragon';
    expect((await bet(player.token, round.id, [{ area, stake: '100.00' }])).body.success).toBe(
      true,
    );
  }
  at(round.closesAt, 40);
  await engine.run();
});
afterAll(tearDownTables);

/** The wins of the settled round as the settlement made them, to call the wallet again. */
async function winsOf(roundId: string) {
  return db
    .selectFrom('vendorTransactions')
    .select(['memberId', 'transactionUuid', 'referenceTransactionUuid', 'amountMinor'])
    .where('kind', '=', 'win')
    .where('round', '=', `auto-dragon-tiger:${round.number}`)
    .orderBy('memberId')
    .execute()
    .then((rows) => ({ roundId, rows }));
}

function payAgain(
  rows: Awaited<ReturnType<typeof winsOf>>['rows'],
  change: Partial<{ amount: string; ref: string }> = {},
) {
  return sql<{ paid: string }>`SELECT paid FROM vendor_wallet_wins(${merchantId}, 'KTABLES', 'BDT',
      ${`auto-dragon-tiger:${round.number}`}, 'auto-dragon-tiger', now(),
      ${rows.map((row) => row.memberId)}::bigint[],
      ${rows.map((row) => row.transactionUuid)}::text[],
      ${rows.map((row) => change.ref ?? row.referenceTransactionUuid)}::text[],
      ${rows.map((row) => change.amount ?? row.amountMinor)}::bigint[],
      ${rows.map(() => false)}::boolean[])`.execute(db);
}

describe('a round’s wins paid at once', () => {
  it('pays every player once; the same wins again move nothing', async () => {
    const { rows } = await winsOf(round.id);
    expect(rows).toHaveLength(3);
    const before = await Promise.all(crowd.map((player) => balanceMinor(player.id)));
    const again = await payAgain(rows);
    expect(again.rows[0]?.paid).toBe('0');
    expect(await Promise.all(crowd.map((player) => balanceMinor(player.id)))).toEqual(before);
    const paid = rows.reduce((sum, row) => sum + BigInt(row.amountMinor), 0n);
    const stakes = 3n * 10_000n;
    expect(before.reduce((sum, value) => sum + value, 0n)).toBe(3n * 10_000_000n - stakes + paid);
  });

  it('refuses a used uuid with another amount, and a win of a bet that does not exist', async () => {
    const { rows } = await winsOf(round.id);
    await expect(payAgain(rows, { amount: '1' })).rejects.toThrow('RS_ERROR_DUPLICATE_TRANSACTION');
    const fresh = rows.map((row) => ({ ...row, transactionUuid: `${row.transactionUuid}:x` }));
    await expect(payAgain(fresh, { ref: 'no-such-bet:bet' })).rejects.toThrow(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    const left = await db
      .selectFrom('vendorTransactions')
      .select('id')
      .where('transactionUuid', 'like', '%:x')
      .execute();
    expect(left).toEqual([]);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
