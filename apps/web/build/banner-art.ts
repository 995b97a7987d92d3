import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { Plugin } from 'vite';
// By path, not by package: the config's loader runs the workspace's TypeScript only so.
import { artVariantName, pictureWidths } from '../../../packages/contracts/src/picture-sources.ts';

/**
 * Wide enough for the desktop banner box (1280 px at most) and a phone's screen at 3x; the
 * banners table's width defaults to it, which is what the demo banners pointing here say.
 */
const bannerWidthPx = 1200;
const webpQuality = 80;
/** A drawing's name; one ending like a version's (welcome-480w) would be taken for one. */
const namePattern = /^[a-z0-9-]+$/;
const versionSuffixPattern = /-\d+w$/;

/** The narrower versions made of each drawing (a phone's srcset picks one). */
const variantWidths = pictureWidths.filter((width) => width < bannerWidthPx);

/** One banner drawing as WebP pixels, at the width banners are shown at most or narrower. */
async function bannerWebp(svg: string, width = bannerWidthPx): Promise<Buffer> {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .webp({ quality: webpQuality, effort: 6 })
    .toBuffer();
}

/** The banner drawings of a folder: name (without .svg) and path. */
function drawings(folder: string): { name: string; file: string }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({ name: file.slice(0, -4), file: path.join(folder, file) }))
    .filter(({ name }) => namePattern.test(name) && !versionSuffixPattern.test(name));
}

/**
 * Our banner art is drawn as SVG and shipped as WebP pictures made from it at build time
 * (art/banners/<name>.webp beside each drawing). A picture costs the phone nothing but a decode
 * off the main thread; an SVG in an <img> is a document of its own, laid out and painted on the
 * main thread, again at each size it is drawn at, which held up a phone's first seconds on the
 * home page. The demo content points at the pictures; operators upload pictures anyway.
 */
export function bannerArtPlugin(folder: string): Plugin {
  const made = new Map<string, Promise<Buffer>>();
  const picture = (file: string, width = bannerWidthPx) => {
    const key = `${file}@${width}`;
    let buffer = made.get(key);
    if (!buffer) {
      buffer = bannerWebp(readFileSync(file, 'utf8'), width);
      made.set(key, buffer);
    }
    return buffer;
  };
  /** Every picture the build writes: each drawing at full width and at each narrower one. */
  const pictures = () =>
    drawings(folder).flatMap(({ name, file }) => [
      { fileName: `${name}.webp`, file, width: bannerWidthPx },
      ...variantWidths.map((width) => ({ fileName: artVariantName(name, width), file, width })),
    ]);
  return {
    name: 'khela-banner-art',
    async generateBundle() {
      for (const { fileName, file, width } of pictures()) {
        this.emitFile({
          type: 'asset',
          fileName: `art/banners/${fileName}`,
          source: await picture(file, width),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/art\/banners\/([a-z0-9-]+\.webp)$/.exec(request.url ?? '');
        const wanted = match && pictures().find(({ fileName }) => fileName === match[1]);
        if (!wanted) return next();
        picture(wanted.file, wanted.width).then(
          (buffer) => {
            response.setHeader('Content-Type', 'image/webp');
            response.end(buffer);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
