import { roleTable } from '@khela/contracts';
import { createHash } from 'node:crypto';
import { mediaBytesMax, pictureWidths, type Media, type MediaPurpose } from '@khela/contracts';
import sharp from 'sharp';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { inspectImage } from '../../../lib/images';
import { requireRole, type OpsService } from '../desk/ops.service';
import { type OperatorScope } from '../../../plugins/operator-auth';
import type { MediaRepository } from './media.repository';

/** The longest side a picture may have (the media table's check). */
const sidePixelsMax = 10_000;

const extensionOf = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
/** The quality of the narrower versions (our banner art is made at the same). */
const variantWebpQuality = 80;

/**
 * The most pixels a picture may have to be made narrower: a 2 MB file may still unpack to
 * 10,000 × 10,000 pixels (400 MB); a larger one is served as itself.
 */
const variantSourcePixelsMax = 40_000_000;

/**
 * Whether a picture's pixels all decode: a header that names a size says nothing of the rest (a
 * png cut off after 200 bytes still reads as 1200 × 400 and would show as a broken picture).
 * It is decoded into a thumbnail, so memory stays small whatever its size.
 */
async function isDecodable(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: 'truncated', limitInputPixels: sidePixelsMax * sidePixelsMax })
      .resize(16)
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * A picture made `width` pixels wide (its shape kept, turned the way its EXIF says), as WebP;
 * null for one that has no such version: an animation (a version would be its first frame
 * only), one too large to unpack, or one whose version would come out heavier.
 */
async function narrowerWebp(bytes: Buffer, width: number) {
  const options = { limitInputPixels: variantSourcePixelsMax, autoOrient: true };
  const { pages = 1 } = await sharp(bytes, options).metadata();
  if (pages > 1) return null;
  const { data, info } = await sharp(bytes, options)
    .resize({ width })
    .webp({ quality: variantWebpQuality })
    .toBuffer({ resolveWithObject: true });
  return data.length < bytes.length ? { bytes: data, height: info.height } : null;
}

/** What the address of a narrower version answers. */
export type VariantAnswer =
  | { kind: 'file'; contentType: 'image/webp'; bytes: Buffer; etag: string }
  /** No version can be made: the picture itself, at its own address. */
  | { kind: 'original'; url: string };

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
export function createMediaService(deps: {
  db: Db;
  repository: MediaRepository;
  ops: OpsService;
  onProblem: (message: string, detail: Record<string, unknown>) => void;
}) {
  /** Versions being made now, by `<id>:<width>`: pages asking at once share the one job. */
  const making = new Map<string, Promise<Buffer | null>>();
  /** Versions found not to exist since the server started (they are not tried again). */
  const unmade = new Set<string>();
  /** One picture is made at a time: sharp's work shares Node's thread pool with sign-ins. */
  let queue: Promise<unknown> = Promise.resolve();

  /** Makes and keeps a version; null when the picture has none. */
  async function make(id: string, width: number): Promise<Buffer | null> {
    const row = await deps.repository.find(id);
    if (!row) return null;
    const made = await narrowerWebp(row.bytes, width).catch((error: unknown) => {
      deps.onProblem('media version not made', { err: error, mediaId: id, width });
      return null;
    });
    if (!made) return null;
    await deps.repository.insertVariant({ mediaId: id, width, ...made });
    return made.bytes;
  }

  return {
    async upload(
      actor: OperatorScope,
      values: { merchant?: string; purpose: MediaPurpose; bytes: Buffer | null },
      language: string,
    ): Promise<Media> {
      requireRole(actor.operator, roleTable.media);
      const merchant = await deps.ops.deskMerchant(actor, values.merchant, language);
      const bytes = values.bytes;
      const image = bytes && bytes.length <= mediaBytesMax ? inspectImage(bytes) : null;
      if (
        !bytes ||
        !image ||
        Math.max(image.width, image.height) > sidePixelsMax ||
        !(await isDecodable(bytes))
      ) {
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
      requireRole(actor.operator, roleTable.media);
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
    async file(id: string, hash: string, extension: string) {
      const row = await deps.repository.find(id);
      if (!row || !row.sha256.startsWith(hash) || extensionOf[row.contentType] !== extension) {
        return undefined;
      }
      return {
        kind: 'file' as const,
        contentType: row.contentType,
        bytes: row.bytes,
        etag: `"${row.sha256}"`,
      };
    },

    /**
     * A picture's narrower version (one of `pictureWidths`, narrower than the picture), made the
     * first time it is asked for and kept; undefined when the address names none.
     */
    async variant(id: string, hash: string, width: number): Promise<VariantAnswer | undefined> {
      const isWidth = (pictureWidths as readonly number[]).includes(width);
      const row = isWidth ? await deps.repository.findHead(id) : undefined;
      if (!row || !row.sha256.startsWith(hash) || width >= row.width) return undefined;
      const kept = await deps.repository.findVariant(id, width);
      const key = `${id}:${width}`;
      let bytes = kept?.bytes ?? null;
      if (!bytes && !unmade.has(key)) {
        let job = making.get(key);
        if (!job) {
          job = queue.then(() => make(id, width));
          queue = job.catch(() => undefined);
          making.set(key, job);
          void job.finally(() => making.delete(key)).catch(() => undefined);
        }
        bytes = await job;
        if (!bytes) unmade.add(key);
      }
      if (!bytes) return { kind: 'original', url: mediaUrl({ id, ...row }) };
      return { kind: 'file', contentType: 'image/webp', bytes, etag: `"${row.sha256}-${width}w"` };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
