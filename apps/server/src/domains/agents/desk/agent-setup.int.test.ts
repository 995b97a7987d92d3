import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  createRegistrationRules,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { translate } from '../../../lib/messages';
import { createLedgerRepository } from '../../money/ledger/ledger.repository';
import { createLedgerService } from '../../money/ledger/ledger.service';
import { createTeamRepository } from '../team/team.repository';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let merchant: { id: string; code: string; domain: string | null };
let otherId: string;
const ids: Record<string, string> = {};
let admin: string;
let helper: string;
let outsider: string;
let platform: string;

/** boss (agent) ─ kid; rival is another agent; plain is a member; far is another merchant's. */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  merchant = await createMerchant(db);
  await createRegistrationRules(db, merchant.id);
  const add = async (username: string, isAgent: number, upline?: string) => {
    ids[username] = (
      await createMember(db, merchant.id, {
        username,
        password: 'secret123',
        isAgent,
        uplineId: upline ? ids[upline] : undefined,
      })
    ).id;
  };
  await add('boss', 1);
  await add('kid', 0, 'boss');
  await add('rival', 1);
  await add('plain', 0);
  admin = (
    await signInOperator(app, db, { merchantId: merchant.id, username: 'boss', role: 'admin' })
  ).token;
  helper = (
    await signInOperator(app, db, { merchantId: merchant.id, username: 'helper', role: 'support' })
  ).token;
  otherId = (await createMerchant(db)).id;
  ids.far = (
    await createMember(db, otherId, { username: 'faragent', password: 'secret123', isAgent: 1 })
  ).id;
  outsider = (
    await signInOperator(app, db, { merchantId: otherId, username: 'elsewhere', role: 'admin' })
  ).token;
  platform = (await signInOperator(app, db, { merchantId: null, username: 'root', role: 'owner' }))
    .token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const ops = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  as: string,
  payload?: unknown,
  language = 'en',
) =>
  app.inject({
    method,
    url,
    headers: { authorization: as, language },
    ...(payload ? { payload } : {}),
  });
const create = (body: Record<string, unknown>, as = admin, query = '') =>
  ops('POST', `/ops/api/agents${query}`, as, {
    username: 'newagent',
    password: 'secret123',
    isAgent: 1,
    upline: '',
    ...body,
  });
const actionsOf = async (action: string) =>
  (
    await sql<{ target: string; detail: unknown }>`
      SELECT target, detail FROM operator_actions WHERE action = ${action} ORDER BY id`.execute(db)
  ).rows;
const membersNamed = async (username: string) =>
  db
    .selectFrom('members')
    .select(['id', 'merchantId', 'isAgent', 'uplineId', 'affiliateCode', 'passwordHash'])
    .where('username', '=', username)
    .execute();

