import type { CurrencyCode } from '@khela/money';
import {
  isLanguage,
  resolveLanguage,
  type Brand,
  type CustomerService,
  type PageGames,
  type DigitSystem,
  type PopupRepeat,
  type RegistrationField,
  type Resource,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { normaliseIp, type Network } from '../lib/ip';

/** Everything a request needs to know about its merchant, loaded in one go and cached. */
export interface MerchantSnapshot {
  id: string;
  code: string;
  name: string;
  isSuspended: boolean;
  defaultLanguage: string;
  languages: string[];
  /** The ledger currency of every account of this merchant (default BDT). */
  currency: CurrencyCode;
  timezone: string;
  brand: Brand;
  loggedInToHome: boolean;
  /** When a closed news popup may show its notices again. */
  popupRepeat: PopupRepeat;
  /** The digits of a Bengali screen. */
  digits: DigitSystem;
  analyticsGtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  copyright: string;
  flags: Record<string, boolean>;
  maintenanceWindows: { startsAt: Date; endsAt: Date | null }[];
  regionRules: { action: 'block' | 'allow'; country: string | null; network: Network | null }[];
  domains: { domain: string; device: number }[];
  customerServices: CustomerService[];
  resources: Resource[];
  registrationFields: RegistrationField[];
  licences: { language: string; jurisdiction: string; body: string }[];
  pageGames: PageGames;
}

/** Who is asking: the merchant, the client address and the chosen language. */
export interface RequestContext {
  merchant: MerchantSnapshot;
  ip: string;
  language: string;
}

/** Finds the merchant of a request by its host name or its Merchant header (platform's merchants). */
export interface MerchantResolver {
  resolve(input: { host: string; merchantHeader: string | undefined }): Promise<MerchantSnapshot>;
}

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext;
  }
}

/** Paths of the site's API; each needs a merchant. */
export const merchantApiPrefixes = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/house/api/',
  '/tables/api/',
  '/sportsbook/api/',
];

const languageHeaderPattern = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/;

/**
 * The language of an answer. A shipped language the merchant has not enabled falls back to
 * the merchant's default (a stale choice in a browser must not break the site); anything
 * else that is not a language at all is refused.
 */
export function languageOf(header: string | undefined, supported: string[], fallback: string) {
  if (header === undefined || header.trim() === '') return fallback;
  const text = header.trim();
  if (!languageHeaderPattern.test(text)) throw new AppError('language_unsupported');
  const base = text.slice(0, 2).toLowerCase();
  if (!isLanguage(base)) throw new AppError('language_unsupported');
  return resolveLanguage(base, supported, fallback);
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Resolves merchant, language and client address once per API request. */
export async function resolveContext(
  request: FastifyRequest,
  merchants: MerchantResolver,
): Promise<RequestContext> {
  const merchant = await merchants.resolve({
    host: request.hostname,
    merchantHeader: headerText(request, 'merchant'),
  });
  const language = languageOf(
    headerText(request, 'language'),
    merchant.languages,
    merchant.defaultLanguage,
  );
  // A socket the client closed before this hook ran has no address left (Fastify answers
  // undefined, whatever its types say): the request is then of an unknown address.
  const socketIp: string | undefined = request.ip;
  return { merchant, language, ip: normaliseIp(socketIp ?? '') };
}

/** Adds request.context to every API request under the merchant prefixes. */
export function registerContext(app: FastifyInstance, merchants: MerchantResolver) {
  app.decorateRequest('context', null as unknown as RequestContext);
  // A callback hook: the many requests outside the API, and every API request, skip a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!merchantApiPrefixes.some((prefix) => request.url.startsWith(prefix))) return done();
    resolveContext(request, merchants).then((context) => {
      request.context = context;
      done();
    }, done);
  });
}
