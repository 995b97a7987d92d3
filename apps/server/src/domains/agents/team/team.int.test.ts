import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { openTeam } from '../agents.fixture';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { createLedgerRepository } from '../../money/ledger/ledger.repository';
import { createLedgerService } from '../../money/ledger/ledger.service';
import { createTeamRepository } from './team.repository';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
let ids: Record<string, string> = {};
let tokens: Record<string, string> = {};

/**
 * top (agent) ─ sub (agent) ─ leaf; top ─ direct; rival is another agent; player has no upline;
 * outsider is an agent of another merchant.
 */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain!;
  ({ ids, tokens } = await openTeam(db, app, { id: merchantId, host }, [
    ['top', 1],
    ['sub', 2, 'top'],
    ['leaf', 0, 'sub'],
    ['direct', 0, 'top'],
    ['rival', 1],
    ['player', 0],
  ]));
  const other = await createMerchant(db);
  ids.outsider = (
    await createMember(db, other.id, { username: 'outsider', password: 'secret123', isAgent: 1 })
  ).id;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const ledger = () => createLedgerService({ repository: createLedgerRepository(db) });
let moves = 0;

/** One ledger transfer of a report's kind, between the member and the house, as games make them. */
async function move(
  member: string,
  kind: 'deposit' | 'bet' | 'win' | 'bet_rollback' | 'bonus',
  amountMinor: bigint,
  merchant = merchantId,
) {
  const service = ledger();
  const wallet = await service.account({
    merchantId: merchant,
    kind: 'player',
    memberId: ids[member]!,
    currency: 'BDT',
  });
  const house = await service.houseAccount(merchant, kind === 'deposit' ? 'cash' : 'games', 'BDT');
  const fromMember = kind === 'bet';
  await service.transfer({
    merchantId: merchant,
    debitAccountId: fromMember ? wallet : house,
    creditAccountId: fromMember ? house : wallet,
    amountMinor,
    kind,
    // Games name their vendor and round (team betting reads the vendor from it).
    reference: kind === 'deposit' || kind === 'bonus' ? undefined : `vendor:KHELA:r${moves}`,
    idempotencyKey: `team-test:${(moves += 1)}`,
  });
}

const fold = () => createTeamRepository(db).fold(100_000);
const overview = async (name: string) =>
  app.inject({
    url: '/wps/agent/team/overview',
    headers: { host, authorization: tokens[name]!, language: 'en' },
  });
const today = async (name: string) => {
  const answer = (await overview(name)).json();
  expect(answer.success).toBe(true);
  const value = answer.value;
  return { ...value, today: value.periods.find((p: { period: string }) => p.period === 'today') };
};

/** A merchant's folded figures, in an order that compares. */
async function snapshot(merchant: string) {
  const { rows: days } = await sql`
    SELECT agent_id, day::text, new_members, deposit_minor::text, deposit_count,
        withdrawal_minor::text, withdrawal_count, bet_minor::text, bet_count, payout_minor::text,
        bonus_minor::text
      FROM agent_team_days WHERE merchant_id = ${merchant} ORDER BY agent_id, day`.execute(db);
  const { rows: own } = await sql`
    SELECT member_id, day::text, deposit_minor::text, bet_minor::text, payout_minor::text,
        bet_count, bonus_minor::text
      FROM agent_member_days WHERE merchant_id = ${merchant} ORDER BY member_id, day`.execute(db);
  const { rows: active } = await sql`
    SELECT agent_id, period, period_start::text, active_members
      FROM agent_team_active_counts WHERE merchant_id = ${merchant}
      ORDER BY agent_id, period, period_start`.execute(db);
  const { rows: games } = await sql`
    SELECT member_id, day::text, vassalage, bet_minor::text, bet_count, payout_minor::text
      FROM agent_member_game_days WHERE merchant_id = ${merchant}
      ORDER BY member_id, day, vassalage`.execute(db);
  const { rows: hours } = await sql`
    SELECT agent_id, hour, new_members, deposit_minor::text, withdrawal_minor::text,
        bet_minor::text, bet_count, payout_minor::text
      FROM agent_team_hours WHERE merchant_id = ${merchant} ORDER BY agent_id, hour`.execute(db);
  const { rows: teamGames } = await sql`
    SELECT agent_id, day::text, vassalage, bet_minor::text, bet_count, payout_minor::text
      FROM agent_team_game_days WHERE merchant_id = ${merchant}
      ORDER BY agent_id, day, vassalage`.execute(db);
  const { rows: sizes } = await sql`
    SELECT member_id, team_size FROM agent_team_sizes
      WHERE merchant_id = ${merchant} AND team_size <> 0 ORDER BY member_id`.execute(db);
  return { days, own, active, games, teamGames, hours, sizes };
}

