import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMember, createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { openTeam } from '../agents.fixture';
import { contractCalls, dailyTiers, errorOf } from './contracts.fixture';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let admin: string;
let helper: string;
let outsider: string;
let merchantId: string;
let ids: Record<string, string> = {};
let tokens: Record<string, string> = {};

/**
 * top (agent) ─ sub (agent) ─ deep (agent) ─ leaf; top ─ direct; rival is another top agent;
 * an agent of another merchant has the same username as sub.
 */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  ({ ids, tokens } = await openTeam(db, app, { id: merchant.id, host }, [
    ['top', 1],
    ['sub', 2, 'top'],
    ['deep', 2, 'sub'],
    ['leaf', 0, 'deep'],
    ['direct', 0, 'top'],
    ['rival', 1],
  ]));
  admin = (
    await signInOperator(app, db, { merchantId: merchant.id, username: 'boss', role: 'admin' })
  ).token;
  helper = (
    await signInOperator(app, db, { merchantId: merchant.id, username: 'helper', role: 'support' })
  ).token;
  merchantId = merchant.id;
  const other = await createMerchant(db);
  await createMember(db, other.id, { username: 'elsewhere', password: 'secret123', isAgent: 1 });
  outsider = (
    await signInOperator(app, db, { merchantId: other.id, username: 'other', role: 'admin' })
  ).token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const { ops, member } = contractCalls(() => ({ app, host, admin, tokens }));

const offer = (from: string, username: string, terms: unknown, extra: object = {}) =>
  member(from, 'POST', '/wps/agent/contracts/offers', {
    username,
    kind: 'daily_salary',
    terms,
    ...extra,
  });
const mine = async (name: string, kind = 'daily_salary') =>
  (await member(name, 'GET', `/wps/agent/contracts?kind=${kind}`)).json().value;

