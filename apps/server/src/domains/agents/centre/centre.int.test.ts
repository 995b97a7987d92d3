import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { openTeam } from '../agents.fixture';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { dateIn } from '../../../lib/days';
import { createLedgerRepository } from '../../money/ledger/ledger.repository';
import { createLedgerService } from '../../money/ledger/ledger.service';
import { createTeamRepository } from '../team/team.repository';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let otherHost: string;
let merchantId: string;
let ids: Record<string, string> = {};
let tokens: Record<string, string> = {};
const today = dateIn(new Date(), 'Asia/Dhaka');

/** top (agent) ─ sub (agent) ─ leaf; top ─ direct; rival: another agent; player: no upline. */
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
    ['rivalkid', 0, 'rival'],
  ]));
  const other = await createMerchant(db);
  otherHost = other.domain!;
  await createMember(db, other.id, { username: 'outsider', password: 'secret123', isAgent: 1 });
  tokens.outsider = await signInToken(app, otherHost, 'outsider', 'secret123');
  await sql`INSERT INTO vendors (merchant_id, vassalage, game_type, display_name, logo_url,
      sort_order) VALUES (${merchantId}, 'KHELA', 'RNG', 'Khela House', '/x.svg', 1)`.execute(db);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const call = (name: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    payload,
    headers: {
      host: name === 'outsider' ? otherHost : host,
      authorization: tokens[name]!,
      language: 'en',
    },
  });

let moves = 0;
/** One ledger transfer as games and the cashier make them. */
async function move(
  member: string,
  kind: 'deposit' | 'bet' | 'win' | 'transfer_downline',
  amountMinor: bigint,
  to?: string,
) {
  const ledger = createLedgerService({ repository: createLedgerRepository(db) });
  const wallet = (name: string) =>
    ledger.account({ merchantId, kind: 'player', memberId: ids[name]!, currency: 'BDT' });
  const house = await ledger.houseAccount(merchantId, kind === 'deposit' ? 'cash' : 'games', 'BDT');
  const [debit, credit] =
    kind === 'bet'
      ? [await wallet(member), house]
      : kind === 'transfer_downline'
        ? [await wallet(member), await wallet(to!)]
        : [house, await wallet(member)];
  await ledger.transfer({
    merchantId,
    debitAccountId: debit,
    creditAccountId: credit,
    amountMinor,
    kind,
    reference: kind === 'bet' || kind === 'win' ? `vendor:KHELA:r${moves}` : null,
    idempotencyKey: `centre-test:${(moves += 1)}`,
  });
}

const range = `from=${today}&to=${today}`;

describe('the register centre', () => {
  it('gives an agent its invitation, and refuses anyone who is not one', async () => {
    const answer = (await call('top', 'GET', '/wps/agent/invitation')).json();
    expect(answer.value.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(answer.value.link).toBe(`/register?affiliateCode=${answer.value.code}`);
    const refused = await call('player', 'GET', '/wps/agent/invitation');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('agents_only');
  });

  it('opens a member and a sub-agent under the agent, with the merchant rules', async () => {
    const body = { username: 'newkid', password: 'secret123', confirmPassword: 'secret123' };
    const member = await call('top', 'POST', '/wps/agent/team/downlines', {
      kind: 'member',
      ...body,
    });
    expect(member.json().value).toEqual({ username: 'newkid', isAgent: 0 });
    const agent = await call('top', 'POST', '/wps/agent/team/downlines', {
      ...body,
      kind: 'agent',
      username: 'newagent',
    });
    expect(agent.json().value).toEqual({ username: 'newagent', isAgent: 2 });
    const { rows } = await sql<{ username: string; depth: number; code: string | null }>`
      SELECT m.username, t.depth, m.affiliate_code AS code FROM agent_tree t
        JOIN members m ON m.id = t.descendant_id
        WHERE t.ancestor_id = ${ids.top} AND m.username IN ('newkid', 'newagent')
          AND t.valid_to IS NULL ORDER BY m.username`.execute(db);
    expect(rows.map((row) => [row.username, row.depth, row.code !== null])).toEqual([
      ['newagent', 1, true],
      ['newkid', 1, false],
    ]);
    const taken = await call('top', 'POST', '/wps/agent/team/downlines', {
      kind: 'member',
      ...body,
    });
    expect(taken.json().code).toBe('username_taken');
    const weak = await call('top', 'POST', '/wps/agent/team/downlines', {
      kind: 'member',
      username: 'weakkid',
      password: 'a',
      confirmPassword: 'b',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('validation_failed');
    const byMember = await call('player', 'POST', '/wps/agent/team/downlines', {
      kind: 'member',
      ...body,
      username: 'sneaky',
    });
    expect(byMember.json().code).toBe('agents_only');
    const { rows: none } =
      await sql`SELECT 1 FROM members WHERE username IN ('weakkid', 'sneaky')`.execute(db);
    expect(none).toHaveLength(0);
  });
});

describe("a downline's detail and suspension", () => {
  it('shows a member anywhere in the own team, and nobody else', async () => {
    const leaf = (await call('top', 'GET', '/wps/agent/team/downlines/leaf')).json().value;
    expect(leaf).toMatchObject({ username: 'leaf', level: 2, upline: 'sub', status: 'active' });
    expect(leaf.isDirect).toBe(false);
    // A sibling's member, the upline itself, another subtree, another merchant's agent.
    for (const [agent, target] of [
      ['sub', 'direct'],
      ['sub', 'top'],
      ['top', 'rivalkid'],
      ['outsider', 'leaf'],
      ['top', 'outsider'],
    ] as const) {
      const answer = await call(agent, 'GET', `/wps/agent/team/downlines/${target}`);
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'not_in_downline']);
    }
  });

  it('suspends and restores its own downline; an operator’s block stays the operator’s', async () => {
    const path = '/wps/agent/team/downlines/leaf/status';
    const suspend = await call('top', 'POST', path, { isSuspended: true, reason: 'chargebacks' });
    expect(suspend.json()).toEqual({ success: true });
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host },
      payload: { username: 'leaf', password: 'secret123' },
    });
    expect(login.json().success).toBe(false);
    expect(
      (await call('top', 'POST', path, { isSuspended: true, reason: 'again' })).json().code,
    ).toBe('agent_downline_status_unchanged');
    expect(
      (await call('rival', 'POST', path, { isSuspended: false, reason: 'mine' })).json().code,
    ).toBe('not_in_downline');
    expect(
      (await call('sub', 'POST', path, { isSuspended: false, reason: 'back' })).json(),
    ).toEqual({
      success: true,
    });
    await sql`UPDATE members SET status = 'disabled' WHERE id = ${ids.direct}`.execute(db);
    const lifted = await call('top', 'POST', '/wps/agent/team/downlines/direct/status', {
      isSuspended: false,
      reason: 'please',
    });
    expect(lifted.json().code).toBe('agent_downline_operator_disabled');
    await sql`UPDATE members SET status = 'active' WHERE id = ${ids.direct}`.execute(db);
  });
});

