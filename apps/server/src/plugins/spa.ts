import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { noInputSchema, pageAnswerSchema, type PictureSource } from '@khela/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { applyPagePolicy, inlineScriptHashes } from './security-headers';
import { resolveContext, type MerchantResolver, type MerchantSnapshot } from './context';
import { sendError } from './errors';
import { httpsOrigins } from '../lib/origins';

const headPlaceholder = '<!--khela:head-->';
const shellPlaceholder = '<!--khela:shell-->';
const colorPattern = /^#[0-9a-fA-F]{3,8}$/;
// A path of this site: one leading slash (two would name another host).
const sameSiteUrlPattern = /^\/(?!\/)[A-Za-z0-9/_.-]*$/;
const httpsUrlPattern = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9/_.~%-]*)?$/;
const pictureQueryPattern = /^\?[A-Za-z0-9=&_.%-]{0,200}$/;
/** Pages that open on the home screen (the site's route table: '/', '/home', '/index.html'). */
const homePaths = new Set(['/', '/home', '/index.html']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A domain as a CSP host source: letters, digits, dots and dashes, a port at most. */
function isHostSource(domain: string): boolean {
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(domain);
}

/** The platform's own favicon, used when a merchant's is not an address of this site. */
export const defaultFaviconUrl = '/art/brand/favicon.svg';

/** The platform's own logo, used when a merchant's is neither this site's nor https. */
export const defaultLogoUrl = '/art/brand/logo.svg';

/** A brand's colours and favicon made safe to write into a page or a manifest. */
export function safeBrand(merchant: MerchantSnapshot) {
  const { brand } = merchant;
  return {
    primary: colorPattern.test(brand.colorPrimary) ? brand.colorPrimary : '#0b7a53',
    accent: colorPattern.test(brand.colorAccent) ? brand.colorAccent : '#e3b04b',
    favicon: sameSiteUrlPattern.test(brand.faviconUrl) ? brand.faviconUrl : defaultFaviconUrl,
  };
}

/**
 * The merchant's brand goes into the page head before any script runs: its name, favicon and
 * colours, so the first paint is already in the brand (brand is data, never a code branch),
 * and its lite-app manifest, so the browser can offer to install it.
 */
export function brandHead(merchant: MerchantSnapshot | undefined): string {
  if (!merchant) return '<title>Khela</title>';
  const { brand } = merchant;
  const { primary, accent, favicon } = safeBrand(merchant);
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<meta name="merchant" content="${escapeHtml(merchant.code)}">`,
    `<meta name="default-language" content="${escapeHtml(merchant.defaultLanguage)}">`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(favicon)}">`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">`,
    `<meta name="theme-color" content="${primary}">`,
    // html:root outranks the stylesheet's :root defaults, whichever loads last.
    `<style>html:root{--brand-primary:${primary};--brand-accent:${accent}}</style>`,
  ].join('');
}

/**
 * The site's frame as plain HTML, painted before any script has run: the header with the brand's
 * logo and the menu button, the game navigation's bar and the page's banner box, at the places
 * the app will draw them. It holds no text (the visitor's language is known only in the
 * browser); the page places the home page's first banner picture into it as soon as its address
 * arrives, and the app replaces the whole frame with its own once it has rendered.
 */
export function bootShell(merchant: MerchantSnapshot | undefined): string {
  if (!merchant) return '';
  const { logoUrl } = merchant.brand;
  const logo =
    sameSiteUrlPattern.test(logoUrl) || httpsUrlPattern.test(logoUrl) ? logoUrl : defaultLogoUrl;
  return [
    '<div id="boot" class="shell boot-shell" aria-hidden="true">',
    '<div class="header"><div class="header__inner container">',
    '<span class="header__icon-button header__menu">',
    '<svg class="icon-svg" aria-hidden="true" width="22" height="22"><use href="#i-menu"></use></svg>',
    '</span>',
    `<span class="header__logo"><img class="header__logo-full" src="${escapeHtml(logo)}" alt="" width="128" height="32"></span>`,
    '</div></div>',
    '<div class="game-nav boot-shell__nav"></div>',
    '<div class="shell__body shell__body--full"><div class="shell__main">',
    '<section class="banner container"><div class="banner__frame" data-boot-banner>',
    '<div class="skeleton banner__skeleton"></div>',
    '</div></section>',
    '<div class="container"><div class="skeleton boot-shell__block"></div></div>',
    '</div></div>',
    '</div>',
  ].join('');
}

