import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMember, createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { translate } from '../../../lib/messages';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const members: Record<string, string> = {};
/** Each member's application, by the member's username. */
const applications: Record<string, string> = {};
let admin: string;
let second: string;
let helper: string;
let outsider: string;

/**
 * ann, bob and cat apply; trial plays with play money, old is an agent already; far applied
 * at another merchant. Each applies as the member's side of /join would write it.
 */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const merchantId = (await createMerchant(db)).id;
  const otherId = (await createMerchant(db)).id;
  const apply = async (username: string, isAgent: number, merchant = merchantId) => {
    const member = await createMember(db, merchant, { username, password: 'secret123', isAgent });
    members[username] = member.id;
    const row = await db
      .insertInto('agentApplications')
      .values({
        merchantId: merchant,
        memberId: member.id,
        contact: `${username}@example.com`,
        message: 'I bring a team of twenty players.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    applications[username] = row.id;
  };
  for (const username of ['ann', 'bob', 'cat']) await apply(username, 0);
  await apply('trial', 4);
  await apply('old', 1);
  await apply('far', 0, otherId);
  admin = (await signInOperator(app, db, { merchantId, username: 'boss', role: 'admin' })).token;
  second = (await signInOperator(app, db, { merchantId, username: 'boss2', role: 'owner' })).token;
  helper = (await signInOperator(app, db, { merchantId, username: 'helper', role: 'support' }))
    .token;
  outsider = (
    await signInOperator(app, db, { merchantId: otherId, username: 'elsewhere', role: 'admin' })
  ).token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const ops = (method: 'GET' | 'POST', url: string, as: string, payload?: unknown, language = 'en') =>
  app.inject({
    method,
    url,
    headers: { authorization: as, language },
    ...(payload ? { payload } : {}),
  });
const list = async (status: string, as = helper) =>
  (await ops('GET', `/ops/api/agents/applications?status=${status}`, as)).json().value as {
    username: string;
    status: string;
  }[];
const decide = (
  username: string,
  decision: 'approve' | 'reject',
  as = admin,
  body: Record<string, unknown> = {},
) => ops('POST', `/ops/api/agents/applications/${applications[username]}/${decision}`, as, body);
const memberOf = (username: string) =>
  db
    .selectFrom('members')
    .select(['isAgent', 'affiliateCode'])
    .where('id', '=', members[username]!)
    .executeTakeFirstOrThrow();
const statusOf = async (username: string) =>
  (
    await db
      .selectFrom('agentApplications')
      .select('status')
      .where('id', '=', applications[username]!)
      .executeTakeFirstOrThrow()
  ).status;

describe("members' applications to become agents", () => {
  it("are listed by status, newest first, with the member's username", async () => {
    const pending = await list('pending');
    expect(pending.map((row) => row.username)).toEqual(['old', 'trial', 'cat', 'bob', 'ann']);
    expect(pending[0]).toMatchObject({
      contact: 'old@example.com',
      message: 'I bring a team of twenty players.',
      decidedBy: null,
      decidedAt: null,
      note: null,
    });
    expect(await list('approved')).toEqual([]);
    expect((await list('pending', outsider)).map((row) => row.username)).toEqual(['far']);
    const bad = await ops(
      'GET',
      '/ops/api/agents/applications?status=open',
      helper,
      undefined,
      'th',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(translate('th', 'validation_failed'));
  });

  it('are decided only by agent set-up, with a plain note, of its own merchant', async () => {
    const refused = await decide('ann', 'approve', helper);
    expect(refused.statusCode).toBe(403);
    const html = await ops(
      'POST',
      `/ops/api/agents/applications/${applications.ann}/approve`,
      admin,
      { note: '<b>yes</b>' },
      'bn',
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().fields).toEqual([
      expect.objectContaining({ path: 'note', message: translate('bn', 'field_plain_text') }),
    ]);
    expect((await decide('ann', 'approve', admin, { note: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await decide('far', 'approve')).statusCode).toBe(404);
    expect((await decide('ann', 'reject', outsider)).statusCode).toBe(404);
    expect(await statusOf('ann')).toBe('pending');
    expect(await statusOf('far')).toBe('pending');
    expect((await memberOf('ann')).isAgent).toBe(0);
  });

  it('make the member an agent with an invitation code, once, logged', async () => {
    const approved = await decide('ann', 'approve', admin, { note: 'Strong local team' });
    expect(approved.json().value).toMatchObject({
      username: 'ann',
      status: 'approved',
      decidedBy: 'boss',
      note: 'Strong local team',
    });
    expect(approved.json().value.decidedAt).toEqual(expect.any(String));
    const ann = await memberOf('ann');
    expect(ann.isAgent).toBe(1);
    expect(ann.affiliateCode).toMatch(/^[A-Z2-9]{10}$/);
    const again = await decide('ann', 'approve', second);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('agent_application_closed');
    expect((await decide('ann', 'reject', second)).json().code).toBe('agent_application_closed');
    expect((await list('approved')).map((row) => row.username)).toEqual(['ann']);
  });

  it('let only one of two racing approvals through', async () => {
    const answers = await Promise.all([decide('bob', 'approve'), decide('bob', 'approve', second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await memberOf('bob')).isAgent).toBe(1);
  });

  it('refuse a free-play account and an agent, leaving them pending to reject', async () => {
    expect((await decide('trial', 'approve')).json().code).toBe('agent_type_refused');
    expect((await decide('old', 'approve')).json().code).toBe('agent_already');
    expect(await statusOf('trial')).toBe('pending');
    expect((await memberOf('trial')).isAgent).toBe(4);
    const rejected = await decide('trial', 'reject', admin, { note: 'Free-play account' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', note: 'Free-play account' });
    expect((await decide('cat', 'reject')).json().value).toMatchObject({ note: null });
    expect((await memberOf('cat')).isAgent).toBe(0);
    expect((await list('rejected')).map((row) => row.username)).toEqual(['trial', 'cat']);
  });

  it('are in the action log', async () => {
    const { rows } = await sql<{ action: string; target: string; detail: unknown }>`
      SELECT action, target, detail FROM operator_actions
        WHERE action LIKE 'agent_application_%' ORDER BY id`.execute(db);
    expect(rows).toEqual([
      {
        action: 'agent_application_approve',
        target: `member:${members.ann}`,
        detail: { applicationId: applications.ann, note: 'Strong local team' },
      },
      {
        action: 'agent_application_approve',
        target: `member:${members.bob}`,
        detail: { applicationId: applications.bob },
      },
      {
        action: 'agent_application_reject',
        target: `member:${members.trial}`,
        detail: { applicationId: applications.trial, note: 'Free-play account' },
      },
      {
        action: 'agent_application_reject',
        target: `member:${members.cat}`,
        detail: { applicationId: applications.cat },
      },
    ]);
  });
});
