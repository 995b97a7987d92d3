import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { registerContent } from './domains/content';
import { registerGames } from './domains/games';
import { registerIdentity, type MailProvider, type SmsProvider } from './domains/identity';
import { registerLottery, type LotteryService } from './domains/lottery';
import { registerLoyalty } from './domains/loyalty';
import { createLedger, createPlayMoneyGrant, registerMoney } from './domains/money';
import { registerPlatform, type MerchantService } from './domains/platform';
import type { ScheduledJob } from './jobs/jobs';
import { createBalanceEvents, type BalanceEvents } from './plugins/balance-events';
import { createBalanceNotifier } from './plugins/balance-notifier';
import { createEnvelope } from './plugins/envelope';
import { registerErrorHandler } from './plugins/errors';
import { createRouteScopes, registerRouteDecorations } from './plugins/route-scopes';
import { registerSchemas } from './plugins/schemas';
import { createRateLimiter } from './plugins/rate-limiter';
import { registerSpa } from './plugins/spa';
import { registerHouseVendor } from './vendors/house';

/** What buildApp needs; tests pass their own database and clock. */
export interface AppDependencies {
  config: Pick<Config, 'trustProxy' | 'logLevel' | 'webDistDir' | 'opsDistDir' | 'houseWallet'>;
  db: Db;
  clock?: Clock;
  configCacheTtlMs?: number;
  isLogging?: boolean;
  /** Carrier of text messages; by default chosen by the environment (outbox unless SMS_PROVIDER). */
  smsProvider?: SmsProvider;
  /** Carrier of e-mail; by default chosen by the environment (outbox unless MAIL_PROVIDER). */
  mailProvider?: MailProvider;
  /** Randomness of captcha answers; tests inject it to know the answer. */
  captchaRandom?: () => number;
  /**
   * Check each answer against its route's response schema before it is written (tests): an
   * answer outside its contract fails loudly instead of losing a field.
   */
  isCheckingAnswers?: boolean;
}

/** A route as declared: its method, address and schemas (the route-table test reads these). */
export interface DeclaredRoute {
  method: string | string[];
  url: string;
  schema: RouteOptions['schema'];
}

const bodyLimitBytes = 1024 * 1024;
/** JSON answers from this size on travel compressed. */
const compressMinBytes = 1024;
/** Brotli's level for answers compressed per request: most of the saving for little work. */
const brotliQualityApi = 4;
const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** Node rejects a request before Fastify sees it (e.g. oversized headers); answer in JSON. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const isHeaderOverflow = error.code === 'HPE_HEADER_OVERFLOW';
  const status = isHeaderOverflow ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    success: false,
    code: isHeaderOverflow ? 'headers_too_large' : 'bad_request',
    message: isHeaderOverflow ? 'The request headers are too large.' : 'Bad request.',
  });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Builds the application: plugins first (request ids, errors, merchant context), then the
 * modules' routes, then the site and back office as static files. Used by server.ts and by
 * tests through app.inject().
 */
export async function buildApp(deps: AppDependencies): Promise<{
  app: FastifyInstance;
  merchants: MerchantService;
  /** Fed by the khela_balance listener (server.ts); the balance streams hear it. */
  balanceEvents: BalanceEvents;
  /** Scheduled work server.ts hands to the job queue (tests run it directly). */
  jobs: ScheduledJob[];
  /** Fed by the khela_session listener (server.ts): cached sessions to forget. */
  sessionNotices: { forget: (payload: string) => void; forgetAll: () => void };
  /** Periods and draws; server.ts runs its draw clock. */
  lottery: LotteryService;
  /** Every route the app declared, with its schemas. */
  declaredRoutes: DeclaredRoute[];
}> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.isLogging === false ? false : { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });

  // 0. Every route's schemas check its input and write its answer; the table lists them all.
  const declaredRoutes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    declaredRoutes.push({ method: route.method, url: route.url, schema: route.schema });
  });
  registerSchemas(app, { isCheckingAnswers: deps.isCheckingAnswers ?? false });
  registerRouteDecorations(app);

  // 1. Request ids travel back so a player's report can be found in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // 2. Forgot-by-email posts a form (spec §3), everything else JSON.
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  // 2b. JSON answers of more than 1 KiB travel compressed to browsers that take it (brotli at a
  // level that costs little per answer, else gzip): a slow phone network carries about a
  // quarter of the bytes. Pages and built files compress themselves (plugins/spa.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressMinBytes,
    customTypes: /^application\/json\b/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQualityApi } },
  });
  // 3. Failures become envelopes with stable codes.
  registerErrorHandler(app);

  // 4. The domains, each through its front door. The platform comes first: it resolves every
  // API request's merchant and language and signs operators in.
  const { db } = deps;
  const platform = await registerPlatform(app, {
    db,
    clock,
    configCacheTtlMs: deps.configCacheTtlMs ?? 30_000,
  });
  const { ops, operatorAuth } = platform;
  const limiter = createRateLimiter({ db, clock });
  const balanceNotifier = createBalanceNotifier(db, (error) =>
    app.log.warn({ err: error }, 'balance notice failed'),
  );
  app.addHook('onClose', () => balanceNotifier.close());
  const balanceEvents = createBalanceEvents();
  // The ledger is shared by every domain that moves money; identity grants play money with it.
  const ledger = createLedger(db, balanceNotifier.changed);
  const identity = await registerIdentity(app, {
    db,
    clock,
    limiter,
    envelope: await createEnvelope(db),
    playMoney: createPlayMoneyGrant(ledger),
    operators: ops,
    smsProvider: deps.smsProvider,
    mailProvider: deps.mailProvider,
    captchaRandom: deps.captchaRandom,
  });
  const { memberAuth } = identity;
  // Every other domain declares its routes in these audiences.
  const routes = createRouteScopes(app, { members: identity.sessions, operators: ops });
  const auth = { routes, memberAuth, operatorAuth };
  const { messages } = registerContent(app, {
    db,
    clock,
    ops,
    limiter,
    ...auth,
    onMessageSent: balanceNotifier.messaged,
  });
  const money = registerMoney(app, {
    db,
    clock,
    ledger,
    ops,
    security: identity.security,
    messages,
    balanceEvents,
    ...auth,
  });
  const games = registerGames(app, { db, clock, ledger, ops, ...auth });
  const house = registerHouseVendor(app, {
    routes,
    db,
    clock,
    vendorWallet: games.vendorWallet,
    houseWallet: deps.config.houseWallet,
  });
  const { lottery, ...lotteryWork } = registerLottery(app, {
    db,
    clock,
    ledger,
    vendorWallet: games.vendorWallet,
    messages,
    ops,
    ...auth,
  });
  registerLoyalty(app, { db, clock, ledger, turnover: money.turnover, messages, ops, ...auth });

  // 5. The site and the back office, with history-mode fallback.
  await registerSpa(app, {
    webDistDir: deps.config.webDistDir,
    opsDistDir: deps.config.opsDistDir,
    merchants: platform.merchants,
  });
  const jobs = [...money.jobs, ...games.jobs, ...house.jobs, ...lotteryWork.jobs];
  return {
    app,
    merchants: platform.merchants,
    balanceEvents,
    jobs,
    sessionNotices: identity.sessions,
    lottery,
    declaredRoutes,
  };
}
