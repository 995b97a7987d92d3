import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { creditWallet, setPaymentPassword } from '../../../../test/factories';
import { multipart } from '../../../../test/multipart';
import { solidPng } from '../../../../test/png';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import {
  app,
  apply,
  balanceOf,
  bonusTransfers,
  db,
  desk,
  host,
  memberIds,
  merchant,
  ops,
  other,
  png,
  promotion,
  published,
  site,
  statusOf,
  usePromotions,
} from './promotion.fixture';

// Promotions on the site once applied for: the member's own images, review (approve once,
// reject with a reason) with the bonus's turnover, pictures, and the wall between merchants.
usePromotions();

describe('promotions on the site', () => {
  it("shows a member the images of their own application, and nobody else's", async () => {
    const id = await published({ category: 'event' });
    await apply('gita', id, 'Two receipts', [png, png]);
    const entry = (await site('gita', 'GET', `/wps/promotions/${id}`)).json().value.entry;
    expect(entry).toMatchObject({ status: 'applying', remark: 'Two receipts', imageCount: 2 });
    const url = (n: number | string) => `/wps/promotions/applications/${entry.id}/images/${n}`;
    for (const n of [1, 2]) {
      const image = await site('gita', 'GET', url(n));
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals(png)).toBe(true);
    }
    expect((await site('gita', 'GET', url(3))).json().code).toBe('not_found');
    expect((await site('gita', 'GET', url(4))).json().code).toBe('validation_failed');
    expect((await site('gita', 'GET', url('x'))).json().code).toBe('validation_failed');
    expect((await site('asha', 'GET', url(1))).json().code).toBe('not_found');
    expect((await site('outsider', 'GET', url(1))).json().code).toBe('not_found');
    expect((await site(null, 'GET', url(1))).statusCode).toBe(401);
  });

  it('approves once though pressed twice, and the bonus turnover holds a withdrawal', async () => {
    const id = await published({ category: 'rebate', bonusAmount: '200', turnoverMultiple: 1 });
    await apply('emon', id, 'My first deposit was on Monday', [png]);
    const queue = (await desk('finance', 'GET', '/ops/api/promotions/applications')).json().value;
    const entry = queue.find((row: { username: string }) => row.username === 'emon');
    expect(entry).toMatchObject({ bonus: '200.00', turnover: '200.00', imageCount: 1 });
    const image = await desk(
      'finance',
      'GET',
      `/ops/api/promotions/applications/${entry.id}/images/1`,
    );
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(
      (
        await desk('otherAdmin', 'GET', `/ops/api/promotions/applications/${entry.id}/images/1`)
      ).json().code,
    ).toBe('not_found');
    expect(
      (await desk('content', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`)).json()
        .code,
    ).toBe('forbidden');
    expect(
      (
        await desk('otherAdmin', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`)
      ).json().code,
    ).toBe('not_found');

    const answers = await Promise.all([
      desk('finance', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`),
      desk('finance', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`),
    ]);
    const codes = answers.map((answer) => answer.json().code ?? answer.json().value.status).sort();
    expect(codes).toEqual(['issued', 'promotion_entry_closed']);
    expect(await bonusTransfers(memberIds.emon!)).toEqual([{ amountMinor: '20000' }]);
    expect(await balanceOf('emon')).toBe('200.00');
    expect(await statusOf('emon', id)).toBe('issued');
    const messages = (await site('emon', 'GET', '/wps/member/messages')).json().value;
    expect(messages[0]).toMatchObject({ kind: 'promotion_approved', title: 'Promotion approved' });
    const requirement = await db
      .selectFrom('turnoverRequirements')
      .select(['source', 'requiredMinor'])
      .where('memberId', '=', memberIds.emon!)
      .execute();
    expect(requirement).toEqual([{ source: 'bonus', requiredMinor: '20000' }]);

    await setPaymentPassword(db, memberIds.emon!, 'pay-456');
    await creditWallet(db, merchant.id, memberIds.emon!, 20_000n);
    const bound = await site('emon', 'POST', '/wps/v2/withdraw/accounts', {
      methodCode: 'bkash',
      accountName: 'Emon Ali',
      accountNumber: '01712345678',
      paymentPassword: 'pay-456',
    });
    const withdraw = (key: string) =>
      site('emon', 'POST', '/wps/v2/withdraw/requests', {
        accountId: bound.json().value.id,
        amount: '100',
        paymentPassword: 'pay-456',
        idempotencyKey: key,
      });
    expect((await withdraw('promo-w-1')).json().code).toBe('withdraw_turnover_unmet');
    const bonuses = async () => (await site('emon', 'GET', '/wps/promotions/bonuses')).json().value;
    expect((await bonuses())[0]).toMatchObject({
      amount: '200.00',
      turnoverRequired: '200.00',
      turnoverWagered: '0.00',
      progressPercent: 0,
      status: 'in_progress',
    });

    const launched = await site(
      'emon',
      'GET',
      '/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=tiger-lotus',
    );
    const session = new URL(launched.json().value.url, 'http://x').searchParams.get('token');
    const spin = async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/house/api/spin',
        headers: { host, language: 'en' },
        payload: { token: session, betMinor: 10_000, requestId: randomUUID() },
      });
      expect(answer.json().success).toBe(true);
    };
    await spin();
    expect((await bonuses())[0]).toMatchObject({ turnoverWagered: '100.00', progressPercent: 50 });
    expect((await withdraw('promo-w-2')).json().code).toBe('withdraw_turnover_unmet');
    await spin();
    expect((await bonuses())[0]).toMatchObject({ progressPercent: 100, status: 'met' });
    expect((await withdraw('promo-w-3')).json().value).toMatchObject({ status: 'pending' });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('rejects with a reason the member reads; a rejected member may apply again', async () => {
    const id = await published({ category: 'rebate', bonusAmount: '10' });
    await apply('farid', id, 'hello', []);
    const queue = (await desk('finance', 'GET', '/ops/api/promotions/applications')).json().value;
    const entry = queue.find((row: { username: string }) => row.username === 'farid');
    const url = `/ops/api/promotions/applications/${entry.id}/reject`;
    expect((await desk('finance', 'POST', url, { reason: '' })).json().code).toBe(
      'validation_failed',
    );
    const rejected = (await desk('finance', 'POST', url, { reason: 'Deposit not found' })).json();
    expect(rejected.value).toMatchObject({ status: 'rejected', rejectReason: 'Deposit not found' });
    expect(
      (await desk('finance', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`)).json()
        .code,
    ).toBe('promotion_entry_closed');
    expect(await bonusTransfers(memberIds.farid!)).toEqual([]);
    const messages = (await site('farid', 'GET', '/wps/member/messages')).json().value;
    expect(messages[0].body).toContain('Deposit not found');
    expect(messages[0].body).toContain('Welcome');
    const decided = (
      await desk('finance', 'GET', '/ops/api/promotions/applications?status=decided')
    ).json().value;
    expect(decided.some((row: { id: string }) => row.id === entry.id)).toBe(true);
    expect((await apply('farid', id, 'second try', [])).json().value.status).toBe('applying');
  });

  it("lists an uploaded picture's width and narrower versions, and none for our own art", async () => {
    const body = multipart([{ field: 'file', name: 'wide.png', bytes: solidPng(1200, 675) }]);
    const answer = await app.inject({
      method: 'POST',
      url: '/ops/api/media?purpose=promotion',
      headers: { ...body.headers, authorization: ops.content, language: 'en' },
      payload: body.payload,
    });
    const picture = answer.json().value as { id: string; url: string };
    const uploaded = await published({ imageUrl: picture.url });
    const ourArt = await published();
    const list = (await site(null, 'GET', '/wps/promotions')).json().value;
    const listed = (id: string) => list.promotions.find((row: { id: string }) => row.id === id);
    const versions = [480, 800, 1080].map((width) => ({
      url: picture.url.replace(/\.png$/, `-${width}w.webp`),
      width,
    }));
    expect(listed(uploaded)).toMatchObject({ imageWidth: 1200, imageSources: versions });
    expect(listed(ourArt)).toMatchObject({ imageWidth: null, imageSources: [] });
    const detail = (await site(null, 'GET', `/wps/promotions/${uploaded}`)).json().value;
    expect(detail).toMatchObject({ imageWidth: 1200, imageSources: versions });
    // Each version is served at its width.
    const version = await app.inject({ url: versions[0]!.url, headers: { host } });
    expect(version.statusCode).toBe(200);
    expect(version.headers['content-type']).toBe('image/webp');
    // Another merchant's picture of the same id is not this merchant's: no width, no versions.
    await db
      .updateTable('media')
      .set({ merchantId: other.id })
      .where('id', '=', picture.id)
      .execute();
    const moved = (await site(null, 'GET', `/wps/promotions/${uploaded}`)).json().value;
    expect(moved).toMatchObject({ imageWidth: null, imageSources: [] });
    await db
      .updateTable('media')
      .set({ merchantId: merchant.id })
      .where('id', '=', picture.id)
      .execute();
  });

  it('keeps each merchant behind its own wall', async () => {
    const id = await published({ category: 'vip' });
    expect((await site('outsider', 'GET', `/wps/promotions/${id}`)).json().code).toBe('not_found');
    const list = (await site('outsider', 'GET', '/wps/promotions')).json().value;
    expect(list.promotions).toEqual([]);
    expect((await site('outsider', 'POST', `/wps/promotions/${id}/claim`)).json().code).toBe(
      'not_found',
    );
    expect(
      (await desk('otherAdmin', 'PUT', `/ops/api/promotions/${id}`, promotion())).json().code,
    ).toBe('not_found');
    expect(
      (await desk('otherAdmin', 'GET', '/ops/api/promotions')).json().value.promotions,
    ).toEqual([]);
  });
});
