import { createHash } from 'node:crypto';
import {
  mediaBytesMax,
  pictureWidths,
  type Media,
  type MediaPurpose,
  type OperatorRole,
} from '@khela/contracts';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { inspectImage } from '../../lib/images';
import { requireRole, type OperatorScope, type OpsService } from '../ops/ops.service';
import type { MediaRepository } from './media.repository';

/** Who uploads pictures: the content desk and the managers. */
export const mediaRoles = ['owner', 'admin', 'content'] as const satisfies readonly OperatorRole[];

/** The longest side a picture may have (the media table's check). */
const sidePixelsMax = 10_000;

const extensionOf = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
const contentTypeOf = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
/** The quality of the narrower versions (our banner art is made at the same). */
const variantWebpQuality = 80;

/**
 * The most pixels a picture may have to be made narrower: a 2 MB file may still unpack to
 * 10,000 × 10,000 pixels (400 MB); a larger one is served as itself.
 */
const variantSourcePixelsMax = 40_000_000;

/** A picture made `width` pixels wide (its shape kept), as WebP. */
async function narrowerWebp(bytes: Buffer, width: number) {
  const { data, info } = await sharp(bytes, { limitInputPixels: variantSourcePixelsMax })
    .resize({ width })
    .webp({ quality: variantWebpQuality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, height: info.height };
}

/** The address a picture is served at: its id and the start of its hash. */
export function mediaUrl(row: {
  id: string;
  sha256: string;
  contentType: keyof typeof extensionOf;
}) {
  return `/media/${row.id}-${row.sha256.slice(0, 16)}.${extensionOf[row.contentType]}`;
}

/**
 * Pictures operators upload (banners, promotions, content): checked by their bytes (png, jpeg
 * or webp, 2 MB at most), kept in the database with their size in pixels, logged, and served
 * at an address that changes with the content, so browsers keep them for good.
 */
export function createMediaService(deps: { db: Db; repository: MediaRepository; ops: OpsService }) {
  return {
    async upload(
      actor: OperatorScope,
      values: { merchant?: string; purpose: MediaPurpose; bytes: Buffer | null },
      language: string,
    ): Promise<Media> {
      requireRole(actor.operator, mediaRoles);
      const merchant = await deps.ops.deskMerchant(actor, values.merchant, language);
      const bytes = values.bytes;
      const image = bytes && bytes.length <= mediaBytesMax ? inspectImage(bytes) : null;
      if (!bytes || !image || Math.max(image.width, image.height) > sidePixelsMax) {
        throw new AppError('media_invalid');
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const stored = await deps.db.transaction().execute(async (trx) => {
        const row = await deps.repository.insert(trx, {
          merchantId: merchant.id,
          purpose: values.purpose,
          contentType: image.type,
          width: image.width,
          height: image.height,
          bytes,
          sha256,
          uploadedBy: actor.operator.id,
        });
        const url = mediaUrl({ id: row.id, sha256, contentType: image.type });
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: merchant.id,
            action: 'media_upload',
            target: `media:${row.id}`,
            detail: { purpose: values.purpose, url, bytes: bytes.length },
          },
          trx,
        );
        return { ...row, url };
      });
      return {
        id: stored.id,
        url: stored.url,
        purpose: values.purpose,
        contentType: image.type,
        width: image.width,
        height: image.height,
        bytes: bytes.length,
        createdAt: new Date(stored.createdAt).toISOString(),
      };
    },

    async list(
      actor: OperatorScope,
      values: { merchant?: string; purpose: MediaPurpose },
      language: string,
    ): Promise<Media[]> {
      requireRole(actor.operator, mediaRoles);
      const merchant = await deps.ops.deskMerchant(actor, values.merchant, language);
      const rows = await deps.repository.list(merchant.id, values.purpose);
      return rows.map((row) => ({
        id: row.id,
        url: mediaUrl(row),
        purpose: row.purpose,
        contentType: row.contentType,
        width: row.width,
        height: row.height,
        bytes: Number(row.size),
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    },

    /** A picture by its address, or undefined when the address names none. */
    async file(id: string, hash: string, extension: keyof typeof contentTypeOf) {
      const row = await deps.repository.find(id);
      if (!row || !row.sha256.startsWith(hash) || row.contentType !== contentTypeOf[extension]) {
        return undefined;
      }
      return { contentType: row.contentType, bytes: row.bytes, etag: `"${row.sha256}"` };
    },

    /**
     * A picture's narrower version (one of `pictureWidths`, narrower than the picture), made the
     * first time it is asked for and kept; undefined when the address names none.
     */
    async variant(id: string, hash: string, width: number) {
      const isWidth = (pictureWidths as readonly number[]).includes(width);
      const row = isWidth ? await deps.repository.find(id) : undefined;
      if (!row || !row.sha256.startsWith(hash) || width >= row.width) return undefined;
      const etag = `"${row.sha256}-${width}w"`;
      const kept = await deps.repository.findVariant(id, width);
      if (kept) return { contentType: 'image/webp', bytes: kept.bytes, etag };
      // A picture whose header reads well but whose pixels do not decode has no narrower
      // version, nor has one that would come out heavier: the page gets the picture itself.
      const made = await narrowerWebp(row.bytes, width).catch(() => null);
      if (!made || made.bytes.length >= row.bytes.length) {
        return { contentType: row.contentType, bytes: row.bytes, etag: `"${row.sha256}"` };
      }
      await deps.repository.insertVariant({ mediaId: id, width, ...made });
      return { contentType: 'image/webp', bytes: made.bytes, etag };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