describe('notices and applications', () => {
  it('shows notices for agents to agents only, never on the public list', async () => {
    await sql`INSERT INTO announcements (merchant_id, type, language, title, content)
      VALUES (${merchantId}, 'AG', 'en', 'New rates', 'Rates change on Monday.')`.execute(db);
    const notices = (await call('sub', 'GET', '/wps/agent/notices')).json().value.notices;
    expect(notices.map((notice: { title: string }) => notice.title)).toEqual(['New rates']);
    expect((await call('player', 'GET', '/wps/agent/notices')).json().code).toBe('agents_only');
    const open = await app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=AG',
      headers: { host },
    });
    expect(open.statusCode).toBe(400);
  });

  it('takes one application at a time from a member, none from an agent', async () => {
    const body = { contact: 'player@example.com', message: 'I run a cricket club of 200 fans.' };
    const first = (await call('player', 'POST', '/wps/agent/applications', body)).json();
    expect(first.value.application).toMatchObject({ status: 'pending', username: 'player' });
    expect((await call('player', 'POST', '/wps/agent/applications', body)).json().code).toBe(
      'agent_application_pending',
    );
    expect((await call('top', 'POST', '/wps/agent/applications', body)).json().code).toBe(
      'agent_already',
    );
    const mine = (await call('player', 'GET', '/wps/agent/applications/mine')).json();
    expect(mine.value.application.id).toBe(first.value.application.id);
  });
});

