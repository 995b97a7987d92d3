import { isChainLink, tableDayChainLength } from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money';
import {
  at,
  balanceMinor,
  bet,
  currentRound,
  db,
  engine,
  onlyTable,
  players,
  seeds,
  setUpTables,
  tearDownTables,
} from '../tables.fixture';

// Rounds that are not drawn: one whose window no server was running for is cancelled and its
// stakes refunded (never drawn late), and one an operator cancels while it takes bets.

let ann: { id: string; token: string };
let ben: { id: string; token: string };

beforeAll(async () => {
  await setUpTables();
  await onlyTable('auto-sic-bo');
  [ann, ben] = (await players('sic', 2, 'auto-sic-bo')) as [typeof ann, typeof ben];
  await engine.run();
});
afterAll(tearDownTables);

async function roundById(id: string) {
  return db.selectFrom('tableRounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('a round that is not drawn', () => {
  it('is cancelled when its window passed with no server to close it, and every stake comes back once', async () => {
    const round = await currentRound('auto-sic-bo');
    at(round.opensAt, 1_000);
    expect((await bet(ann.token, round.id, [{ area: 'big', stake: '500.00' }])).body.success).toBe(
      true,
    );
    expect(
      (
        await bet(ben.token, round.id, [
          { area: 'triple:6', stake: '100.00' },
          { area: 'total:10', stake: '50.00' },
        ])
      ).body.success,
    ).toBe(true);
    expect(await balanceMinor(ann.id)).toBe(9_950_000n);

    // The servers were down: the clock comes back long after the close.
    at(round.closesAt, 60_000);
    await engine.run();
    const missed = await roundById(round.id);
    expect(missed).toMatchObject({ status: 'refunded', cancelReason: 'missed', result: null });
    // Its seed is shown (the next round's is not): it was never used to draw.
    const chain = await db
      .selectFrom('tableSeedChains')
      .selectAll()
      .where('id', '=', round.chainId)
      .executeTakeFirstOrThrow();
    expect(missed.seed).toBe(seeds.seed(round.tableId, chain.day, round.seedIndex ?? 0));
    expect(
      isChainLink(missed.seed ?? '', round.seedIndex ?? 0, chain.headHash, tableDayChainLength),
    ).toBe(true);
    expect(await balanceMinor(ann.id)).toBe(10_000_000n);
    expect(await balanceMinor(ben.id)).toBe(10_000_000n);
    const bets = await db
      .selectFrom('tableBets')
      .select('status')
      .where('roundId', '=', round.id)
      .execute();
    expect(bets.map((row) => row.status)).toEqual(['refunded', 'refunded', 'refunded']);

    // Running again refunds nothing more.
    await engine.run();
    await engine.refundCancelled();
    expect(await balanceMinor(ann.id)).toBe(10_000_000n);

    // The next round opens now, not in the past.
    const next = await currentRound('auto-sic-bo');
    expect(next.id).not.toBe(round.id);
    expect(next.opensAt.getTime()).toBe(round.closesAt.getTime() + 60_000);
    expect(next.status).toBe('open');
  });

  it('is cancelled by an operator while it takes bets: later bets are refused, the stakes refunded', async () => {
    const round = await currentRound('auto-sic-bo');
    at(round.opensAt, 2_000);
    expect(
      (await bet(ann.token, round.id, [{ area: 'small', stake: '250.00' }])).body.success,
    ).toBe(true);
    const table = await db
      .selectFrom('gameTables')
      .selectAll()
      .where('id', '=', round.tableId)
      .executeTakeFirstOrThrow();
    const cancelled = await engine.cancel(table, round, {
      reason: 'table check',
      operatorId: null,
    });
    expect(cancelled?.status).toBe('cancelled');
    const late = await bet(ben.token, round.id, [{ area: 'small', stake: '10.00' }]);
    expect(late.body.code).toBe('table_round_closed');
    await engine.refundCancelled();
    expect(await balanceMinor(ann.id)).toBe(10_000_000n);
    expect((await roundById(round.id)).status).toBe('refunded');
    // A cancelled round cannot be cancelled again, nor a settled one at all.
    expect(
      await engine.cancel(table, round, { reason: 'again', operatorId: null }),
    ).toBeUndefined();
    expect(await verifyLedger(db)).toEqual([]);
  });
});
