import type { FastifyReply } from 'fastify';
import { imageSize } from 'image-size';

/** The raster images the platform takes in, by what their bytes say (never by their name). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const typeOfDetected: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * An image's type and size in pixels as it is shown (a photo whose EXIF says it is turned a
 * quarter has its sides swapped), or null when the bytes are no such image.
 */
export function inspectImage(
  bytes: Buffer,
): { type: ImageType; width: number; height: number } | null {
  try {
    const found = imageSize(bytes);
    const type = found.type ? typeOfDetected[found.type] : undefined;
    if (!type || !found.width || !found.height) return null;
    const isTurned = (found.orientation ?? 1) >= 5;
    return {
      type,
      width: isTurned ? found.height : found.width,
      height: isTurned ? found.width : found.height,
    };
  } catch {
    return null;
  }
}

/** A png or jpeg (what players may upload as proofs), by its bytes; null for anything else. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const type = inspectImage(bytes)?.type;
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}

/**
 * Sends a picture a person uploaded (a proof, an application's image) to whoever may see it:
 * never cached by others, never sniffed into another type, shown rather than downloaded.
 */
export function sendPrivateImage(
  reply: FastifyReply,
  image: { contentType: string; bytes: Buffer },
): FastifyReply {
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(image.bytes);
}