/** Members whose kept team size is not the count of their team's rows in the tree. */
async function wrongSizes(merchant: string) {
  const { rows } = await sql`
    SELECT ancestor_id, count(*)::int FROM agent_tree
      WHERE merchant_id = ${merchant} AND valid_to IS NULL GROUP BY ancestor_id
    EXCEPT
    SELECT member_id, team_size FROM agent_team_sizes
      WHERE merchant_id = ${merchant} AND team_size <> 0`.execute(db);
  return rows;
}

describe('the downline tree', () => {
  it('puts a member in the team of its upline and of everyone above', async () => {
    const { rows } = await sql<{ ancestor: string; depth: number }>`
      SELECT a.username AS ancestor, t.depth FROM agent_tree t
        JOIN members a ON a.id = t.ancestor_id
        WHERE t.descendant_id = ${ids.leaf} AND t.valid_to IS NULL ORDER BY t.depth`.execute(db);
    expect(rows).toEqual([
      { ancestor: 'sub', depth: 1 },
      { ancestor: 'top', depth: 2 },
    ]);
  });

  it('refuses an upline below the member, the member itself and another merchant', async () => {
    const place = (member: string, upline: string) =>
      db
        .updateTable('members')
        .set({ uplineId: ids[upline] })
        .where('id', '=', ids[member]!)
        .execute();
    await expect(place('top', 'leaf')).rejects.toThrow(/agent_upline_refused/);
    await expect(place('top', 'top')).rejects.toThrow(/agent_upline_refused/);
    await expect(place('player', 'outsider')).rejects.toThrow(/agent_upline_refused/);
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM agent_tree WHERE descendant_id = ${ids.top}`.execute(db);
    expect(rows[0]?.count).toBe(0);
  });
});

describe("an agent's team figures", () => {
  it('answers only agents, about their own team', async () => {
    const refused = (await overview('direct')).json();
    expect(refused).toMatchObject({ success: false, code: 'agents_only' });
    expect((await today('rival')).teamSize).toBe(0);
  });

  it('sum what the team did while in it, by period, from the folded activity', async () => {
    await move('leaf', 'deposit', 100_00n);
    await move('leaf', 'bet', 30_00n);
    await move('leaf', 'win', 10_00n);
    await move('leaf', 'bet_rollback', 5_00n);
    await move('direct', 'deposit', 50_00n);
    await move('direct', 'bet', 20_00n);
    await move('direct', 'bonus', 3_00n);
    // Not anyone's team: a player without an upline, and the top agent's own play.
    await move('player', 'deposit', 70_00n);
    await move('top', 'deposit', 70_00n);
    // Nothing shows before the fold; the fold takes what waited, and a second finds nothing.
    expect((await today('top')).today.figures.deposit).toBe('0.00');
    expect(await fold()).toBeGreaterThan(0);
    expect(await fold()).toBe(0);

    const top = await today('top');
    expect(top).toMatchObject({ teamSize: 3, directMembers: 1, directAgents: 1 });
    expect(top.today.activeMembers).toBe(2);
    expect(top.today.figures).toEqual({
      newMembers: 3,
      deposit: '150.00',
      depositCount: 2,
      withdrawal: '0.00',
      withdrawalCount: 0,
      validBet: '45.00',
      betCount: 2,
      payout: '10.00',
      bonus: '3.00',
      winLoss: '-35.00',
    });
    expect(top.periods.find((p: { period: string }) => p.period === 'thisMonth').figures).toEqual(
      top.today.figures,
    );
    expect(top.days).toHaveLength(30);
    expect(top.days.at(-1).figures).toEqual(top.today.figures);

    const sub = await today('sub');
    expect(sub).toMatchObject({ teamSize: 1, directMembers: 1, directAgents: 0 });
    expect(sub.today.figures).toMatchObject({ validBet: '25.00', payout: '10.00', newMembers: 1 });
  });

  it("list the agent's own team, searched and paged, nearest first", async () => {
    const list = async (name: string, query: string) => {
      const answer = await app.inject({
        url: `/wps/agent/team/members${query}`,
        headers: { host, authorization: tokens[name]!, language: 'en' },
      });
      return answer.json();
    };
    const names = async (name: string, query: string) =>
      (await list(name, query)).value.members.map((row: { username: string }) => row.username);
    expect(await names('top', '')).toEqual(['sub', 'direct']);
    expect(await names('top', '?scope=all')).toEqual(['sub', 'direct', 'leaf']);
    const leaf = (await list('top', '?scope=all&q=LE')).value.members;
    expect(leaf).toEqual([
      expect.objectContaining({
        username: 'leaf',
        level: 2,
        upline: 'sub',
        teamSize: 0,
        monthDeposit: '100.00',
        monthValidBet: '25.00',
      }),
    ]);
    // A pattern is a prefix, never a wildcard; another agent's team is not there to find.
    expect(await names('top', '?scope=all&q=%25')).toEqual([]);
    expect(await names('top', '?scope=all&q=_')).toEqual([]);
    expect(await names('rival', '?scope=all')).toEqual([]);
    expect(await names('sub', '?scope=all&q=dir')).toEqual([]);
    expect((await list('direct', '')).code).toBe('agents_only');
    expect((await list('top', '?page=0')).code).toBe('validation_failed');
    expect((await list('top', '?scope=everyone')).code).toBe('validation_failed');
  });

  it("keep a moved member's history with the upline of its time", async () => {
    await db
      .updateTable('members')
      .set({ uplineId: ids.rival })
      .where('id', '=', ids.leaf!)
      .execute();
    await move('leaf', 'bet', 7_00n);
    await fold();
    const sub = await today('sub');
    expect(sub.teamSize).toBe(0);
    expect(sub.today.figures.validBet).toBe('25.00');
    const top = await today('top');
    expect(top.teamSize).toBe(2);
    expect(top.today.figures.validBet).toBe('45.00');
    const rival = await today('rival');
    expect(rival.teamSize).toBe(1);
    expect(rival.today.figures).toMatchObject({ validBet: '7.00', newMembers: 0 });
    expect(rival.today.activeMembers).toBe(1);
    expect(await wrongSizes(merchantId)).toEqual([]);
  });

  it('rebuild from the ledger and the tree to exactly what the fold kept', async () => {
    const folded = await snapshot(merchantId);
    expect(folded.days.length).toBeGreaterThan(0);
    expect(folded.games.length).toBeGreaterThan(0);
    expect(folded.hours.length).toBeGreaterThan(0);
    expect(folded.sizes.length).toBeGreaterThan(0);
    expect(folded.teamGames.length).toBeGreaterThan(0);
    expect(await createTeamRepository(db).rebuild(merchantId)).toBeGreaterThan(0);
    expect(await snapshot(merchantId)).toEqual(folded);
  });
});

describe('team sums', () => {
  it("equal the sum of the members' own figures, for any tree and activity", async () => {
    const merchant = await createMerchant(db);
    const shape = fc.record({
      // Member i's upline is one of the members before it (or nobody).
      uplines: fc.array(fc.integer({ min: -1, max: 40 }), { minLength: 12, maxLength: 25 }),
      activity: fc.array(
        fc.record({
          member: fc.nat(),
          kind: fc.constantFrom('deposit' as const, 'bet' as const, 'win' as const),
          amountMinor: fc.bigInt({ min: 1n, max: 1_000_000n }),
        }),
        { minLength: 10, maxLength: 40 },
      ),
    });
    const [sample] = fc.sample(shape, { numRuns: 1, seed: 20261129 });
    const members: string[] = [];
    for (const [index, pick] of sample!.uplines.entries()) {
      const upline = pick >= 0 && index > 0 ? members[pick % index] : undefined;
      const name = `p${index}`;
      const { id } = await createMember(db, merchant.id, {
        username: name,
        password: 'secret123',
        isAgent: 1,
        uplineId: upline,
      });
      ids[name] = id;
      members.push(id);
    }
    for (const { member, kind, amountMinor } of sample!.activity) {
      const name = `p${member % members.length}`;
      await move(name, 'deposit', amountMinor, merchant.id);
      if (kind !== 'deposit') await move(name, kind, amountMinor, merchant.id);
    }
    await fold();
    const { rows } = await sql<{ agent: string; team: string; own: string }>`
      SELECT a.id AS agent,
          (SELECT coalesce(sum(deposit_minor + bet_minor + payout_minor), 0)::text
             FROM agent_team_days WHERE agent_id = a.id)
            || '/' || (SELECT coalesce(sum(bet_minor + payout_minor), 0)::text
                         FROM agent_team_game_days WHERE agent_id = a.id) AS team,
          (SELECT coalesce(sum(d.deposit_minor + d.bet_minor + d.payout_minor), 0)::text
             FROM agent_tree t JOIN agent_member_days d ON d.member_id = t.descendant_id
             WHERE t.ancestor_id = a.id AND t.valid_to IS NULL)
            || '/' || (SELECT coalesce(sum(g.bet_minor + g.payout_minor), 0)::text
                         FROM agent_tree t
                         JOIN agent_member_game_days g ON g.member_id = t.descendant_id
                         WHERE t.ancestor_id = a.id AND t.valid_to IS NULL) AS own
        FROM members a WHERE a.merchant_id = ${merchant.id}`.execute(db);
    expect(rows.some((row) => !row.team.startsWith('0/'))).toBe(true);
    expect(rows.some((row) => !row.team.endsWith('/0'))).toBe(true);
    for (const row of rows) expect(row.team, row.agent).toBe(row.own);
    expect(await wrongSizes(merchant.id)).toEqual([]);
  });
});

describe('a team search', () => {
  it('pages its first matches in username order and says when there are more', async () => {
    const merchant = await createMerchant(db);
    const team = await openTeam(db, app, { id: merchant.id, host: merchant.domain! }, [
      ['boss', 1],
    ]);
    // 230 members under boss: cap000 … cap229.
    await sql`
      INSERT INTO members (merchant_id, username, password_hash, upline_id)
        SELECT ${merchant.id}, 'cap' || lpad(i::text, 3, '0'), 'x', ${team.ids.boss}
          FROM generate_series(0, 229) i`.execute(db);
    const search = async (query: string) => {
      const answer = await app.inject({
        url: `/wps/agent/team/members?scope=all${query}`,
        headers: { host: merchant.domain!, authorization: team.tokens.boss!, language: 'en' },
      });
      return answer.json().value;
    };
    const capped = await search('&q=cap');
    expect(capped).toMatchObject({ page: 1, totalPages: 10, hasMoreMatches: true });
    expect(capped.members.map((row: { username: string }) => row.username).slice(0, 3)).toEqual([
      'cap000',
      'cap001',
      'cap002',
    ]);
    const last = await search('&q=cap&page=10');
    expect(last.members.at(-1).username).toBe('cap199');
    expect(await search('&q=cap1')).toMatchObject({ totalPages: 5, hasMoreMatches: false });
    // The whole team is never capped: 230 members, 12 pages of 20.
    expect(await search('')).toMatchObject({ totalPages: 12, hasMoreMatches: false });
    expect(await wrongSizes(merchant.id)).toEqual([]);
  });
});