describe('a new agent from the desk', () => {
  it('is refused to an operator without agent set-up, and to bad bodies, in their language', async () => {
    const refused = await create({ username: 'helped' }, helper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const badType = await ops(
      'POST',
      '/ops/api/agents',
      admin,
      { username: 'newagent', password: 'secret123', isAgent: 4, upline: '' },
      'th',
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({
      code: 'validation_failed',
      message: translate('th', 'validation_failed'),
    });
    expect((await ops('POST', '/ops/api/agents', admin, { username: 'x' })).statusCode).toBe(400);
    expect(await membersNamed('helped')).toEqual([]);
  });

  it("follows the merchant's registration rules for the username and the password", async () => {
    const answer = await ops(
      'POST',
      '/ops/api/agents',
      admin,
      { username: 'ab', password: 'short', isAgent: 1, upline: '' },
      'bn',
    );
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.message).toBe(translate('bn', 'validation_failed'));
    expect(body.fields).toEqual([
      expect.objectContaining({
        path: 'username',
        code: 'validation.length',
        message: translate('bn', 'field_invalid'),
      }),
      expect.objectContaining({ path: 'password', code: 'validation.length' }),
    ]);
    const blank = (await create({ username: '   ', password: '' })).json();
    expect(blank.fields.map((field: { code: string }) => field.code)).toEqual([
      'validation.required',
      'validation.required',
    ]);
    expect(await membersNamed('ab')).toEqual([]);
  });

  it('is refused an upline that is unknown or no agent', async () => {
    const unknown = await create({ upline: 'nobody' });
    expect(unknown.json().code).toBe('agent_upline_unknown');
    const notAgent = await create({ upline: 'plain' });
    expect(notAgent.json().code).toBe('agent_upline_not_agent');
    // Another merchant's agent is unknown here.
    expect((await create({ upline: 'faragent' })).json().code).toBe('agent_upline_unknown');
    expect(await membersNamed('newagent')).toEqual([]);
  });

  it('opens the account under its upline, as an agent with an invitation code, logged', async () => {
    const answer = await create({ username: 'NewAgent', isAgent: 2, upline: 'BOSS' });
    expect(answer.json().value).toMatchObject({
      username: 'newagent',
      isAgent: 2,
      status: 'active',
      teamSize: 0,
      directCount: 0,
    });
    const [created] = await membersNamed('newagent');
    expect(created).toMatchObject({ merchantId: merchant.id, isAgent: 2, uplineId: ids.boss });
    expect(created?.affiliateCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(created?.passwordHash).toMatch(/^\$argon2id\$/);
    const { rows } = await sql<{ ancestor: string }>`
      SELECT a.username AS ancestor FROM agent_tree t JOIN members a ON a.id = t.ancestor_id
        WHERE t.descendant_id = ${created?.id} AND t.valid_to IS NULL`.execute(db);
    expect(rows).toEqual([{ ancestor: 'boss' }]);
    await create({ username: 'topagent', isAgent: 41 });
    expect(await actionsOf('agent_create')).toEqual([
      {
        target: `member:${created?.id}`,
        detail: { username: 'newagent', isAgent: 2, upline: 'boss' },
      },
      {
        target: expect.stringMatching(/^member:\d+$/),
        detail: { username: 'topagent', isAgent: 41, upline: null },
      },
    ]);
  });

  it('is refused a username the merchant has, whatever its case', async () => {
    const taken = await create({ username: 'NEWAGENT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('username_taken');
    // Another merchant's username is free here.
    expect((await create({ username: 'faragent' })).json().success).toBe(true);
    expect(await membersNamed('newagent')).toHaveLength(1);
  });

  it("keeps to the operator's merchant; a platform operator names one", async () => {
    const foreign = await create({ username: 'sneaky' }, outsider, `?merchant=${merchant.code}`);
    expect(foreign.statusCode).toBe(404);
    const unnamed = await create({ username: 'rooted' }, platform);
    expect(unnamed.json().code).toBe('validation_failed');
    const named = await create({ username: 'rooted' }, platform, `?merchant=${merchant.code}`);
    expect(named.json().value.username).toBe('rooted');
    expect(await membersNamed('sneaky')).toEqual([]);
    expect((await membersNamed('rooted')).map((row) => row.merchantId)).toEqual([merchant.id]);
  });
});

describe("an agent's team figures on the desk", () => {
  it('are the figures of its own dashboard', async () => {
    const ledger = createLedgerService({ repository: createLedgerRepository(db) });
    const wallet = await ledger.account({
      merchantId: merchant.id,
      kind: 'player',
      memberId: ids.kid!,
      currency: 'BDT',
    });
    const cash = await ledger.houseAccount(merchant.id, 'cash', 'BDT');
    await ledger.transfer({
      merchantId: merchant.id,
      debitAccountId: cash,
      creditAccountId: wallet,
      amountMinor: 120_00n,
      kind: 'deposit',
      idempotencyKey: 'desk-figures:deposit',
    });
    await createTeamRepository(db).fold(100_000);
    const answer = await ops('GET', `/ops/api/agents/members/${ids.boss}/figures`, helper);
    const figures = answer.json().value;
    expect(figures).toMatchObject({ currency: 'BDT', directMembers: 1 });
    const today = figures.periods.find((period: { period: string }) => period.period === 'today');
    expect(today.figures).toMatchObject({ deposit: '120.00', depositCount: 1 });
    const token = await signInToken(app, merchant.domain!, 'boss', 'secret123');
    const own = await app.inject({
      url: '/wps/agent/team/overview',
      headers: { host: merchant.domain!, authorization: token, language: 'en' },
    });
    expect(figures).toEqual(own.json().value);
  });

  it("are not found for a member who is no agent, nor for another merchant's agent", async () => {
    const figures = (id: string | undefined, as = helper) =>
      ops('GET', `/ops/api/agents/members/${id}/figures`, as);
    expect((await figures(ids.plain)).statusCode).toBe(404);
    expect((await figures(ids.far)).json().code).toBe('not_found');
    expect((await figures(ids.boss, outsider)).statusCode).toBe(404);
    expect((await figures('abc')).statusCode).toBe(400);
  });
});

describe("the desk's agent settings", () => {
  const settings = (as: string, query = '') => ops('GET', `/ops/api/agents/settings${query}`, as);
  const save = (size: unknown, as = admin, query = '', language = 'en') =>
    ops('PUT', `/ops/api/agents/settings${query}`, as, { moveDualTeamSize: size }, language);

  it("answer the merchant's team size for a second operator, 50 until set", async () => {
    expect((await settings(helper)).json().value).toEqual({ moveDualTeamSize: 50 });
    expect((await settings(platform)).json().code).toBe('validation_failed');
    const named = await settings(platform, `?merchant=${merchant.code}`);
    expect(named.json().value).toEqual({ moveDualTeamSize: 50 });
  });

  it('are changed only by agent set-up, within bounds, and logged once per change', async () => {
    expect((await save(3, helper)).json().code).toBe('forbidden');
    const zero = await save(0, admin, '', 'th');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual([
      expect.objectContaining({ path: 'moveDualTeamSize', code: 'field_at_least' }),
    ]);
    expect(zero.json().message).toBe(translate('th', 'validation_failed'));
    expect((await save(2_000_000)).json().fields[0].code).toBe('field_at_most');
    expect((await save('many')).statusCode).toBe(400);
    expect((await save(-1)).statusCode).toBe(400);
    expect((await save(3, outsider, `?merchant=${merchant.code}`)).statusCode).toBe(404);
    expect((await settings(helper)).json().value).toEqual({ moveDualTeamSize: 50 });

    expect((await save(1)).json().value).toEqual({ moveDualTeamSize: 1 });
    expect((await save(1)).json().value).toEqual({ moveDualTeamSize: 1 });
    expect((await settings(helper)).json().value).toEqual({ moveDualTeamSize: 1 });
    expect((await settings(outsider)).json().value).toEqual({ moveDualTeamSize: 50 });
    expect(await actionsOf('agent_settings_update')).toEqual([
      {
        target: `merchant:${merchant.code}`,
        detail: { moveDualTeamSize: { from: 50, to: 1 } },
      },
    ]);
  });

  it('decide when a move waits for a second operator', async () => {
    const moved = await ops('POST', `/ops/api/agents/members/${ids.boss}/move`, admin, {
      upline: 'rival',
      reason: 'Merging the two networks',
    });
    expect(moved.json().value).toMatchObject({ status: 'awaiting_approval' });
  });
});