describe('contracts between an upline and its downline', () => {
  it('are refused until the merchant runs the kind, and only the setup roles run it', async () => {
    expect(errorOf(await member('top', 'GET', '/wps/agent/contracts?kind=daily_salary'))).toBe(
      'contract_kind_disabled',
    );
    const settings = {
      isEnabled: true,
      maxRateBp: 200,
      periods: [],
      isCarryingLosses: true,
      holdAbove: '',
    };
    const refused = await ops(
      'PUT',
      '/ops/api/agent-contracts/kinds/daily_salary',
      settings,
      helper,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await ops('PUT', '/ops/api/agent-contracts/kinds/daily_salary', settings)).statusCode,
    ).toBe(200);
    expect(
      (await ops('PUT', '/ops/api/agent-contracts/kinds/hourly_salary', settings)).statusCode,
    ).toBe(200);
    const enabled = (await member('top', 'GET', '/wps/agent/contracts/enabled')).json().value;
    expect(enabled.kinds.sort()).toEqual(['daily_salary', 'hourly_salary']);
    // A member who is no agent sees no contracts at all.
    expect(errorOf(await member('leaf', 'GET', '/wps/agent/contracts/enabled'))).toBe(
      'agents_only',
    );
  });

  it('start at the top with the operator, and an agent offers only from its own', async () => {
    expect(errorOf(await offer('top', 'sub', dailyTiers(60)))).toBe('contract_none_of_own');
    const top = await ops('POST', '/ops/api/agent-contracts/top', {
      username: 'top',
      kind: 'daily_salary',
      terms: dailyTiers(100),
    });
    expect(top.json().value.offered).toMatchObject({ status: 'active', upline: null });
    // Only an agent at the top takes the operator's contract.
    const notTop = await ops('POST', '/ops/api/agent-contracts/top', {
      username: 'sub',
      kind: 'daily_salary',
      terms: dailyTiers(100),
    });
    expect(errorOf(notTop)).toBe('contract_direct_only');
    expect((await mine('top')).active.terms.tiers[0].rateBp).toBe(100);
  });

  it('refuse terms above the upline, above the merchant, or not of the kind', async () => {
    expect(errorOf(await offer('top', 'sub', dailyTiers(150)))).toBe(
      'validation.contract_above_upline',
    );
    expect(errorOf(await offer('top', 'sub', dailyTiers(250)))).toBe(
      'validation.contract_rate_above_max',
    );
    expect(errorOf(await offer('top', 'sub', { tiers: [{ rateBp: 50, hourBet: '10' }] }))).toBe(
      'validation.contract_terms_invalid',
    );
    expect(errorOf(await offer('top', 'sub', { tiers: [{ rateBp: 50, validBet: '-1' }] }))).toBe(
      'validation.contract_minimum_invalid',
    );
    expect(errorOf(await offer('top', 'sub', { tiers: [] }))).toBe(
      'validation.contract_terms_invalid',
    );
  });

  it('go to direct downline agents of the caller only', async () => {
    expect(errorOf(await offer('top', 'deep', dailyTiers(50)))).toBe('contract_direct_only');
    expect(errorOf(await offer('top', 'direct', dailyTiers(50)))).toBe('contract_direct_only');
    expect(errorOf(await offer('top', 'elsewhere', dailyTiers(50)))).toBe('contract_direct_only');
    expect(errorOf(await offer('rival', 'sub', dailyTiers(50)))).toBe('contract_direct_only');
  });

  it('are offered, shown to the downline as a request and a message, and accepted by it', async () => {
    const first = (await offer('top', 'sub', dailyTiers(50))).json().value.offered;
    // A newer offer replaces one not answered yet.
    const made = (await offer('top', 'sub', dailyTiers(60))).json().value.offered;
    expect(made).toMatchObject({ status: 'offered', holder: 'sub', upline: 'top' });
    expect((await mine('sub')).offered.id).toBe(made.id);
    const funds = (await member('sub', 'GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(funds.dailysalreqtype).toMatchObject({ type: 'new', contract: { id: made.id } });
    expect(funds.divtypereq).toBeNull();
    const messages = await db
      .selectFrom('memberMessages')
      .select('kind')
      .where('memberId', '=', ids.sub!)
      .execute();
    expect(messages.filter((row) => row.kind === 'contract_offered')).toHaveLength(2);
    // The request answered must be the one shown: the replaced offer is closed.
    const stale = await member('sub', 'POST', '/wps/relay/MCS2_processDailySalContract', {
      isAccepted: true,
      contractId: first.id,
    });
    expect(errorOf(stale)).toBe('contract_request_closed');
    const accepted = await member('sub', 'POST', '/wps/relay/MCS2_processDailySalContract', {
      isAccepted: true,
      contractId: made.id,
    });
    expect(accepted.json().success).toBe(true);
    expect((await mine('sub')).active).toMatchObject({ id: made.id, status: 'active' });
    const after = (await member('sub', 'GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(after.dailysalreqtype).toBeNull();
  });

  it('are answered, withdrawn or ended only by their own holder and upline', async () => {
    const made = (await offer('sub', 'deep', dailyTiers(40))).json().value.offered;
    for (const name of ['rival', 'top', 'sub']) {
      const answer = await member(name, 'POST', `/wps/agent/contracts/${made.id}/decision`, {
        isAccepted: true,
      });
      expect(errorOf(answer)).toBe('contract_not_found');
    }
    for (const name of ['rival', 'top', 'deep']) {
      const answer = await member(name, 'POST', `/wps/agent/contracts/${made.id}/withdraw`, {});
      expect(errorOf(answer)).toBe('contract_not_found');
    }
    expect(
      errorOf(
        await member('leaf', 'POST', `/wps/agent/contracts/${made.id}/decision`, {
          isAccepted: true,
        }),
      ),
    ).toBe('agents_only');
    expect(
      errorOf(
        await member('deep', 'POST', '/wps/agent/contracts/99999999/decision', {
          isAccepted: true,
        }),
      ),
    ).toBe('contract_not_found');
    const accepted = await member('deep', 'POST', `/wps/agent/contracts/${made.id}/decision`, {
      isAccepted: true,
    });
    expect(accepted.json().success).toBe(true);
    // Answered once: a second answer changes nothing.
    const again = await member('deep', 'POST', `/wps/agent/contracts/${made.id}/decision`, {
      isAccepted: false,
    });
    expect(errorOf(again)).toBe('contract_request_closed');
    const list = (
      await member('sub', 'GET', '/wps/agent/contracts/downlines?kind=daily_salary')
    ).json().value;
    expect(list.rows).toEqual([
      expect.objectContaining({
        username: 'deep',
        active: expect.objectContaining({ id: made.id }),
      }),
    ]);
  });

  it('warn before a lower contract ends the ones below it, and end them once accepted', async () => {
    const lower = (await offer('top', 'sub', dailyTiers(30))).json().value;
    expect(lower.offered).toBeNull();
    expect(lower.endingDownlines).toEqual([
      expect.objectContaining({
        username: 'deep',
        contract: expect.objectContaining({ status: 'active' }),
      }),
    ]);
    expect((await mine('sub')).offered).toBeNull();
    const confirmed = (
      await offer('top', 'sub', dailyTiers(30), { isEndingDownlines: true })
    ).json().value.offered;
    expect((await mine('deep')).active).not.toBeNull();
    await member('sub', 'POST', `/wps/agent/contracts/${confirmed.id}/decision`, {
      isAccepted: true,
    });
    expect((await mine('sub')).active.terms.tiers[0].rateBp).toBe(30);
    expect((await mine('deep')).active).toBeNull();
    const ended = await db
      .selectFrom('agentContracts')
      .select(['status', 'endReason'])
      .where('holderId', '=', ids.deep!)
      .where('status', '=', 'ended')
      .execute();
    expect(ended).toEqual([{ status: 'ended', endReason: 'not_covered' }]);
  });

  it('end on request when the holder accepts, and stay when it rejects', async () => {
    const active = (await mine('sub')).active;
    await member('top', 'POST', `/wps/agent/contracts/${active.id}/termination`, {});
    const funds = (await member('sub', 'GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(funds.dailysalreqtype).toMatchObject({ type: 'termination' });
    await member('sub', 'POST', '/wps/relay/MCS2_processDailySalContract', {
      isAccepted: false,
      contractId: active.id,
    });
    expect((await mine('sub')).active).toMatchObject({
      id: active.id,
      isTerminationRequested: false,
    });
    await member('top', 'POST', `/wps/agent/contracts/${active.id}/termination`, {});
    await member('sub', 'POST', `/wps/agent/contracts/${active.id}/decision`, { isAccepted: true });
    expect((await mine('sub')).active).toBeNull();
  });

  it('end all the way down when the operator ends one, with the step in the action log', async () => {
    const sub = (await offer('top', 'sub', dailyTiers(80))).json().value.offered;
    await member('sub', 'POST', `/wps/agent/contracts/${sub.id}/decision`, { isAccepted: true });
    const deep = (await offer('sub', 'deep', dailyTiers(20))).json().value.offered;
    await member('deep', 'POST', `/wps/agent/contracts/${deep.id}/decision`, { isAccepted: true });
    const top = (await mine('top')).active;
    const ended = await ops('POST', `/ops/api/agent-contracts/${top.id}/end`, {
      reason: 'Agreement over',
    });
    expect(ended.statusCode).toBe(200);
    for (const name of ['top', 'sub', 'deep']) expect((await mine(name)).active).toBeNull();
    const listed = (
      await ops('GET', '/ops/api/agent-contracts?kind=daily_salary&status=ended')
    ).json().value;
    expect(listed.rows.map((row: { holder: string }) => row.holder)).toEqual(
      expect.arrayContaining(['top', 'sub', 'deep']),
    );
    const log = await db
      .selectFrom('operatorActions')
      .select('action')
      .where('action', 'like', 'agent_contract%')
      .execute();
    expect(log.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'agent_contract_kind_update',
        'agent_contract_set',
        'agent_contract_end',
      ]),
    );
  });

  it('end when their holder moves to another upline, keeping the rest of the branch', async () => {
    await ops('POST', '/ops/api/agent-contracts/top', {
      username: 'top',
      kind: 'daily_salary',
      terms: dailyTiers(100),
    });
    const sub = (await offer('top', 'sub', dailyTiers(80))).json().value.offered;
    await member('sub', 'POST', `/wps/agent/contracts/${sub.id}/decision`, { isAccepted: true });
    const deep = (await offer('sub', 'deep', dailyTiers(20))).json().value.offered;
    await member('deep', 'POST', `/wps/agent/contracts/${deep.id}/decision`, { isAccepted: true });
    const moved = await ops('POST', `/ops/api/agents/members/${ids.deep}/move`, {
      upline: 'top',
      reason: 'Agreed with both agents',
    });
    expect(moved.statusCode).toBe(200);
    expect((await mine('deep')).active).toBeNull();
    expect((await mine('sub')).active).toMatchObject({ id: sub.id });
    const ended = await db
      .selectFrom('agentContracts')
      .select('endReason')
      .where('id', '=', deep.id)
      .executeTakeFirstOrThrow();
    expect(ended.endReason).toBe('upline_ended');
  });

  it("are out of reach of another merchant's operators and of roles that may not change them", async () => {
    const top = (await mine('top')).active;
    const settlement = await db
      .insertInto('agentSettlements')
      .values({
        merchantId,
        kind: 'daily_salary',
        period: 'daily',
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: new Date('2026-01-02T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = await db
      .insertInto('agentStatements')
      .values({
        settlementId: settlement.id,
        merchantId,
        agentId: ids.top!,
        contractId: top.id,
        ownMinor: '500',
        downlinesMinor: '0',
        payMinor: '500',
        status: 'held',
        computedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const calls: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
      ['POST', `/ops/api/agent-contracts/${top.id}/end`, { reason: 'Not yours' }],
      ['GET', `/ops/api/agent-contracts/settlements/${settlement.id}`],
      ['POST', `/ops/api/agent-contracts/settlements/${settlement.id}/rerun`, {}],
      [
        'POST',
        `/ops/api/agent-contracts/statements/${line.id}/decision`,
        { isReleased: true, reason: 'Not yours' },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await ops(method, url, payload, outsider);
      expect(answer.statusCode, url).toBe(404);
      // Support sees the desk but changes nothing.
      if (method === 'POST') expect((await ops(method, url, payload, helper)).statusCode).toBe(403);
    }
    const listed = (await ops('GET', '/ops/api/agent-contracts', undefined, outsider)).json().value;
    expect(listed.rows).toEqual([]);
    expect((await mine('top')).active).toMatchObject({ id: top.id });
    const kept = await db
      .selectFrom('agentStatements')
      .select('status')
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('held');
  });
});
