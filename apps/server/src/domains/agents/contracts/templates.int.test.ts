import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant, signInOperator } from '../../../../test/factories';
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
let tokens: Record<string, string> = {};

/** top (agent, 1 %) ─ sub (agent, no contract yet); another merchant's admin. */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  ({ tokens } = await openTeam(db, app, { id: merchant.id, host }, [
    ['top', 1],
    ['sub', 2, 'top'],
  ]));
  const sign = async (merchantId: string, username: string, role: 'admin' | 'support') =>
    (await signInOperator(app, db, { merchantId, username, role })).token;
  admin = await sign(merchant.id, 'boss', 'admin');
  helper = await sign(merchant.id, 'helper', 'support');
  outsider = await sign((await createMerchant(db)).id, 'other', 'admin');
  const bounds = { maxRateBp: 200, isCarryingLosses: true, holdAbove: '' };
  await ops('PUT', '/ops/api/agent-contracts/kinds/daily_salary', {
    ...bounds,
    isEnabled: true,
    periods: [],
  });
  await ops('PUT', '/ops/api/agent-contracts/kinds/dividend', {
    ...bounds,
    isEnabled: true,
    periods: ['weekly'],
  });
  await ops('POST', '/ops/api/agent-contracts/top', {
    username: 'top',
    kind: 'daily_salary',
    terms: dailyTiers(100),
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

const { ops, member } = contractCalls(() => ({ app, host, admin, tokens }));
const base = '/ops/api/agent-contracts/templates';
const template = (name: string, rateBp: number, isOfferedToAgents = true) => ({
  kind: 'daily_salary',
  name,
  terms: dailyTiers(rateBp),
  isOfferedToAgents,
});
const names = async (as?: string, query = '') =>
  (
    (await ops('GET', `${base}${query}`, undefined, as)).json().value.rows as { name: string }[]
  ).map((row) => row.name);
const offered = async (name: string) =>
  (await member(name, 'GET', '/wps/agent/contracts?kind=daily_salary')).json().value.templates as {
    name: string;
    terms: unknown;
  }[];

describe('contract templates', () => {
  it('are saved within the bounds of their kind, by name, and changed', async () => {
    const made = await ops('POST', base, template('Starter', 60));
    expect(made.statusCode).toBe(200);
    await ops('POST', base, template('Gold', 150));
    await ops('POST', base, template('Desk only', 50, false));
    await ops('POST', base, {
      kind: 'dividend',
      name: 'Weekly',
      terms: { period: 'weekly', tiers: [{ rateBp: 120, activeMembers: 5, profitLoss: '0' }] },
      isOfferedToAgents: true,
    });
    expect(await names()).toEqual(['Desk only', 'Gold', 'Starter', 'Weekly']);
    expect(await names(undefined, '?kind=dividend')).toEqual(['Weekly']);
    const listed = (await ops('GET', `${base}?kind=dividend`)).json().value.rows[0];
    expect(listed.terms).toEqual({
      period: 'weekly',
      tiers: [{ rateBp: 120, activeMembers: 5, profitLoss: '0.00' }],
    });

    const id = made.json().value.id as string;
    const changed = await ops('PUT', `${base}/${id}`, template('Starter plus', 70));
    expect(changed.statusCode).toBe(200);
    expect(await names(undefined, '?kind=daily_salary')).toEqual([
      'Desk only',
      'Gold',
      'Starter plus',
    ]);
  });

  it('refuse a taken name, terms beyond the bounds, and more than twenty of a kind', async () => {
    const taken = await ops('POST', base, template('gold', 90));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'contract_template_name_taken',
      fields: [{ path: 'name' }],
    });
    expect(errorOf(await ops('POST', base, template('Too much', 250)))).toBe(
      'validation.contract_rate_above_max',
    );
    const monthly = await ops('POST', base, {
      kind: 'dividend',
      name: 'Monthly',
      terms: { period: 'monthly', tiers: [{ rateBp: 100, activeMembers: 1 }] },
      isOfferedToAgents: true,
    });
    expect(errorOf(monthly)).toBe('validation.contract_period_unavailable');
    expect(errorOf(await ops('POST', base, { ...template('Empty', 10), terms: {} }))).toBe(
      'validation.contract_terms_invalid',
    );
    expect((await ops('POST', base, { ...template('', 10) })).statusCode).toBe(400);

    for (let index = 3; index < 20; index += 1) {
      expect((await ops('POST', base, template(`Tier ${index}`, 10 + index))).statusCode).toBe(200);
    }
    const full = await ops('POST', base, template('One more', 5));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'contract_templates_full' });
    expect(full.json().message).toContain('20');
    // Another kind keeps its own count, and may be kept before the merchant runs it.
    const hourly = await ops('POST', base, {
      ...template('Hourly', 10),
      kind: 'hourly_salary',
      terms: { tiers: [{ rateBp: 10, hourBet: '100' }] },
    });
    expect(hourly.statusCode).toBe(200);
  });

  it('are offered to an upline only when offered to agents and covered by its contract', async () => {
    expect((await offered('top')).map((row) => row.name)).toEqual(
      expect.arrayContaining(['Starter plus', 'Tier 3']),
    );
    const seen = (await offered('top')).map((row) => row.name);
    expect(seen).not.toContain('Gold');
    expect(seen).not.toContain('Desk only');
    expect((await offered('top')).find((row) => row.name === 'Starter plus')?.terms).toEqual({
      tiers: [{ rateBp: 70, validBet: '0.00', activeMembers: 0 }],
    });
    // An agent without a contract of its own offers none.
    expect(await offered('sub')).toEqual([]);
  });

  it("are out of reach of another merchant's operators and of roles that set nothing up", async () => {
    const [first] = (await ops('GET', `${base}?kind=daily_salary`)).json().value.rows;
    expect(await names(outsider)).toEqual([]);
    for (const [method, payload] of [
      ['PUT', template('Taken over', 10)],
      ['DELETE', undefined],
    ] as const) {
      expect((await ops(method, `${base}/${first.id}`, payload, outsider)).statusCode).toBe(404);
      expect((await ops(method, `${base}/${first.id}`, payload, helper)).statusCode).toBe(403);
    }
    expect((await ops('POST', base, template('Support', 10), helper)).statusCode).toBe(403);
    expect(await names(helper, '?kind=daily_salary')).toContain(first.name);
  });

  it('are deleted, with every change in the action log', async () => {
    const [first] = (await ops('GET', `${base}?kind=daily_salary`)).json().value.rows;
    expect((await ops('DELETE', `${base}/${first.id}`)).statusCode).toBe(200);
    expect((await ops('DELETE', `${base}/${first.id}`)).statusCode).toBe(404);
    expect(await names(undefined, '?kind=daily_salary')).not.toContain(first.name);
    const log = await db
      .selectFrom('operatorActions')
      .select(['action', 'target'])
      .where('action', 'like', 'agent_contract_template%')
      .execute();
    expect(log).toContainEqual({
      action: 'agent_contract_template_delete',
      target: `contract_template:${first.id}`,
    });
    expect(log.filter((row) => row.action === 'agent_contract_template_save').length).toBe(23);
  });
});
