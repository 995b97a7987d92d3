/**
 * Narrower versions of the pictures the site shows across the page (banners), as WebP: a phone
 * loads the one its screen needs rather than the desktop's (a 360–412 px screen at 2x takes
 * 800, at 3x 1080; a desktop's 1248 px box 1440, when the picture is wider). The platform makes them for
 * uploaded pictures when first asked; the build makes them for our own banner art.
 * (No imports: the web build's banner-art plugin reads this file as it is.)
 */
export const pictureWidths = [480, 800, 1080, 1440] as const;

/** One version of a picture and its width in pixels. */
export interface PictureSource {
  url: string;
  width: number;
}

const mediaPattern = /^\/media\/(\d{1,18})-([0-9a-f]{16})\.(?:png|jpg|webp)$/;
const artPattern = /^\/art\/banners\/([a-z0-9-]+)\.webp$/;

/** Where our banner art's version of a width is (build/banner-art.ts writes it there). */
export function artVariantName(name: string, width: number): string {
  return `${name}-${width}w.webp`;
}

/** The address of a picture's version `width` pixels wide; null for a picture without them. */
export function pictureVariantUrl(url: string, width: number): string | null {
  const media = mediaPattern.exec(url);
  if (media) return `/media/${media[1]}-${media[2]}-${width}w.webp`;
  const art = artPattern.exec(url);
  if (art) return `/art/banners/${artVariantName(art[1] ?? '', width)}`;
  return null;
}

/** The narrower versions of a picture `width` pixels wide, narrowest first. */
export function pictureSources(url: string, width: number): PictureSource[] {
  return pictureWidths
    .filter((variantWidth) => variantWidth < width)
    .flatMap((variantWidth) => {
      const variant = pictureVariantUrl(url, variantWidth);
      return variant ? [{ url: variant, width: variantWidth }] : [];
    });
}

/** An <img srcset>: the versions, then the picture itself; undefined when it has no versions. */
export function srcSetOf(picture: {
  url: string;
  width: number;
  sources: readonly PictureSource[];
}): string | undefined {
  if (picture.sources.length === 0) return undefined;
  return [...picture.sources, { url: picture.url, width: picture.width }]
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');
}

/**
 * The width a banner is shown at: the page's content box (1280 px less its 16 px sides) on a
 * wide screen, else about the screen's width.
 */
export const bannerSizes = '(min-width: 1280px) 1248px, 100vw';