/** What the page needs of a banner to show its picture before the app runs. */
export interface BootBanner {
  url: string;
  width: number;
  height: number;
  title: string;
  /** Narrower versions, for the picture's srcset (packages/contracts picture-sources.ts). */
  sources: PictureSource[];
}

/** A banner address safe to write into a page: a path of this site or https, with a query. */
function isSafePictureUrl(url: string): boolean {
  const [address = '', query] = url.split(/(?=\?)/, 2);
  const isAddress = sameSiteUrlPattern.test(address) || httpsUrlPattern.test(address);
  return isAddress && (query === undefined || pictureQueryPattern.test(query));
}

/** The parts of an API banner the page uses, when they are what they should be. */
export function bootBannerOf(value: unknown): BootBanner | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, width, height, title, sources } = value as Record<string, unknown>;
  const isSize = (size: unknown) => Number.isInteger(size) && (size as number) > 0;
  if (typeof url !== 'string' || !isSafePictureUrl(url) || !isSize(width) || !isSize(height)) {
    return null;
  }
  const isSource = (source: unknown): source is PictureSource => {
    if (typeof source !== 'object' || source === null) return false;
    const candidate = source as Record<string, unknown>;
    return (
      typeof candidate.url === 'string' &&
      sameSiteUrlPattern.test(candidate.url) &&
      isSize(candidate.width)
    );
  };
  return {
    url,
    width: width as number,
    height: height as number,
    title: String(title ?? ''),
    sources: Array.isArray(sources)
      ? sources.filter(isSource).map((source) => ({ url: source.url, width: source.width }))
      : [],
  };
}

/**
 * The home page's first banner in each language the merchant offers, as the site's own API
 * answers it (so the content module's rules of schedule, language and order hold): the page
 * shows the one of the visitor's language while it is still being read, before any request of
 * its own. A language without one is left out; the page then asks the API as before.
 */
async function homeFirstBanners(
  app: FastifyInstance,
  request: FastifyRequest,
  merchant: MerchantSnapshot,
): Promise<Record<string, BootBanner>> {
  const found = await Promise.all(
    merchant.languages.map(async (language) => {
      const answer = await app.inject({
        method: 'GET',
        url: '/wps/system/banners?group=home',
        headers: { host: request.headers.host ?? '', merchant: merchant.code, language },
      });
      if (answer.statusCode !== 200) return null;
      const envelope = answer.json<{ success?: boolean; value?: unknown }>();
      const first = envelope.success && Array.isArray(envelope.value) ? envelope.value[0] : null;
      const banner = bootBannerOf(first);
      return banner ? ([language, banner] as const) : null;
    }),
  );
  return Object.fromEntries(found.filter((entry) => entry !== null));
}

/** The banners as data in the page head (JSON, not run; '<' escaped so it cannot close it). */
export function bootBannersScript(banners: Record<string, BootBanner>): string {
  if (Object.keys(banners).length === 0) return '';
  const json = JSON.stringify(banners).replace(/</g, '\\u003c');
  return `<script id="boot-banners" type="application/json">${json}</script>`;
}

/** Brotli's level for a page written per request: most of the saving for little work. */
const pageBrotliQuality = 5;

