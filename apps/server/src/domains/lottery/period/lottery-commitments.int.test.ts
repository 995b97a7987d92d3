import { sql } from 'kysely';
import { chainHead, isChainLink } from '@khela/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, testLotterySeedKey } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import type { Db } from '../../../db/database';
import { createTestLotteryService, openBettingFloor, type BettingFloor } from './lottery.fixture';
import { chainEndSeed } from './seed-key';

// Reading the database before a draw (issue 33): a copy of every table, taken while betting is
// open, holds neither the period's seed nor the key it comes from; what it does hold — the
// day's head — binds the seed the draw reveals.

let db: Db;
let drop: () => Promise<void>;
let floor: BettingFloor;
const clock = fixedClock('2026-11-25T00:00:30Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  floor = await openBettingFloor(db, clock);
});
afterAll(async () => {
  await floor.app.close();
  await drop();
});

/** Every row of every table of the schema, as text: what someone reading the database gets. */
async function readEverything(): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(db);
  let text = '';
  for (const { name } of tables) {
    const { rows } = await sql<{ dump: string | null }>`
      SELECT string_agg(t::text, E'\n') AS dump FROM ${sql.table(name)} AS t`.execute(db);
    text += rows[0]?.dump ?? '';
  }
  return text;
}

async function periodOf(numero: string) {
  return db
    .selectFrom('lotteryPeriods as p')
    .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
    .innerJoin('lotterySeedChains as c', 'c.id', 'p.chainId')
    .select(['p.id', 'p.seed', 'p.status', 'p.chainIndex', 'p.lotteryGameId', 'c.headHash'])
    .where('g.merchantId', '=', floor.merchantId)
    .where('g.gameId', '=', 'ELOTT1')
    .where('p.numero', '=', numero)
    .executeTakeFirstOrThrow();
}

describe('a lottery draw nobody can know early', () => {
  it('is not in the database before it is drawn, and is bound by the head published', async () => {
    expect((await floor.bet({ stake: '5.00' })).json().success).toBe(true);
    clock.set('2026-11-25T00:00:56Z');
    const copy = await readEverything();
    const before = await periodOf('20261125-0361');
    expect(before).toMatchObject({ status: 'open', seed: null });
    expect(copy).toContain(before.headHash);
    expect(copy).not.toContain(testLotterySeedKey.toString('hex'));

    clock.set('2026-11-25T00:01:00Z');
    await floor.jobs.find((job) => job.name === 'lottery-periods')!.run();
    const after = await periodOf('20261125-0361');
    expect(after.status).toBe('settled');
    expect(copy).not.toContain(after.seed);
    expect(isChainLink(after.seed!, after.chainIndex!, after.headHash)).toBe(true);
    // The seeds after it in the day are not in the copy either, nor in what was revealed since.
    const later = await readEverything();
    const end = chainEndSeed(testLotterySeedKey, after.lotteryGameId, '20261125');
    expect(chainHead(end, 1440)).toBe(after.headHash);
    expect(later).not.toContain(end);
  });

  it('waits for a server holding the key when one holds another', async () => {
    const problems: string[] = [];
    const wrong = createTestLotteryService(db, clock, {
      seedKey: Buffer.alloc(32, 0x01),
      onProblem: (message) => problems.push(message),
    });
    clock.set('2026-11-25T00:02:00Z');
    expect(await wrong.drawDue()).toBe(0);
    expect(problems).toContain('lottery seed key does not give the published chain');
    expect((await periodOf('20261125-0362')).status).toBe('open');
    // Nor does it publish chains of its own for days the right key already committed to.
    expect(await wrong.schedulePeriods()).toBe(0);
    expect(problems).toContain('lottery seed chain published under another seed key');
    expect(await createTestLotteryService(db, clock).drawDue()).toBeGreaterThan(0);
    expect((await periodOf('20261125-0362')).status).toBe('drawn');
  });
});
