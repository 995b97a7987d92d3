import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { createMember, createMerchant } from '../../../test/factories';
import type { Db } from '../../db/database';

// Members' rounds by day: round_figures over any window, whatever the job folded and whenever,
// equals the sum of the rounds themselves; a stake refunded after its round was folded follows.
let db: Db;
let drop: () => Promise<void>;
let merchantId: string;
let memberIds: string[];
const start = Date.parse('2026-11-20T00:00:00Z');
const hour = 3_600_000;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  const merchant = await createMerchant(db, { timeZone: 'Asia/Dhaka' });
  merchantId = merchant.id;
  memberIds = [];
  for (const username of ['rafi', 'sumi']) {
    const member = await createMember(db, merchantId, { username, password: 'secret-123' });
    memberIds.push(member.id);
  }
});
afterAll(() => drop());

/** A row as the database answers it (the connection's columns in camel case). */
interface Figures {
  memberId: string;
  gameCode: string;
  plays: string;
  betMinor: string;
}

const byKey = (rows: Figures[]) =>
  Object.fromEntries(
    rows
      .filter((row) => row.plays !== '0' || row.betMinor !== '0')
      .map((row) => [`${row.memberId}:${row.gameCode}`, `${row.plays}/${row.betMinor}`]),
  );

/** What round_figures answers, and the same summed off the rounds one by one. */
async function bothWays(member: string | null, from: Date, to: Date) {
  const { rows: read } = await sql<Figures>`
    SELECT member_id::text, game_code, plays::text, bet_minor::text
      FROM round_figures(${merchantId}, ${member}, ${from}, ${to})`.execute(db);
  const { rows: summed } = await sql<Figures>`
    SELECT member_id::text, game_code, count(*) FILTER (WHERE stake_minor > 0)::text AS plays,
        coalesce(sum(stake_minor) FILTER (WHERE stake_minor > 0
          AND payout_minor <> stake_minor), 0)::text AS bet_minor
      FROM game_rounds
      WHERE merchant_id = ${merchantId} AND is_closed AND NOT is_play_money
        AND closed_at >= ${from} AND closed_at < ${to}
        AND (${member}::bigint IS NULL OR member_id = ${member}::bigint)
      GROUP BY 1, 2`.execute(db);
  return { read: byKey(read), summed: byKey(summed) };
}

describe('round figures', () => {
  it('equal the rounds summed over any window, whatever was folded', async () => {
    let roundNo = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            member: fc.integer({ min: 0, max: 1 }),
            game: fc.constantFrom('g1', 'g2'),
            atMinutes: fc.integer({ min: 0, max: 6 * 24 * 60 }),
            stake: fc.constantFrom(0, 100, 250),
            outcome: fc.constantFrom('lost', 'push', 'won'),
            isPlayMoney: fc.boolean(),
          }),
          { maxLength: 25 },
        ),
        fc.integer({ min: 0, max: 7 * 24 }),
        fc.tuple(
          fc.integer({ min: 0, max: 7 * 24 * 60 }),
          fc.integer({ min: 1, max: 4 * 24 * 60 }),
        ),
        fc.boolean(),
        async (rounds, foldAtHours, [fromMinutes, lengthMinutes], isOneMember) => {
          await sql`DELETE FROM round_day_marks`.execute(db);
          await sql`DELETE FROM round_days`.execute(db);
          await sql`DELETE FROM game_rounds`.execute(db);
          for (const round of rounds) {
            roundNo += 1;
            const at = new Date(start + round.atMinutes * 60_000);
            const payout = { lost: 0, push: round.stake, won: round.stake * 3 }[round.outcome];
            await sql`INSERT INTO game_rounds (merchant_id, vassalage, round, member_id,
                game_code, currency, stake_minor, payout_minor, is_closed, is_play_money,
                started_at, closed_at)
              VALUES (${merchantId}, 'KTEST', ${`r${roundNo}`}, ${memberIds[round.member]},
                ${round.game}, 'BDT', ${round.stake}, ${payout}, true, ${round.isPlayMoney},
                ${at}, ${at})`.execute(db);
          }
          // The job at some hour: as many folds as it takes to catch up.
          const foldAt = new Date(start + foldAtHours * hour);
          for (let run = 0; run < 5; run += 1) {
            const { rows } = await sql<{ more: boolean }>`
              SELECT round_days_fold(${merchantId}, ${foldAt}) AS more`.execute(db);
            if (!rows[0]?.more) break;
          }
          const from = new Date(start + fromMinutes * 60_000);
          const to = new Date(from.getTime() + lengthMinutes * 60_000);
          const both = await bothWays(isOneMember ? (memberIds[0] ?? null) : null, from, to);
          expect(both.read).toEqual(both.summed);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('moves a folded day by a stake refunded after the round closed, once', async () => {
    await sql`DELETE FROM round_day_marks`.execute(db);
    await sql`DELETE FROM round_days`.execute(db);
    await sql`DELETE FROM game_rounds`.execute(db);
    const at = new Date(start + 30 * hour);
    await sql`INSERT INTO game_rounds (merchant_id, vassalage, round, member_id, game_code,
        currency, stake_minor, payout_minor, is_closed, started_at, closed_at)
      VALUES (${merchantId}, 'KTEST', 'refunded', ${memberIds[0]}, 'g1', 'BDT', 500, 0, true,
        ${at}, ${at})`.execute(db);
    await sql`SELECT round_days_fold(${merchantId}, ${new Date(start + 40 * hour)})`.execute(db);
    await sql`UPDATE game_rounds SET stake_minor = 200 WHERE round = 'refunded'`.execute(db);
    const { rows } = await sql<{ plays: string; bet: string }>`
      SELECT plays::text, bet_minor::text AS bet FROM round_days`.execute(db);
    expect(rows).toEqual([{ plays: '1', bet: '200' }]);
    const both = await bothWays(null, new Date(start), new Date(start + 48 * hour));
    expect(both.read).toEqual(both.summed);
    expect(both.read).toEqual({ [`${memberIds[0]}:g1`]: '1/200' });
  });
});