/** The encoding to send a page in: brotli, else gzip, when the browser takes it (q above 0). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function readIndex(dir: string): string | undefined {
  const file = path.join(dir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

function isApiPath(url: string): boolean {
  return /^\/(wps|lgw|lotto|ops\/api)(\/|$)/.test(url) || url === '/healthz' || url === '/readyz';
}

/**
 * Serves the built site and back office from the same process as the API. Unknown paths
 * that a browser asks for get the app's index (history-mode routing decides the screen);
 * unknown API paths get a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    opsDistDir: string;
    merchants: MerchantResolver;
    /** Where a merchant's framed vendor games are served from. */
    frameOrigins: (merchantId: string) => Promise<string[]>;
    /** Where a merchant's live video streams come from (its cockfight arenas'). */
    mediaOrigins: (merchantId: string) => Promise<string[]>;
  },
) {
  const webIndex = readIndex(options.webDistDir);
  const opsIndex = readIndex(options.opsDistDir);
  // The pages' own inline scripts, the only inline scripts their policy lets run.
  const scriptHashes = new Map<string, string[]>();
  for (const html of [webIndex, opsIndex]) {
    if (html !== undefined) scriptHashes.set(html, inlineScriptHashes(html));
  }

  /**
   * The site's pages may be framed by the merchant's own domains (and itself: the in-house
   * games open in its /game frame) and frame the merchant's vendors' games; the back office
   * is framed by nobody and frames nothing but itself.
   */
  async function framesOf(merchant: MerchantSnapshot | undefined, isOps: boolean) {
    if (!merchant || isOps) return { ancestors: isOps ? [] : ["'self'"], sources: [] };
    const hosts = merchant.domains.map((entry) => entry.domain).filter(isHostSource);
    const cdns = httpsOrigins(merchant.launchGameCdns);
    const [vendors, media] = await Promise.all([
      options.frameOrigins(merchant.id),
      options.mediaOrigins(merchant.id),
    ]);
    return {
      ancestors: ["'self'", ...hosts],
      sources: [...new Set([...cdns, ...vendors])],
      media,
    };
  }
  const setHeaders = (response: { setHeader(name: string, value: string): void }, file: string) => {
    const isHashed = file.includes(`${path.sep}assets${path.sep}`);
    // The service worker is checked on every visit, so a new build reaches phones at once
    // (whether it is sent as it is or compressed).
    const isWorker = path.basename(file).replace(/\.(br|gz)$/, '') === 'sw.js';
    // One address, several encodings: shared caches must keep them apart.
    response.setHeader('vary', 'accept-encoding');
    response.setHeader(
      'cache-control',
      isWorker
        ? 'no-cache'
        : isHashed
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    );
  };
  if (webIndex !== undefined) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file: no compression work per request.
      preCompressed: true,
      setHeaders,
    });
  }
  if (opsIndex !== undefined) {
    await app.register(fastifyStatic, {
      root: options.opsDistDir,
      prefix: '/ops/',
      index: false,
      cacheControl: false,
      decorateReply: false,
      setHeaders,
    });
  }

  async function sendIndex(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    isOps = false,
  ) {
    let merchant: MerchantSnapshot | undefined;
    try {
      merchant = (await resolveContext(request, options.merchants)).merchant;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    const isHome =
      html.includes(shellPlaceholder) && homePaths.has(request.url.split('?')[0] ?? '');
    const banners = merchant && isHome ? await homeFirstBanners(app, request, merchant) : {};
    const page = html
      .replace(headPlaceholder, brandHead(merchant) + bootBannersScript(banners))
      .replace(shellPlaceholder, bootShell(merchant));
    applyPagePolicy(reply, scriptHashes.get(html) ?? [], await framesOf(merchant, isOps));
    // The page is written per request, so it is compressed per request (about 11 KB to 4).
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'br') {
      const body = brotliCompressSync(page, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: pageBrotliQuality },
      });
      return reply.header('content-encoding', 'br').send(body);
    }
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(page));
    return reply.send(page);
  }

  // A page takes any query (a link's campaign tags, say) and reads none of it.
  const page = { schema: { querystring: noInputSchema, response: { 200: pageAnswerSchema } } };
  if (webIndex !== undefined) {
    app.get('/', page, (request, reply) => sendIndex(request, reply, webIndex));
    app.get('/index.html', page, (request, reply) => sendIndex(request, reply, webIndex));
  }
  if (opsIndex !== undefined) {
    app.get('/ops', page, (request, reply) => sendIndex(request, reply, opsIndex, true));
    app.get('/ops/', page, (request, reply) => sendIndex(request, reply, opsIndex, true));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isApiPath(request.url)) {
      return sendError(request, reply, 'not_found', 404);
    }
    const isOps = request.url === '/ops' || request.url.startsWith('/ops/');
    const html = isOps ? opsIndex : webIndex;
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    // A missing asset (a file name with an extension) is a 404, not the app; pages may end in .html.
    const isAsset = /\.[a-z0-9]{1,5}$/i.test(lastSegment) && !lastSegment.endsWith('.html');
    if (html === undefined || isAsset) {
      return sendError(request, reply, 'not_found', 404);
    }
    return sendIndex(request, reply, html, isOps);
  });
}