describe('the reports', () => {
  beforeAll(async () => {
    await move('leaf', 'deposit', 50_000n);
    await move('leaf', 'bet', 10_000n);
    await move('leaf', 'win', 4_000n);
    await move('direct', 'deposit', 20_000n);
    await move('direct', 'bet', 3_000n);
    await move('rivalkid', 'deposit', 7_000n);
    await move('rivalkid', 'bet', 7_000n);
    await move('top', 'deposit', 9_000n);
    await move('top', 'transfer_downline', 2_500n, 'direct');
    await createTeamRepository(db).fold(100_000);
    // A vendor listed under a second game type still counts each bet once.
    await sql`INSERT INTO vendors (merchant_id, vassalage, game_type, display_name, logo_url,
        sort_order) VALUES (${merchantId}, 'KHELA', 'FISH', 'Khela House', '/x.svg', 9)`.execute(
      db,
    );
  });

  it('sum team betting by member, vendor, game type and day', async () => {
    const byMember = (await call('top', 'GET', `/wps/agent/reports/betting?${range}`)).json().value;
    expect(
      byMember.rows.map((row: { key: string; validBet: string }) => [row.key, row.validBet]),
    ).toEqual([
      ['leaf', '100.00'],
      ['direct', '30.00'],
    ]);
    expect(byMember.totals).toEqual({
      betCount: 2,
      validBet: '130.00',
      payout: '40.00',
      winLoss: '-90.00',
    });
    const byVendor = (
      await call('top', 'GET', `/wps/agent/reports/betting?${range}&groupBy=vendor`)
    ).json().value;
    expect(byVendor.rows).toEqual([
      {
        key: 'KHELA',
        label: 'Khela House',
        betCount: 2,
        validBet: '130.00',
        payout: '40.00',
        winLoss: '-90.00',
      },
    ]);
    const byType = (
      await call('top', 'GET', `/wps/agent/reports/betting?${range}&groupBy=gameType&member=leaf`)
    ).json().value;
    expect(byType.rows.map((row: { key: string }) => row.key)).toEqual(['RNG']);
    expect(byType.totals.validBet).toBe('100.00');
    const sub = (await call('sub', 'GET', `/wps/agent/reports/betting?${range}`)).json().value;
    expect(sub.totals.validBet).toBe('100.00');
  });

  it('list profit and loss per member and the team totals', async () => {
    const report = (await call('top', 'GET', `/wps/agent/reports/profit-loss?${range}`)).json()
      .value;
    const leaf = report.rows.find((row: { username: string }) => row.username === 'leaf');
    expect(leaf).toMatchObject({
      level: 2,
      deposit: '500.00',
      validBet: '100.00',
      payout: '40.00',
      profit: '-60.00',
    });
    expect(report.totals.deposit).toBe('700.00');
    const searched = (
      await call('top', 'GET', `/wps/agent/reports/profit-loss?${range}&q=le`)
    ).json().value;
    expect(searched.rows.map((row: { username: string }) => row.username)).toEqual(['leaf']);
  });

  it("list the team's money movements and the agent's income", async () => {
    const moves = (await call('top', 'GET', `/wps/agent/reports/transactions?${range}`)).json()
      .value;
    expect(
      moves.rows.map((row: { kind: string; username: string; amount: string }) => [
        row.kind,
        row.username,
        row.amount,
      ]),
    ).toEqual([
      ['transfer', 'top', '25.00'],
      ['deposit', 'direct', '200.00'],
      ['deposit', 'leaf', '500.00'],
    ]);
    const deposits = (
      await call('sub', 'GET', `/wps/agent/reports/transactions?${range}&kind=deposit`)
    ).json().value;
    expect(deposits.rows.map((row: { username: string }) => row.username)).toEqual(['leaf']);
    const income = (await call('direct', 'GET', `/wps/agent/reports/income?${range}`)).json();
    expect(income.code).toBe('agents_only');
    const topIncome = (await call('top', 'GET', `/wps/agent/reports/income?${range}`)).json().value;
    expect(topIncome.total).toBe('0.00');
    expect(topIncome.sources).toHaveLength(6);
  });

  it('export a report as CSV in the reader’s language', async () => {
    const csv = await call('top', 'GET', `/wps/agent/reports/profit-loss?${range}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`profit-loss-${today}-${today}.csv`);
    expect(csv.body).toContain('"Member","Level","Deposit"');
    expect(csv.body).toContain('"leaf","2","500.00"');
  });

  it("refuse another team's member, bad ranges and members who are not agents", async () => {
    for (const [agent, url] of [
      ['sub', `/wps/agent/reports/betting?${range}&member=direct`],
      ['top', `/wps/agent/reports/transactions?${range}&member=rivalkid`],
      ['outsider', `/wps/agent/reports/betting?${range}&member=leaf`],
    ] as const) {
      expect((await call(agent, 'GET', url)).json().code).toBe('not_in_downline');
    }
    const backwards = await call(
      'top',
      'GET',
      `/wps/agent/reports/betting?from=${today}&to=2020-01-01`,
    );
    expect([backwards.statusCode, backwards.json().code]).toEqual([400, 'validation_failed']);
    const huge = await call('top', 'GET', `/wps/agent/reports/betting?from=2020-01-01&to=${today}`);
    expect(huge.statusCode).toBe(400);
    const rival = (await call('rival', 'GET', `/wps/agent/reports/profit-loss?${range}`)).json()
      .value;
    expect(rival.rows.map((row: { username: string }) => row.username)).toEqual(['rivalkid']);
    expect((await call('player', 'GET', `/wps/agent/reports/betting?${range}`)).json().code).toBe(
      'agents_only',
    );
  });

  it("keep a moved member's past with the old upline", async () => {
    await sql`UPDATE members SET upline_id = ${ids.rival} WHERE id = ${ids.leaf}`.execute(db);
    // The move happened today: today's figures follow the member to its new team.
    const rival = (await call('rival', 'GET', `/wps/agent/reports/profit-loss?${range}`)).json()
      .value;
    expect(rival.rows.map((row: { username: string }) => row.username)).toEqual([
      'leaf',
      'rivalkid',
    ]);
    const top = (await call('top', 'GET', `/wps/agent/reports/profit-loss?${range}`)).json().value;
    // Still listed for the range it was in the team, the team's totals unchanged.
    expect(top.rows.map((row: { username: string }) => row.username)).toContain('leaf');
    expect(top.totals.deposit).toBe('700.00');
    await sql`UPDATE members SET upline_id = ${ids.sub} WHERE id = ${ids.leaf}`.execute(db);
  });
});
