import { imageSize } from 'image-size';

/** The raster images the platform takes in, by what their bytes say (never by their name). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const typeOfDetected: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** An image's type and size in pixels, or null when the bytes are no such image. */
export function inspectImage(
  bytes: Buffer,
): { type: ImageType; width: number; height: number } | null {
  try {
    const found = imageSize(bytes);
    const type = found.type ? typeOfDetected[found.type] : undefined;
    if (!type || !found.width || !found.height) return null;
    return { type, width: found.width, height: found.height };
  } catch {
    return null;
  }
}

/** A png or jpeg (what players may upload as proofs), by its bytes; null for anything else. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const type = inspectImage(bytes)?.type;
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}
