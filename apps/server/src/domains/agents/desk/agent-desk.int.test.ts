import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMember, createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let merchantId: string;
const ids: Record<string, string> = {};
let admin: string;
let second: string;
let helper: string;
let outsider: string;

/** top ─ sub ─ leaf, top ─ direct; rival is another agent; loner has no upline. */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  const add = async (username: string, isAgent: number, upline?: string) => {
    ids[username] = (
      await createMember(db, merchantId, {
        username,
        password: 'secret123',
        isAgent,
        uplineId: upline ? ids[upline] : undefined,
      })
    ).id;
  };
  await add('top', 1);
  await add('sub', 2, 'top');
  await add('leaf', 0, 'sub');
  await add('direct', 0, 'top');
  await add('rival', 1);
  await add('loner', 0);
  admin = (await signInOperator(app, db, { merchantId, username: 'boss', role: 'admin' })).token;
  second = (await signInOperator(app, db, { merchantId, username: 'boss2', role: 'owner' })).token;
  helper = (await signInOperator(app, db, { merchantId, username: 'helper', role: 'support' }))
    .token;
  const other = await createMerchant(db);
  outsider = (
    await signInOperator(app, db, { merchantId: other.id, username: 'elsewhere', role: 'admin' })
  ).token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { authorization: as, language: 'en' },
    ...(payload ? { payload } : {}),
  });
const move = (member: string, upline: string, as = admin) =>
  ops('POST', `/ops/api/agents/members/${ids[member]}/move`, as, {
    upline,
    reason: 'Agreed with both agents',
  });
const uplineOf = async (member: string) =>
  (
    await db
      .selectFrom('members')
      .select('uplineId')
      .where('id', '=', ids[member]!)
      .executeTakeFirstOrThrow()
  ).uplineId;

describe('the agents desk', () => {
  it('browses the tree a level at a time, with team sizes and the way down', async () => {
    const topLevel = (await ops('GET', '/ops/api/agents/tree', helper)).json().value;
    expect(topLevel.path).toEqual([]);
    expect(
      topLevel.nodes.map((node: { username: string; teamSize: number }) => [
        node.username,
        node.teamSize,
      ]),
    ).toEqual([
      ['rival', 0],
      ['top', 3],
    ]);
    const under = (await ops('GET', `/ops/api/agents/tree?parentId=${ids.sub}`, helper)).json()
      .value;
    expect(under.path.map((node: { username: string }) => node.username)).toEqual(['top', 'sub']);
    expect(under.nodes).toMatchObject([{ username: 'leaf', isAgent: 0, teamSize: 0 }]);
  });

  it("keeps to the operator's merchant and role", async () => {
    const foreign = await ops('GET', `/ops/api/agents/tree?parentId=${ids.sub}`, outsider);
    expect(foreign.json()).toMatchObject({ success: false, code: 'not_found' });
    expect((await ops('GET', '/ops/api/agents/tree', outsider)).json().value.nodes).toEqual([]);
    expect((await move('leaf', 'rival', outsider)).json().code).toBe('not_found');
    expect((await move('leaf', 'rival', helper)).json().code).toBe('forbidden');
    const promote = await ops('PUT', `/ops/api/agents/members/${ids.loner}/type`, helper, {
      isAgent: 1,
    });
    expect(promote.json().code).toBe('forbidden');
    expect(await uplineOf('leaf')).toBe(ids.sub);
  });

  it('makes agents and unmakes only those without a team', async () => {
    const setType = (member: string, isAgent: number) =>
      ops('PUT', `/ops/api/agents/members/${ids[member]}/type`, admin, { isAgent });
    expect((await setType('loner', 41)).json().success).toBe(true);
    expect((await setType('sub', 0)).json().code).toBe('agent_has_team');
    expect((await setType('loner', 7)).json().code).toBe('validation_failed');
    expect((await setType('loner', 0)).json().success).toBe(true);
    const { rows } = await sql<{ detail: unknown }>`
      SELECT detail FROM operator_actions WHERE action = 'agent_type_change'
        ORDER BY id`.execute(db);
    expect(rows.map((row) => row.detail)).toEqual([
      { isAgent: { from: 0, to: 41 } },
      { isAgent: { from: 41, to: 0 } },
    ]);
  });

  it('moves a small branch at once, and refuses what would break the tree', async () => {
    expect((await move('top', 'sub')).json().code).toBe('agent_upline_refused');
    expect((await move('leaf', 'direct')).json().code).toBe('agent_upline_not_agent');
    expect((await move('leaf', 'nobody')).json().code).toBe('agent_upline_unknown');
    expect((await move('leaf', 'sub')).json().code).toBe('agent_upline_unchanged');
    const moved = (await move('sub', 'rival')).json().value;
    expect(moved).toMatchObject({
      member: 'sub',
      fromUpline: 'top',
      toUpline: 'rival',
      teamSize: 1,
      status: 'applied',
      requestedBy: 'boss',
    });
    // The branch went along: leaf is in rival's team now, and no longer in top's.
    const { rows } = await sql<{ ancestor: string }>`
      SELECT a.username AS ancestor FROM agent_tree t JOIN members a ON a.id = t.ancestor_id
        WHERE t.descendant_id = ${ids.leaf} AND t.valid_to IS NULL ORDER BY t.depth`.execute(db);
    expect(rows.map((row) => row.ancestor)).toEqual(['sub', 'rival']);
  });

  it('keeps racing moves of one member in a chain, each from where the last one left it', async () => {
    const answers = await Promise.all([
      move('leaf', 'top'),
      move('leaf', 'rival'),
      move('leaf', 'top'),
    ]);
    for (const answer of answers) {
      const { success, code } = answer.json();
      if (!success) expect(['agent_move_closed', 'agent_upline_unchanged']).toContain(code);
    }
    const { rows } = await sql<{ fromId: string | null; toId: string | null }>`
      SELECT from_upline_id::text AS "fromId", to_upline_id::text AS "toId" FROM agent_moves
        WHERE member_id = ${ids.leaf} AND status = 'applied' ORDER BY id`.execute(db);
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((row, index) => {
      expect(row.fromId).toBe(index === 0 ? ids.sub : rows[index - 1]!.toId);
    });
    expect(await uplineOf('leaf')).toBe(rows.at(-1)!.toId);
    expect((await move('leaf', 'sub')).json().value.status).toBe('applied');
  });

  it('waits for a second operator to move a large branch', async () => {
    await db.insertInto('agentSettings').values({ merchantId, moveDualTeamSize: 1 }).execute();
    const asked = (await move('sub', '')).json().value;
    expect(asked).toMatchObject({ status: 'awaiting_approval', toUpline: null, teamSize: 1 });
    expect(await uplineOf('sub')).toBe(ids.rival);
    const queue = (
      await ops('GET', '/ops/api/agents/moves?status=awaiting_approval', helper)
    ).json().value;
    expect(queue.map((row: { id: string }) => row.id)).toEqual([asked.id]);
    const own = await ops('POST', `/ops/api/agents/moves/${asked.id}/approve`, admin, {});
    expect(own.json().code).toBe('second_operator_required');
    const approved = await ops('POST', `/ops/api/agents/moves/${asked.id}/approve`, second, {});
    expect(approved.json().value).toMatchObject({ status: 'applied', decidedBy: 'boss2' });
    expect(await uplineOf('sub')).toBeNull();
    const again = await ops('POST', `/ops/api/agents/moves/${asked.id}/reject`, second, {});
    expect(again.json().code).toBe('agent_move_closed');
  });
});
