import { z } from 'zod';
import { mediaAddressPattern } from './picture-sources';

/** What an uploaded picture is for: each desk lists its own. */
export const mediaPurposes = ['banner', 'promotion', 'content'] as const;
export type MediaPurpose = (typeof mediaPurposes)[number];

/** A picture is at most 2 MB (pages stay light on a slow phone). */
export const mediaBytesMax = 2 * 1024 * 1024;

/** POST /ops/api/media?purpose=…&merchant=… (multipart, one field `file`). */
export const mediaUploadQuerySchema = z.object({
  purpose: z.enum(mediaPurposes),
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});

/** A narrower version of a picture (WebP) and its width in pixels (see picture-sources.ts). */
export const pictureSourceSchema = z.object({ url: z.string(), width: z.number().int() });

export const mediaSchema = z.object({
  id: z.string(),
  /** Where the site loads it: /media/<id>-<hash>.<png|jpg|webp>, cached for good. */
  url: z.string(),
  purpose: z.enum(mediaPurposes),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** An address of a picture the platform serves: uploaded media, or our own art. */
export function isServedImageUrl(value: string): boolean {
  return (
    mediaAddressPattern.test(value) ||
    (/^\/art\/[A-Za-z0-9_./-]+$/.test(value) && !value.includes('..'))
  );
}

/** GET /media/:name: a picture's file name; one that names no picture is not found. */
export const mediaFileParamsSchema = z.object({ name: z.string() });
