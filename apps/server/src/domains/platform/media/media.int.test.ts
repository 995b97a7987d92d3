import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { imageSize } from 'image-size';
import { blankPng, solidPng, turnedJpeg } from '../../../../test/png';
import { multipart, type MultipartPart } from '../../../../test/multipart';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
/** A whole one-pixel png. */
const png = solidPng(1, 1);

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const merchant = await createMerchant(db);
  for (const [name, role] of [
    ['md_content', 'content'],
    ['md_support', 'support'],
  ] as const) {
    tokens[name] = (
      await signInOperator(app, db, { merchantId: merchant.id, username: name, role })
    ).token;
  }
});
afterAll(async () => {
  await app.close();
  await drop();
});

function upload(files: MultipartPart[], as = 'md_content', purpose = 'banner') {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/ops/api/media?purpose=${purpose}`,
    headers: { ...body.headers, authorization: tokens[as]!, language: 'en' },
    payload: body.payload,
  });
}

/** The widths of a picture's narrower versions kept so far. */
async function keptWidths(mediaId: string) {
  const rows = await db
    .selectFrom('mediaVariants')
    .select('width')
    .where('mediaId', '=', mediaId)
    .execute();
  return rows.map((row) => row.width);
}

describe('media', () => {
  it('stores a picture once checked, and serves it cached for good at its own address', async () => {
    const answer = (await upload([{ field: 'file', name: 'hero.png', bytes: png }])).json().value;
    expect(answer).toMatchObject({
      purpose: 'banner',
      contentType: 'image/png',
      width: 1,
      height: 1,
      bytes: png.length,
      url: expect.stringMatching(/^\/media\/\d+-[0-9a-f]{16}\.png$/),
    });
    const served = await app.inject({ url: answer.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const again = await app.inject({
      url: answer.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const listed = (
      await app.inject({
        url: '/ops/api/media?purpose=banner',
        headers: { authorization: tokens.md_content! },
      })
    ).json().value;
    expect(listed).toEqual([answer]);
    for (const url of [
      answer.url.replace(/-[0-9a-f]{16}\./, '-0000000000000000.'),
      answer.url.replace('.png', '.jpg'),
      '/media/1.png',
      '/media/999999-0123456789abcdef.png',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('refuses what is no picture, too big or too many, and whoever may not upload', async () => {
    const before = await db.selectFrom('media').select('id').execute();
    // The same picture, said to be 10,001 pixels wide in its header.
    const wide = Buffer.from(png);
    wide.writeUInt32BE(10_001, 16);
    // A picture cut off after its header: its size reads well, its pixels are missing.
    const photo = solidPng(1200, 400);
    const cut = photo.subarray(0, Math.min(200, photo.length - 20));
    const cases = [
      [
        {
          field: 'file',
          name: 'x.svg',
          bytes: Buffer.from('<svg onload="alert(1)"/>'),
          type: 'image/svg+xml',
        },
      ],
      [{ field: 'file', name: 'x.png', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') }],
      [
        {
          field: 'file',
          name: 'big.png',
          bytes: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
        },
      ],
      [{ field: 'file', name: 'wide.png', bytes: wide }],
      [{ field: 'file', name: 'cut.png', bytes: cut }],
      [{ field: 'picture', name: 'x.png', bytes: png }],
      [
        { field: 'file', name: 'a.png', bytes: png },
        { field: 'file', name: 'b.png', bytes: png },
      ],
      [],
    ];
    for (const files of cases) {
      const response = await upload(files);
      expect(response.json().code, files.map((file) => file.name).join()).toBe('media_invalid');
    }
    expect(
      (await upload([{ field: 'file', name: 'x.png', bytes: png }], 'md_support')).statusCode,
    ).toBe(403);
    expect(
      (await upload([{ field: 'file', name: 'x.png', bytes: png }], 'md_content', 'avatar'))
        .statusCode,
    ).toBe(400);
    expect(await db.selectFrom('media').select('id').execute()).toEqual(before);
  });

  it('makes a narrower WebP version when a page first asks for it, keeps it, and no other', async () => {
    const wide = solidPng(1200, 400);
    const answer = (await upload([{ field: 'file', name: 'wide.png', bytes: wide }])).json().value;
    const base = answer.url.replace(/\.png$/, '');
    const first = await app.inject({ url: `${base}-800w.webp` });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    // The picture's shape, at the asked width, and lighter than the picture itself.
    expect(imageSize(first.rawPayload)).toMatchObject({ type: 'webp', width: 800, height: 267 });
    expect(first.rawPayload.length).toBeLessThan(wide.length);
    const kept = await db
      .selectFrom('mediaVariants')
      .select(['width', 'height'])
      .where('mediaId', '=', answer.id)
      .execute();
    expect(kept).toEqual([{ width: 800, height: 267 }]);
    const again = await app.inject({ url: `${base}-800w.webp` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(
      (
        await app.inject({
          url: `${base}-800w.webp`,
          headers: { 'if-none-match': String(first.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    // Only the listed widths, only narrower than the picture, only at its own address.
    for (const url of [
      `${base}-640w.webp`,
      `${base}-1440w.webp`,
      `${base}-800w.png`,
      `${base}-0800w.webp`,
      `${base.replace(/-[0-9a-f]{16}$/, '-0000000000000000')}-800w.webp`,
      '/media/999999-0123456789abcdef-800w.webp',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    expect(await keptWidths(answer.id)).toEqual([800]);
  });

  it('sends a page to the picture itself where no narrower version can be made', async () => {
    const header = solidPng(1200, 400).subarray(0, 33);
    const pictures = {
      // A png whose header says 1200×400 and whose pixel data is noise: uploads refuse it now,
      // one kept from before they decoded a picture whole is still sent as itself.
      broken: Buffer.concat([header, Buffer.from('0000000a49444154deadbeefdeadbeef0000', 'hex')]),
      // 40,000,400 pixels in a few kilobytes: more than is unpacked to make a version.
      huge: blankPng(8000, 5001),
    };
    for (const [name, bytes] of Object.entries(pictures)) {
      const stored = name === 'broken' ? solidPng(1200, 400) : bytes;
      const answer = (await upload([{ field: 'file', name: `${name}.png`, bytes: stored }])).json()
        .value;
      await sql`UPDATE media SET bytes = ${bytes} WHERE id = ${answer.id}`.execute(db);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const served = await app.inject({ url: answer.url.replace(/\.png$/, '-480w.webp') });
        expect(served.statusCode, name).toBe(302);
        expect(served.headers.location, name).toBe(answer.url);
        // Not for good: it may be made after all once the server has been restarted.
        expect(served.headers['cache-control'], name).toBe('public, max-age=86400');
      }
      expect(await keptWidths(answer.id), name).toEqual([]);
    }
  });

  it('makes a photo turned by its EXIF upright, at the width it is shown', async () => {
    const turned = await turnedJpeg(1200, 600);
    const answer = (await upload([{ field: 'file', name: 'turned.jpg', bytes: turned }])).json()
      .value;
    expect(answer).toMatchObject({ width: 600, height: 1200 });
    const served = await app.inject({ url: answer.url.replace(/\.jpg$/, '-480w.webp') });
    expect(imageSize(served.rawPayload)).toMatchObject({ width: 480, height: 960 });
  });
});
