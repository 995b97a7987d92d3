import { describe, expect, it } from 'vitest';
import { raceSameKey } from '../../../../test/races';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import {
  app,
  apply,
  bonusTransfers,
  channelId,
  clock,
  count,
  db,
  desk,
  host,
  memberIds,
  merchant,
  players,
  png,
  promotion,
  published,
  site,
  statusOf,
  usePromotions,
} from './promotion.fixture';

// Promotions written and published on the desk, and taken up on the site: statuses over
// time, claims, refused applications and the raffle. Review and the wall between merchants
// are in the review test file.
usePromotions();

describe('promotions desk', () => {
  it('saves a promotion in every language with its terms cleaned, shown once published', async () => {
    const missing = await desk(
      'content',
      'POST',
      '/ops/api/promotions',
      promotion({
        endsAt: '2026-11-01T00:00:00Z',
        texts: { bn: { name: 'নাম', summary: '', terms: '' } },
      }),
    );
    expect(missing.json().code).toBe('validation_failed');
    expect(
      missing
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['endsAt', 'texts.en.name', 'texts.th.name']);
    // A percent bonus names the bounds of its share: 0.01 % to 1,000 % of the deposit.
    for (const [bonusPercent, message] of [
      ['1000.01', 'Enter at most 1000'],
      ['0', 'Enter at least 0.01'],
      [null, 'Input cannot be empty'],
    ] as const) {
      const refused = await desk(
        'content',
        'POST',
        '/ops/api/promotions',
        promotion({
          bonusType: 'percent',
          bonusAmount: null,
          bonusPercent,
          bonusCap: '200',
          depositMin: '300',
        }),
      );
      expect(refused.json().fields, String(bonusPercent)).toEqual([
        expect.objectContaining({ path: 'bonusPercent', message }),
      ]);
    }
    const hostile =
      '<p onclick="steal()">Read <img src=x onerror=alert(1)><script>x()</script></p>';
    const created = await desk(
      'content',
      'POST',
      '/ops/api/promotions',
      promotion({
        texts: {
          bn: { name: 'নিরাপদ', summary: '', terms: hostile },
          en: { name: 'Safe', summary: '', terms: hostile },
          th: { name: 'ปลอดภัย', summary: '', terms: hostile },
        },
      }),
    );
    const id = created.json().value.id as string;
    expect((await site(null, 'GET', `/wps/promotions/${id}`)).json().code).toBe('not_found');
    const listed = (await desk('content', 'GET', '/ops/api/promotions')).json().value;
    expect(listed.merchant.timeZone).toBe('Asia/Dhaka');
    const saved = listed.promotions.find((row: { id: string }) => row.id === id);
    expect(saved.texts.en.terms).toBe('<p>Read </p>');
    expect(saved).toMatchObject({ isPublished: false, bonusAmount: '100.00' });
    await desk('content', 'PATCH', `/ops/api/promotions/${id}/publish`, { isPublished: true });
    const detail = (await site(null, 'GET', `/wps/promotions/${id}`)).json().value;
    expect(detail).toMatchObject({ name: 'Safe', terms: '<p>Read </p>', status: 'join' });
    const thai = await app.inject({
      url: `/wps/promotions/${id}`,
      headers: { host, language: 'th' },
    });
    expect(thai.json().value.name).toBe('ปลอดภัย');
    // An edit logs each change before and after, texts too; an edit of nothing logs nothing.
    const edited = promotion({
      turnoverMultiple: 5,
      texts: {
        bn: { name: 'নিরাপদ', summary: '', terms: hostile },
        en: { name: 'Safer', summary: '', terms: hostile },
        th: { name: 'ปลอดภัย', summary: '', terms: hostile },
      },
    });
    for (let save = 0; save < 2; save += 1) {
      expect((await desk('content', 'PUT', `/ops/api/promotions/${id}`, edited)).statusCode).toBe(
        200,
      );
    }
    const actions = await db
      .selectFrom('operatorActions')
      .select(['action', 'detail'])
      .where('target', '=', `promotion:${id}`)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'promotion_create',
      'promotion_publish',
      'promotion_update',
    ]);
    expect(actions[2]!.detail).toEqual({
      turnoverMultiple: { from: 3, to: 5 },
      texts: { en: { name: { from: 'Safe', to: 'Safer' } } },
    });
  });

  it('lets content write, finance review, and nobody else either', async () => {
    expect((await desk('support', 'GET', '/ops/api/promotions')).json().code).toBe('forbidden');
    expect((await desk('finance', 'POST', '/ops/api/promotions', promotion())).json().code).toBe(
      'forbidden',
    );
    expect((await desk('content', 'GET', '/ops/api/promotions/applications')).json().code).toBe(
      'forbidden',
    );
    expect((await desk('finance', 'GET', '/ops/api/promotions')).json().success).toBe(true);
    // A platform operator names the merchant.
    expect((await desk('platform', 'GET', '/ops/api/promotions')).json().code).toBe(
      'validation_failed',
    );
    expect(
      (await desk('platform', 'GET', `/ops/api/promotions?merchant=${merchant.code}`)).json()
        .success,
    ).toBe(true);
  });
});

