import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import type { Db } from '../db/database';
import { isEmpty, seedDemo } from './demo';
import { sendSealed } from '../../test/envelope';
import { passHumanCheck } from '../../test/human';
import { setPaymentPassword } from '../../test/factories';
import { verifyLedger } from '../domains/money';
import { isCoveredBy, keptTerms, parseTerms, wireTerms } from '../domains/agents/contracts/terms';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('demo seed', () => {
  it('runs on an empty database and gives real, translated content', async () => {
    expect(await isEmpty(db)).toBe(true);
    // Two instances starting together on the empty database: one seeds, the other waits its
    // turn and finds the work done (no duplicate merchant, no crash).
    const [first, second] = await Promise.all([
      seedDemo(db, { opsPassword: 'demo-password-1', player: { password: 'player-password-1' } }),
      seedDemo(db, { opsPassword: 'demo-password-1', player: { password: 'player-password-1' } }),
    ]);
    expect([first, second].filter((seeded) => seeded !== undefined)).toEqual([
      {
        opsUsername: 'admin',
        opsPassword: undefined,
        player: { username: 'khelaplayer', password: undefined },
      },
    ]);
    expect(await isEmpty(db)).toBe(false);
    expect(await seedDemo(db)).toBeUndefined();
    const merchants = await db.selectFrom('merchants').select('code').execute();
    expect(merchants).toEqual([{ code: 'KHELA' }]);
    for (const language of ['bn', 'en', 'th']) {
      const headers = { host: 'localhost', language };
      const banners = (await app.inject({ url: '/wps/system/banners?group=home', headers })).json()
        .value;
      expect(banners.length).toBeGreaterThanOrEqual(2);
      const news = (
        await app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B', headers })
      ).json().value;
      expect(news.length).toBeGreaterThan(0);
      const help = (await app.inject({ url: '/wps/system/helpCenter', headers })).json().value;
      const slugs = help.categories.flatMap((category: { articles: { slug: string }[] }) =>
        category.articles.map((article) => article.slug),
      );
      expect(slugs).toContain('term');
      const info = (await app.inject({ url: '/wps/system/permission', headers })).json().value.info;
      expect(info.licences).toHaveLength(3);
      expect(info.customerService.map((entry: { channel: string }) => entry.channel)).toEqual([
        'livechat',
        'telegram',
        'whatsapp',
        'facebook',
      ]);
    }
    const bengali = (
      await app.inject({ url: '/wps/system/banners?group=home', headers: { host: 'localhost' } })
    ).json();
    expect(bengali.value[0].title).toMatch(/[\u0980-\u09FF]/);
    const login = await app.inject({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'admin', password: 'demo-password-1' },
    });
    expect(login.statusCode).toBe(200);
    // The agent programme runs, and the demo agent holds the operator's contracts at the top.
    const programme = (
      await app.inject({ url: '/wps/agent/programme', headers: { host: 'localhost' } })
    ).json();
    expect(programme.value.kinds.sort()).toEqual([
      'daily_salary',
      'dividend',
      'hourly_salary',
      'realtime_salary',
    ]);
    const held = await db
      .selectFrom('agentContracts as c')
      .innerJoin('members as m', 'm.id', 'c.holderId')
      .select(['c.kind', 'c.status'])
      .where('m.username', '=', 'khelaagent')
      .orderBy('c.kind')
      .execute();
    expect(held).toEqual([
      { kind: 'daily_salary', status: 'active' },
      { kind: 'dividend', status: 'active' },
    ]);
    // The operator's templates fit the bounds, and those of the agent's kinds are within its own.
    const templates = await db.selectFrom('agentContractTemplates').selectAll().execute();
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const template of templates) {
      const bounds = await db
        .selectFrom('agentContractKinds')
        .selectAll()
        .where('kind', '=', template.kind)
        .executeTakeFirstOrThrow();
      const context = { language: 'en', currency: 'BDT' };
      const terms = keptTerms(template.terms);
      expect(parseTerms(context, template.kind, wireTerms(terms, 'BDT'), bounds)).toEqual(terms);
      const own = await db
        .selectFrom('agentContracts')
        .select('terms')
        .where('kind', '=', template.kind)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (own) expect(isCoveredBy(keptTerms(own.terms), terms), template.name).toBe(true);
    }
  });

  it('seeds the in-house vendor KHELA with its three slot games, ready to launch', async () => {
    const headers = { host: 'localhost', language: 'en' };
    const vendors = (
      await app.inject({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', headers })
    ).json().value;
    // The slots' vendor, and the tables' vendor with crash as its arcade game.
    expect(vendors.filter((vendor: { gameType: string }) => vendor.gameType === 'RNG')).toEqual([
      expect.objectContaining({ vassalage: 'KHELA', displayName: 'Khela House', status: 'active' }),
      expect.objectContaining({ vassalage: 'KTABLES', displayName: 'Khela Arcade' }),
    ]);
    const list = (
      await app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=KHELA&pageSize=15', headers })
    ).json().value;
    expect(list.total).toBe(3);
    expect(list.games.map((game: { code: string }) => game.code).sort()).toEqual([
      'jade-ways',
      'sevens-and-bars',
      'tiger-lotus',
    ]);
    expect(
      list.games.every(
        (game: { gameClassify: string; status: string; vendorName: string }) =>
          game.gameClassify === 'SLOTS' &&
          game.status === 'active' &&
          game.vendorName === 'Khela House',
      ),
    ).toBe(true);
    const bengali = (
      await app.inject({
        url: '/wps/relay/GCSGAME_gameList?vassalage=KHELA',
        headers: { ...headers, language: 'bn' },
      })
    ).json().value;
    expect(bengali.games.every((game: { name: string }) => /[\u0980-\u09FF]/.test(game.name))).toBe(
      true,
    );
    // Its wallet connection is there, with the launch address of the game client.
    const connection = await db
      .selectFrom('vendorWallets')
      .select(['launchUrlTemplate', 'launchMode'])
      .where('vassalage', '=', 'KHELA')
      .executeTakeFirstOrThrow();
    expect(connection).toEqual({
      launchUrlTemplate: '/house/play/{game}?token={token}&lang={lang}',
      launchMode: 'frame',
    });
  });

  it('has a member who may withdraw: a balance the operator credited and no turnover to wager', async () => {
    // The demo asks for the slider before a sign-in, as a tester meets it.
    const login = await sendSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      host: 'localhost',
      payload: {
        username: 'khelaplayer',
        password: 'player-password-1',
        type: 'username',
        humanTicket: await passHumanCheck(app, db, 'localhost'),
      },
    });
    const token = login.json().value.token as string;
    const member = { host: 'localhost', authorization: token, language: 'en' };
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({ method, url, headers: member, ...(payload ? { payload } : {}) });
    const balance = (await call('GET', '/wps/v2/wallets/balance')).json().value;
    expect(balance).toMatchObject({ sumBalance: '5000.00', isPlayMoney: false });
    const overview = (await call('GET', '/wps/v2/withdraw/overview')).json().value;
    expect(overview).toMatchObject({ hasPaymentPassword: false, turnover: { remaining: '0.00' } });
    // What the tester does: a payment password, a payout account, a withdrawal.
    const row = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'khelaplayer')
      .executeTakeFirstOrThrow();
    await setPaymentPassword(db, row.id, 'pay-4567');
    const account = (
      await call('POST', '/wps/v2/withdraw/accounts', {
        methodCode: 'bkash',
        accountName: 'Demo Player',
        accountNumber: '01712345678',
        paymentPassword: 'pay-4567',
      })
    ).json().value;
    const withdrawal = await call('POST', '/wps/v2/withdraw/requests', {
      accountId: account.id,
      amount: '1000',
      paymentPassword: 'pay-4567',
      idempotencyKey: 'demo-withdrawal-1',
    });
    expect(withdrawal.json()).toMatchObject({ success: true });
    // The credit is on the record like any operator's adjustment, and the ledger balances.
    const credit = await db
      .selectFrom('balanceAdjustments')
      .select(['status', 'amountMinor', 'transferId'])
      .where('memberId', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(credit).toMatchObject({ status: 'applied', amountMinor: '500000' });
    expect(credit.transferId).not.toBeNull();
    expect(await verifyLedger(db)).toEqual([]);
  });
});
