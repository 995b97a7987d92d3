import { decryptCustomerServicePath } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../../test/png';
import {
  db,
  expectRefusals,
  merchant,
  ops,
  site,
  upload,
  useContentDesk,
} from './content-desk.fixture';

// The content desk's site configuration: customer service, licences, downloads, flags and
// registration rules, as the site reads them.
useContentDesk();

describe('content desk: site configuration', () => {
  it('stores a type 3 customer-service path encrypted as the site expects, others as typed', async () => {
    const created = await ops('content', 'POST', '/ops/api/content/customer-services', {
      channel: 'livechat',
      csType: 3,
      path: 'https://chat.example.com/room?id=7',
    });
    expect(created.statusCode).toBe(200);
    await ops('content', 'POST', '/ops/api/content/customer-services', {
      channel: 'telegram',
      csType: 2,
      path: 'https://t.me/khela',
      sortOrder: 1,
    });
    const served = (await site('/wps/system/permission')).info.customerService;
    const chat = served.find((entry: { channel: string }) => entry.channel === 'livechat');
    expect(chat.path).not.toContain('chat.example.com');
    expect(decryptCustomerServicePath(chat.path)).toBe('https://chat.example.com/room?id=7');
    expect(served.find((entry: { channel: string }) => entry.channel === 'telegram').path).toBe(
      'https://t.me/khela',
    );
    const desk = (await ops('content', 'GET', '/ops/api/content')).json().value;
    const listed = desk.customerServices.find((entry: { csType: number }) => entry.csType === 3);
    expect(listed.path).toBe('https://chat.example.com/room?id=7');
    // Turning it into a plain link stores the path as typed.
    await ops('content', 'PATCH', `/ops/api/content/customer-services/${listed.id}`, { csType: 1 });
    const plain = await db
      .selectFrom('customerServices')
      .select('path')
      .where('id', '=', listed.id)
      .executeTakeFirstOrThrow();
    expect(plain.path).toBe('https://chat.example.com/room?id=7');
    await expectRefusals(
      ['javascript:alert(1)', 'http://chat.example.com', '//evil.example', 'data:text/html,x'].map(
        (path) => ({
          method: 'POST' as const,
          url: '/ops/api/content/customer-services',
          body: { channel: 'livechat', csType: 3, path },
          code: 'validation_failed',
          status: 400,
        }),
      ),
    );
  });

  it('edits licences, downloads, flags and registration rules the site reads', async () => {
    const licence = await ops('admin', 'POST', '/ops/api/content/licences', {
      language: 'en',
      jurisdiction: 'Malta',
      body: 'Licensed by the Malta Gaming Authority.',
    });
    expect(licence.statusCode).toBe(200);
    const permission = await site('/wps/system/permission');
    expect(permission.info.licences).toEqual([
      { jurisdiction: 'Malta', body: 'Licensed by the Malta Gaming Authority.' },
    ]);
    const qr = await upload(solidPng(264, 264), 'content', 'content');
    expect(
      (
        await ops('content', 'PUT', '/ops/api/content/resources/ANDROID', {
          url: 'https://downloads.example.com/khela.apk',
          qrMediaId: qr.id,
        })
      ).statusCode,
    ).toBe(200);
    await ops('content', 'PUT', '/ops/api/content/resources/LITE', { url: '/down#lite' });
    const resources = (await site('/wps/system/permission')).info.resources;
    expect(resources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          resourceType: 'ANDROID',
          url: 'https://downloads.example.com/khela.apk',
          qrCodeUrl: qr.url,
        }),
        expect.objectContaining({ resourceType: 'LITE', url: '/down#lite', qrCodeUrl: null }),
      ]),
    );
    // A new address alone keeps the picture; null removes it (the site then draws one).
    const android = async () =>
      (
        (await site('/wps/system/permission')).info.resources as {
          resourceType: string;
          url: string;
          qrCodeUrl: string | null;
        }[]
      ).find((resource) => resource.resourceType === 'ANDROID');
    await ops('content', 'PUT', '/ops/api/content/resources/ANDROID', {
      url: 'https://downloads.example.com/khela-2.apk',
    });
    expect(await android()).toMatchObject({
      url: 'https://downloads.example.com/khela-2.apk',
      qrCodeUrl: qr.url,
    });
    await ops('content', 'PUT', '/ops/api/content/resources/ANDROID', {
      url: 'https://downloads.example.com/khela-2.apk',
      qrMediaId: null,
    });
    expect((await android())?.qrCodeUrl).toBeNull();
    await ops('content', 'PUT', '/ops/api/content/flags/FREEPLAY', { isEnabled: true });
    expect((await site('/wps/system/whitelabel')).FREEPLAY).toBe(true);
    await ops('content', 'PUT', '/ops/api/content/flags/FREEPLAY', { isEnabled: false });
    expect((await site('/wps/system/whitelabel')).FREEPLAY).toBe(false);
    const rule = {
      enabled: true,
      required: true,
      minLength: 5,
      maxLength: 12,
      patternId: 'LETTER_THEN_ALNUM',
    };
    expect(
      (await ops('content', 'PUT', '/ops/api/content/registration/username', rule)).statusCode,
    ).toBe(200);
    expect((await site('/wps/system/setting/register')) ?? []).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', minLength: 5, maxLength: 12 }),
      ]),
    );
    const actions = await db
      .selectFrom('operatorActions')
      .select('action')
      .where('merchantId', '=', merchant.id)
      .where('action', 'in', [
        'licence_create',
        'resource_save',
        'flag_update',
        'registration_rule_update',
      ])
      .execute();
    expect(actions).toHaveLength(8);
    await expectRefusals([
      {
        method: 'PUT',
        url: '/ops/api/content/resources/ANDROID',
        body: { url: 'http://x.example' },
        code: 'validation_failed',
        status: 400,
        message: /an https:\/\/ address of a public site, or a path of this site/,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/resources/ANDROID',
        body: { url: 'https://x.example', qrMediaId: '999999' },
        code: 'validation_failed',
        status: 400,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/resources/WINDOWS',
        body: { url: 'https://x.example' },
        code: 'validation_failed',
        status: 400,
      },
      { method: 'DELETE', url: '/ops/api/content/resources/IOS', code: 'not_found', status: 404 },
      {
        method: 'PUT',
        url: '/ops/api/content/flags/NOSUCHFLAG',
        body: { isEnabled: true },
        code: 'not_found',
        status: 404,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/flags/FREEPLAY',
        body: { isEnabled: 'yes' },
        code: 'validation_failed',
        status: 400,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/username',
        body: { ...rule, minLength: 13 },
        code: 'validation_failed',
        status: 400,
        message: /maximum/,
      },
      // Registration cannot do without a password; a hidden field cannot be required.
      {
        method: 'PUT',
        url: '/ops/api/content/registration/password',
        body: { ...rule, enabled: false, required: false },
        code: 'validation_failed',
        status: 400,
        message: /always shown and required/,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/confirmPassword',
        body: { ...rule, required: false },
        code: 'validation_failed',
        status: 400,
        message: /always shown and required/,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/email',
        body: { ...rule, enabled: false, required: true },
        code: 'validation_failed',
        status: 400,
        message: /not shown cannot be required/,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/username',
        body: { ...rule, patternId: 'ANYTHING' },
        code: 'validation_failed',
        status: 400,
      },
      {
        method: 'PUT',
        url: '/ops/api/content/registration/shoeSize',
        body: rule,
        code: 'validation_failed',
        status: 400,
      },
      {
        method: 'POST',
        url: '/ops/api/content/licences',
        body: { language: 'en', jurisdiction: '', body: 'x' },
        code: 'validation_failed',
        status: 400,
      },
      {
        as: 'otherContent',
        method: 'DELETE',
        url: `/ops/api/content/licences/${(await ops('content', 'GET', '/ops/api/content')).json().value.licences[0].id}`,
        code: 'not_found',
        status: 404,
      },
    ]);
  });

  it('sets when a closed news popup comes back and the digits of Bengali screens', async () => {
    const saved = await ops('content', 'PUT', '/ops/api/content/display', {
      popupRepeat: 'day',
      digits: 'beng',
    });
    expect(saved.statusCode).toBe(200);
    expect((await site('/wps/system/permission')).info).toMatchObject({
      popupRepeat: 'day',
      digits: 'beng',
    });
    const desk = (await ops('content', 'GET', '/ops/api/content')).json().value;
    expect(desk.display).toEqual({ popupRepeat: 'day', digits: 'beng' });
    const [logged] = await db
      .selectFrom('operatorActions')
      .select('detail')
      .where('action', '=', 'display_update')
      .execute();
    expect(logged?.detail).toEqual({
      changes: {
        popupRepeat: { from: 'session', to: 'day' },
        digits: { from: 'latn', to: 'beng' },
      },
    });
    await expectRefusals(
      [
        { popupRepeat: 'week', digits: 'latn' },
        { popupRepeat: 'day', digits: 'thai' },
        { popupRepeat: 'day' },
        { popupRepeat: 'day', digits: 1 },
      ].map((body) => ({
        method: 'PUT' as const,
        url: '/ops/api/content/display',
        body,
        code: 'validation_failed',
        status: 400,
      })),
    );
  });
});
