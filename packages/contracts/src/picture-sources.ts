/**
 * Narrower versions of the pictures the site shows large (banners, uploaded promotion pictures),
 * as WebP: a phone loads the one its screen needs rather than the desktop's. A 360–412 px
 * screen's banner (less the page's 16 px sides) takes 800 at 2x and 1080 at 3x; a desktop's
 * 1164 px column takes 1440 when the picture is wider. The platform makes them for uploaded
 * pictures when first asked (the media_variants table allows exactly these widths: a change
 * here needs a migration); the build makes them for our own banner art.
 * (No imports: the web build's banner-art plugin reads this file as it is.)
 */
export const pictureWidths = [480, 800, 1080, 1440] as const;

/** One version of a picture and its width in pixels. */
export interface PictureSource {
  url: string;
  width: number;
}

/** An uploaded picture's address: /media/<id>-<hash>.<png|jpg|webp> (id, hash, extension). */
export const mediaAddressPattern = /^\/media\/(\d{1,18})-([0-9a-f]{16})\.(png|jpg|webp)$/;
/** A name under /media/: a picture (id, hash, extension) or its version (id, hash, width). */
export const mediaFileNamePattern =
  /^(\d{1,18})-([0-9a-f]{16})(?:\.(png|jpg|webp)|-([1-9]\d{2,3})w\.webp)$/;
const artPattern = /^\/art\/banners\/([a-z0-9-]+)\.webp$/;

/** Where our banner art's version of a width is (build/banner-art.ts writes it there). */
export function artVariantName(name: string, width: number): string {
  return `${name}-${width}w.webp`;
}

/** The address of a picture's version `width` pixels wide; null for a picture without them. */
export function pictureVariantUrl(url: string, width: number): string | null {
  const media = mediaAddressPattern.exec(url);
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

/**
 * An <img srcset>: the versions, then the picture itself; undefined when it has no versions
 * (or comes from a server that lists none).
 */
export function srcSetOf(picture: {
  url: string;
  width: number;
  sources?: readonly PictureSource[];
}): string | undefined {
  const sources = picture.sources ?? [];
  if (sources.length === 0) return undefined;
  return [...sources, { url: picture.url, width: picture.width }]
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');
}

/**
 * The width a banner is shown at: from 1280 px the page's main column (1280 less the 16 px
 * sides, the 72 px service bar and its 12 px gap), below it the screen less the 16 px sides.
 * (index.html's first-banner script writes the same.)
 */
export const bannerSizes = '(min-width: 1280px) 1164px, calc(100vw - 32px)';

/**
 * The width a promotion card's picture is shown at: the list's grid holds cards of at least
 * 300 px with 16 px gaps, so one column below 648 px, two up to the desktop's three of 377 px.
 */
export const promotionCardSizes =
  '(min-width: 1280px) 377px, (min-width: 648px) calc(50vw - 24px), calc(100vw - 32px)';
