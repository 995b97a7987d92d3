import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingNameFunction } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bannerArtPlugin } from './build/banner-art.ts';
import { reactCompilerPlugin } from './build/react-compiler.ts';
import { iconSpritePlugin } from './build/icon-sprite.ts';
import { startAfterPaintPlugin } from './build/start-after-paint.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/** Our own brand mark; the lite app's icons are drawn from it at build time. */
const brandMark = readFileSync(
  new URL('./public/art/brand/logo-mark.svg', import.meta.url),
  'utf8',
);

/**
 * A full-bleed version of the mark for 'maskable' and Apple icons: launchers crop those to
 * their own shape, so the coin sits inside the middle 80 % on an edge-to-edge background.
 */
function fullBleed(svg: string): string {
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#0b6b49"/>' +
    `<g transform="translate(8.3 8.3) scale(0.74)">${inner}</g></svg>`
  );
}

/** The PNG icons browsers want for an installed app (the manifest lists them per merchant). */
const appIcons = [
  { file: 'icons/icon-192.png', size: 192, svg: brandMark },
  { file: 'icons/icon-512.png', size: 512, svg: brandMark },
  { file: 'icons/maskable-512.png', size: 512, svg: fullBleed(brandMark) },
  { file: 'icons/apple-touch-icon.png', size: 180, svg: fullBleed(brandMark) },
];

/**
 * Renders the app icons into the build, so no icon binaries are kept in the repository.
 * resvg writes plain PNGs; sharp packs the same pixels about half as small (lossless: a
 * 256-colour palette bands the mark's gloss), and a phone fetches the icon while it loads.
 */
function appIconsPlugin(): Plugin {
  return {
    name: 'khela-app-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of appIcons) {
        const drawn = new Resvg(icon.svg, { fitTo: { mode: 'width', value: icon.size } })
          .render()
          .asPng();
        const png = await sharp(drawn)
          .png({ compressionLevel: 9, adaptiveFiltering: true })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
    },
  };
}

/** Text files worth compressing once at build time rather than on every request. */
const compressiblePattern = /\.(js|css|svg|json|webmanifest|txt)$/;
const compressMinBytes = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes a .br and a .gz beside each text file of the build; the server sends the one the
 * browser accepts (a slow phone network then carries about a third of the bytes).
 */
function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'khela-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressiblePattern.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < compressMinBytes) continue;
        const brotli = brotliCompressSync(source, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * React Router publishes its production build only under dist/production (its package exports
 * name the development one everywhere): the site ships the smaller, faster one.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The site's own code; libraries and the shared contracts find their chunks by themselves. */
const siteSource = /[\\/]apps[\\/]web[\\/]src[\\/]/;

const sharedPackageSource = /[\\/]packages[\\/](contracts|money)[\\/]src[\\/][^\\/]+\.ts$/;

/**
 * A module of the shared packages the first paint may take along: constants and helpers that
 * import no library (zod's schemas, the ciphers of the customer-service path) and re-export
 * nothing wholesale (a package's index would bring every module it names).
 */
function isLightSharedModule(id: string): boolean {
  if (!sharedPackageSource.test(id)) return false;
  const source = readFileSync(id, 'utf8');
  const importsLibrary = /from '(?!\.|@khela\/)[^']+'/.test(source);
  return !importsLibrary && !source.includes('export * from');
}

/** Modules grouped into the first paint's chunks: the site's own and the light shared ones. */
function isFirstPaintModule(id: string): boolean {
  return siteSource.test(id) || isLightSharedModule(id);
}

const homePageModule = fileURLToPath(new URL('./src/features/home/HomePage.tsx', import.meta.url));

/**
 * The chunk of each module the home page imports statically (the landing screen of most visits):
 * one request instead of a dozen small shared chunks. Modules the first paint needs anyway stay
 * in the groups before this one.
 */
function homeChunkName(): CodeSplittingNameFunction {
  let homeModules: Set<string> | null = null;
  return (id, context) => {
    if (!homeModules) {
      const found = new Set<string>();
      const stack = [homePageModule];
      while (stack.length > 0) {
        const current = stack.pop() as string;
        if (found.has(current)) continue;
        found.add(current);
        stack.push(...(context.getModuleInfo(current)?.importedIds ?? []));
      }
      homeModules = found;
    }
    return homeModules.has(id) && isFirstPaintModule(id) ? 'home' : null;
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    reactCompilerPlugin(),
    appIconsPlugin(),
    iconSpritePlugin(fileURLToPath(new URL('./public/art/icons', import.meta.url))),
    bannerArtPlugin(fileURLToPath(new URL('./public/art/banners', import.meta.url))),
    startAfterPaintPlugin(homePageModule),
    precompressPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The manifest is the merchant's (served by the server); the page registers the worker.
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The shell: code, styles, fonts and icons. index.html is left out on purpose: the
        // server writes the merchant's brand into each page, the worker keeps that copy.
        globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'art/states/offline.svg'],
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // The vendor chunk (React, React Router, TanStack Query, i18next) is one file on purpose.
    chunkSizeWarningLimit: 520,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes its own modules only: what they import finds its chunk by itself.
          includeDependenciesRecursively: false,
          groups: [
            // What every page runs before its first paint: libraries (cached across releases)
            // and the app's frame, two files instead of forty. The schema library and the
            // shared contracts stay out: the first paint uses a few of their constants only
            // (inlined), and the screens that validate load zod with them.
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/](?!zod[\\/])/,
              priority: 3,
            },
            { name: 'app', tags: ['$initial'], test: isFirstPaintModule, priority: 2 },
            { name: homeChunkName(), debugName: 'home', priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/lotto': apiTarget,
      '/art': apiTarget,
      '/house/api': apiTarget,
      '/tables/api': apiTarget,
      '/sportsbook/api': apiTarget,
    },
  },
}));
