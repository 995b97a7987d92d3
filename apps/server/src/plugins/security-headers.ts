import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How long a browser keeps to HTTPS once told over HTTPS (a year, as preload lists ask). */
const hstsMaxAgeS = 365 * 24 * 60 * 60;

/** Who may frame a page, and what a page may frame, besides itself. */
export interface PageFrames {
  /** Origins that may frame the page: a merchant's own domains ('none' when empty). */
  ancestors: string[];
  /** Origins the page may frame: the merchant's vendors' game pages. */
  sources: string[];
  /** Origins of the merchant's live video (its cockfight arenas' HLS streams). */
  media?: string[];
}

/**
 * The SHA-256 sources of a page's inline scripts, so that exactly those run and nothing else
 * inline does; data blocks (type application/json) are not scripts and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes) || /type=["']?application\/json/i.test(attributes)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The policy every answer carries: scripts, styles, fonts and calls from this site only;
 * pictures from anywhere over HTTPS (merchants' banners and logos may live on a CDN); nothing
 * embedded as a plugin. Styles may be inline (the brand's colours, React's style attributes);
 * scripts may not, except the page's own inline scripts by hash.
 */
function directivesOf(scriptHashes: string[], frames: PageFrames) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    // A live stream's playlists and segments are fetched (hls.js) or played directly (Safari).
    connectSrc: ["'self'", ...(frames.media ?? [])],
    mediaSrc: ["'self'", 'data:', 'blob:', ...(frames.media ?? [])],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ["'self'", ...frames.sources],
    frameAncestors: frames.ancestors.length > 0 ? frames.ancestors : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** What every answer carries besides its policy. */
const otherHeaders = {
  // frame-ancestors says who may frame a page; X-Frame-Options cannot name several domains.
  frameguard: false,
  // Sent only over TLS (below): over plain HTTP it would mean nothing.
  strictTransportSecurity: false,
  // Vendors' game pages are framed and do not send CORP headers.
  crossOriginEmbedderPolicy: false,
  // Sent only over TLS (below): browsers ignore it, with a console error, on plain HTTP.
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

/**
 * Security headers on every answer, written by @fastify/helmet: a Content-Security-Policy,
 * nosniff, the referrer policy and the rest of helmet's set, and HSTS and the opener policy
 * when the request came over TLS (directly or, with trustProxy, through the proxy that says so). Answers that are
 * not pages may be framed by nobody; pages get their own policy from applyPagePolicy.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: directivesOf([], { ancestors: [], sources: [] }),
    },
    ...otherHeaders,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${hstsMaxAgeS}; includeSubDomains`);
      // Payment and social sign-in pages may be opened in a window that talks back.
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    }
    done();
  });
}

/** A page's policy: its own inline scripts by hash, framed and framing as `frames` say. */
export function applyPagePolicy(reply: FastifyReply, scriptHashes: string[], frames: PageFrames) {
  return reply.helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directivesOf(scriptHashes, frames) },
    ...otherHeaders,
  });
}