describe('promotions on the site', () => {
  it('gives each status over time: coming soon, join, applying, rejected, close', async () => {
    const id = await published({
      category: 'event',
      startsAt: '2026-12-10T10:10:00Z',
      endsAt: '2026-12-10T10:20:00Z',
    });
    try {
      expect(await statusOf(null, id)).toBe('coming soon');
      expect(await statusOf('asha', id)).toBe('coming soon');
      expect((await apply('asha', id, 'early', [])).json().code).toBe('promotion_unavailable');
      clock.set('2026-12-10T10:10:00Z');
      expect(await statusOf('asha', id)).toBe('join');
      expect((await apply('asha', id, 'please', [png])).json().value.status).toBe('applying');
      expect(await statusOf('asha', id)).toBe('applying');
      const queue = (await desk('finance', 'GET', '/ops/api/promotions/applications')).json();
      const entry = queue.value.find((row: { username: string }) => row.username === 'asha');
      await desk('finance', 'POST', `/ops/api/promotions/applications/${entry.id}/reject`, {
        reason: 'No proof of the deposit',
      });
      const detail = (await site('asha', 'GET', `/wps/promotions/${id}`)).json().value;
      expect(detail.status).toBe('rejected');
      expect(detail.entry.rejectReason).toBe('No proof of the deposit');
      clock.set('2026-12-10T10:20:00Z');
      expect(await statusOf('bilal', id)).toBe('close');
      expect(await statusOf(null, id)).toBe('close');
      expect(await statusOf('asha', id)).toBe('rejected');
      expect((await apply('asha', id, 'late', [])).json().code).toBe('promotion_unavailable');
    } finally {
      clock.set('2026-12-10T10:00:00Z');
    }
    const list = (await site('bilal', 'GET', '/wps/promotions?category=event')).json().value;
    expect(list.categories).toEqual(['welcome', 'event']);
    expect(list.promotions.map((row: { id: string }) => row.id)).toEqual([id]);
  });

  it('claims a fixed bonus at once, and a deposit bonus only after a qualifying deposit', async () => {
    const fixed = await published({ kind: 'claim', category: 'vip', bonusAmount: '50' });
    expect(await statusOf('chandni', fixed)).toBe('claim');
    // 200 copies of the claim race: one bonus is paid, and every copy is told about it.
    const claim = () => site('chandni', 'POST', `/wps/promotions/${fixed}/claim`);
    const claimed = (await raceSameKey(claim)).json();
    expect(claimed.value).toMatchObject({ bonus: '50.00', turnover: '150.00', currency: 'BDT' });
    expect(await statusOf('chandni', fixed)).toBe('claimed');
    expect((await claim()).json()).toEqual(claimed);
    expect(await bonusTransfers(memberIds.chandni!)).toEqual([{ amountMinor: '5000' }]);
    // The message names the promotion in the language the member reads it in.
    for (const [language, name] of [
      ['en', 'Welcome'],
      ['th', 'ยินดีต้อนรับ'],
      ['bn', 'স্বাগতম'],
    ]) {
      const inbox = await app.inject({
        method: 'GET',
        url: '/wps/member/messages',
        headers: { host, language, authorization: players.chandni! },
      });
      expect(inbox.json().value[0].body).toContain(name);
    }

    const percent = await published({
      kind: 'claim',
      category: 'deposit',
      bonusType: 'percent',
      bonusAmount: null,
      bonusPercent: '10',
      bonusCap: '200',
      depositMin: '300',
    });
    expect(await statusOf('chandni', percent)).toBe('join');
    expect((await site('chandni', 'POST', `/wps/promotions/${percent}/claim`)).json().code).toBe(
      'promotion_no_deposit',
    );
    const order = (
      await site('chandni', 'POST', '/wps/v2/deposit/orders', {
        channelId,
        amount: '1500',
        idempotencyKey: 'promo-deposit-1',
      })
    ).json().value;
    await site('chandni', 'POST', `/wps/v2/deposit/orders/${order.id}/submit`, {
      trxId: 'PROMO12345',
      payingNumber: '01899999999',
    });
    expect(await statusOf('chandni', percent)).toBe('process');
    await desk('finance', 'POST', `/ops/api/deposits/${order.id}/approve`);
    expect(await statusOf('chandni', percent)).toBe('claim');
    const detail = (await site('chandni', 'GET', `/wps/promotions/${percent}`)).json().value;
    expect(detail.bonusNow).toBe('150.00');
    const credited = (await site('chandni', 'POST', `/wps/promotions/${percent}/claim`)).json();
    expect(credited.value).toMatchObject({ bonus: '150.00', turnover: '450.00' });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a long remark, a wrong, oversize or fourth image, and stores nothing', async () => {
    const id = await published({ category: 'rebate' });
    const before = [await count('promotionEntries'), await count('promotionEntryImages')];
    const long = await apply('dipu', id, 'x'.repeat(141), [png]);
    expect(long.json().code).toBe('validation_failed');
    expect(long.json().fields[0].path).toBe('remark');
    const script = Buffer.from('<script>alert(1)</script>');
    expect((await apply('dipu', id, 'ok', [script])).json().code).toBe('promotion_image_invalid');
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await apply('dipu', id, 'ok', [huge])).json().code).toBe('promotion_image_invalid');
    expect((await apply('dipu', id, 'ok', [png, png, png, png])).json().code).toBe(
      'promotion_image_invalid',
    );
    expect([await count('promotionEntries'), await count('promotionEntryImages')]).toEqual(before);
    expect((await site('dipu', 'POST', `/wps/promotions/${id}/claim`)).json().code).toBe(
      'promotion_unavailable',
    );
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { host },
    });
    players.trial = trial.json().value.token as string;
    expect((await apply('trial', id, 'ok', [png])).json().code).toBe('in_need_true_account');
    const applied = (await apply('dipu', id, 'x'.repeat(140), [png, png])).json().value;
    expect(applied).toMatchObject({ status: 'applying', imageCount: 2 });
    expect((await apply('dipu', id, 'again', [])).json().code).toBe('promotion_taken');
  });

  it('draws a raffle prize once per member through MCS2_claimRafflePromotion', async () => {
    const id = await published({
      kind: 'raffle',
      category: 'raffle',
      bonusAmount: null,
      prizes: [
        { amount: '25', weight: 1 },
        { amount: '30', weight: 1 },
      ],
      turnoverMultiple: 2,
    });
    const raffle = (name: string, promotionId: string) =>
      site(name, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId });
    expect(
      (await site(null, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId: id }))
        .statusCode,
    ).toBe(401);
    const won = (await raffle('bilal', id)).json().value;
    expect(won.entry.status).toBe('joined');
    expect([
      { bonus: '25.00', turnover: '50.00' },
      { bonus: '30.00', turnover: '60.00' },
    ]).toContainEqual({ bonus: won.bonus, turnover: won.turnover });
    expect(await statusOf('bilal', id)).toBe('joined');
    // Asking again draws again; whichever prize it draws, the answer is the first draw's (the
    // other prize is 1 - 2^-8 likely to come up here).
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await raffle('bilal', id)).json().value).toEqual(won);
    }
    expect((await raffle('trial', id)).json().code).toBe('in_need_true_account');
    const fixed = await published({ kind: 'claim', category: 'vip' });
    expect((await raffle('bilal', fixed)).json().code).toBe('promotion_unavailable');
    expect((await raffle('bilal', 'abc')).json().code).toBe('validation_failed');
  });
});
