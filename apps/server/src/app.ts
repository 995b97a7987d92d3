import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config';
import type { Db } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { createCaptchaRepository } from './domains/identity/captcha/captcha.repository';
import { registerCaptchaRoutes } from './domains/identity/captcha/captcha.routes';
import { createCaptchaService } from './domains/identity/captcha/captcha.service';
import { createContentRepository } from './domains/content/site/content.repository';
import { registerContentRoutes } from './domains/content/site/content.routes';
import { createContentService } from './domains/content/site/content.service';
import { createHumanCheckRepository } from './domains/identity/human-check/human-check.repository';
import { registerHumanCheckRoutes } from './domains/identity/human-check/human-check.routes';
import { createHumanCheckService } from './domains/identity/human-check/human-check.service';
import { createLedgerRepository } from './domains/money/ledger/ledger.repository';
import { createLedgerService } from './domains/money/ledger/ledger.service';
import { createRateLimiter } from './domains/platform/rate-limit/rate-limiter';
import { createBalanceEvents, type BalanceEvents } from './domains/money/wallet/balance-events';
import { createBalanceNotifier } from './domains/money/wallet/balance-notifier';
import { registerWalletRoutes } from './domains/money/wallet/wallet.routes';
import { createWalletService } from './domains/money/wallet/wallet.service';
import { createBettingRecordsRepository } from './domains/games/betting-records/betting-records.repository';
import { registerBettingRecordsRoutes } from './domains/games/betting-records/betting-records.routes';
import { createBettingRecordsService } from './domains/games/betting-records/betting-records.service';
import type { ScheduledJob } from './jobs/jobs';
import { createMemberDeskRepository } from './domains/money/desk/member-desk.repository';
import { registerMemberDeskRoutes } from './domains/money/desk/member-desk.routes';
import { createMemberDeskService } from './domains/money/desk/member-desk.service';
import { createTransferRepository } from './domains/money/transfer/transfer.repository';
import { registerTransferRoutes } from './domains/money/transfer/transfer.routes';
import { createTransferService } from './domains/money/transfer/transfer.service';
import { createTurnoverRepository } from './domains/money/turnover/turnover.repository';
import { createTurnoverService } from './domains/money/turnover/turnover.service';
import { createWalletRepository } from './domains/money/wallet/wallet.repository';
import { createWithdrawalRepository } from './domains/money/withdrawal/withdrawal.repository';
import { registerWithdrawalRoutes } from './domains/money/withdrawal/withdrawal.routes';
import { createWithdrawalService } from './domains/money/withdrawal/withdrawal.service';
import { createDepositRepository } from './domains/money/deposit/deposit.repository';
import { registerDepositRoutes } from './domains/money/deposit/deposit.routes';
import { createDepositService } from './domains/money/deposit/deposit.service';
import { createMessageRepository } from './domains/content/message/message.repository';
import { registerMessageRoutes } from './domains/content/message/message.routes';
import { createMessageService } from './domains/content/message/message.service';
import { createMerchantRepository } from './domains/platform/merchant/merchant.repository';
import {
  createMerchantService,
  type MerchantService,
} from './domains/platform/merchant/merchant.service';
import { mailProviderFromEnv, type MailProvider } from './domains/identity/mail/mail.providers';
import { createMailRepository } from './domains/identity/mail/mail.repository';
import { createMailService } from './domains/identity/mail/mail.service';
import { createMemberDirectory } from './domains/identity/member/member-directory.service';
import { createMemberRepository } from './domains/identity/member/member.repository';
import { registerMemberRoutes } from './domains/identity/member/member.routes';
import { createMemberService } from './domains/identity/member/member.service';
import { createOpsRepository } from './domains/platform/desk/ops.repository';
import { registerOpsRoutes } from './domains/platform/desk/ops.routes';
import { createOpsService } from './domains/platform/desk/ops.service';
import { createPasswordRepository } from './domains/identity/password/password.repository';
import { registerPasswordRoutes } from './domains/identity/password/password.routes';
import { createPasswordService } from './domains/identity/password/password.service';
import { createSessionRepository } from './domains/identity/session/session.repository';
import { registerSessionRoutes } from './domains/identity/session/session.routes';
import { createSessionService } from './domains/identity/session/session.service';
import { createOpenIdClient } from './domains/identity/social/social.openid';
import { createSocialRepository } from './domains/identity/social/social.repository';
import { registerSocialRoutes } from './domains/identity/social/social.routes';
import { createSocialService } from './domains/identity/social/social.service';
import { createSecurityRepository } from './domains/identity/security/security.repository';
import { registerSecurityRoutes } from './domains/identity/security/security.routes';
import { createSecurityService } from './domains/identity/security/security.service';
import { createSmsRepository } from './domains/identity/sms/sms.repository';
import { smsProviderFromEnv, type SmsProvider } from './domains/identity/sms/sms.providers';
import { createSmsService } from './domains/identity/sms/sms.service';
import { createSystemRepository } from './domains/platform/system/system.repository';
import { registerSystemRoutes } from './domains/platform/system/system.routes';
import { createSystemService } from './domains/platform/system/system.service';
import { registerContext } from './plugins/context';
import { createEnvelope } from './plugins/envelope';
import { createMemberAuth } from './plugins/member-auth';
import { createOperatorAuth } from './plugins/operator-auth';
import { registerErrorHandler } from './plugins/errors';
import { registerSpa } from './plugins/spa';
import { createGamesRepository } from './domains/games/catalogue/games.repository';
import { registerGamesRoutes } from './domains/games/catalogue/games.routes';
import { createGamesService } from './domains/games/catalogue/games.service';
import { createJackpotRepository } from './domains/games/jackpot/jackpot.repository';
import { registerJackpotRoutes } from './domains/games/jackpot/jackpot.routes';
import { createJackpotService } from './domains/games/jackpot/jackpot.service';
import { createHouseRepository } from './vendors/house/house.repository';
import { registerHouseRoutes } from './vendors/house/house.routes';
import { createHouseService } from './vendors/house/house.service';
import { createRemoteWallet } from './vendors/house/remote-wallet';
import { createLotteryDeskRepository } from './domains/lottery/desk/lottery-desk.repository';
import { registerLotteryDeskRoutes } from './domains/lottery/desk/lottery-desk.routes';
import { createLotteryDeskService } from './domains/lottery/desk/lottery-desk.service';
import { createLotteryListsRepository } from './domains/lottery/lists/lottery-lists.repository';
import { createLotteryListsService } from './domains/lottery/lists/lottery-lists.service';
import { createLotteryRepository } from './domains/lottery/period/lottery.repository';
import { registerLotteryRoutes } from './domains/lottery/period/lottery.routes';
import {
  createLotteryService,
  type LotteryService,
} from './domains/lottery/period/lottery.service';
import { createVendorWalletRepository } from './domains/games/vendor-wallet/vendor-wallet.repository';
import { registerVendorWalletRoutes } from './domains/games/vendor-wallet/vendor-wallet.routes';
import { createVendorWalletService } from './domains/games/vendor-wallet/vendor-wallet.service';
import { createMediaRepository } from './domains/platform/media/media.repository';
import { registerMediaRoutes } from './domains/platform/media/media.routes';
import { createMediaService } from './domains/platform/media/media.service';
import { createPaymentDeskRepository } from './domains/money/desk/payment-desk.repository';
import { registerPaymentDeskRoutes } from './domains/money/desk/payment-desk.routes';
import { createPaymentDeskService } from './domains/money/desk/payment-desk.service';
import { createGameDeskRepository } from './domains/games/desk/game-desk.repository';
import { createContentConfigService } from './domains/content/desk/content-config.service';
import { createContentDeskRepository } from './domains/content/desk/content-desk.repository';
import { registerContentDeskRoutes } from './domains/content/desk/content-desk.routes';
import { createContentDeskService } from './domains/content/desk/content-desk.service';
import { createDeskScope } from './domains/content/desk/content-desk.shared';
import { registerGameDeskRoutes } from './domains/games/desk/game-desk.routes';
import { createGameDeskService } from './domains/games/desk/game-desk.service';
import { createBonusCredit } from './domains/loyalty/promotion/promotion.credit';
import { createPromotionRepository } from './domains/loyalty/promotion/promotion.repository';
import { registerPromotionRoutes } from './domains/loyalty/promotion/promotion.routes';
import { createPromotionService } from './domains/loyalty/promotion/promotion.service';
import { registerPromotionDeskRoutes } from './domains/loyalty/desk/promotion-desk.routes';
import { createPromotionDeskService } from './domains/loyalty/desk/promotion-desk.service';
import { createFeedbackRepository } from './domains/content/feedback/feedback.repository';
import { registerFeedbackRoutes } from './domains/content/feedback/feedback.routes';
import { createFeedbackService } from './domains/content/feedback/feedback.service';
import { registerLiteAppRoutes } from './domains/platform/lite-app/lite-app.routes';

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
  // 4. Every API request knows its merchant and language.
  const merchants = createMerchantService({
    repository: createMerchantRepository(deps.db),
    cacheTtlMs: deps.configCacheTtlMs ?? 30_000,
    nowMs: () => clock.now().getTime(),
  });
  registerContext(app, merchants);

  // 5. Health: alive, and ready (database answers).
  app.get('/healthz', async () => ({ success: true, value: { status: 'ok' } }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(deps.db);
      return { success: true, value: { status: 'ready' } };
    } catch {
      return reply.status(503).send({ success: false, code: 'not_ready' });
    }
  });

  // 6. Modules.
  registerSystemRoutes(
    app,
    createSystemService({ repository: createSystemRepository(deps.db), clock }),
  );
  registerContentRoutes(
    app,
    createContentService({ repository: createContentRepository(deps.db), clock }),
  );
  const ops = createOpsService({ repository: createOpsRepository(deps.db), clock });
  registerOpsRoutes(app, ops);
  const envelope = await createEnvelope(deps.db);
  const memberRepository = createMemberRepository(deps.db);
  const members = createMemberDirectory(memberRepository);
  const sms = createSmsService({
    repository: createSmsRepository(deps.db),
    provider: deps.smsProvider ?? smsProviderFromEnv(),
    clock,
  });
  const captcha = createCaptchaService({
    repository: createCaptchaRepository(deps.db),
    clock,
    random: deps.captchaRandom,
  });
  registerCaptchaRoutes(app, captcha);
  const humanCheck = createHumanCheckService({
    repository: createHumanCheckRepository(deps.db),
    clock,
  });
  const limiter = createRateLimiter({ db: deps.db, clock });
  registerHumanCheckRoutes(app, humanCheck, limiter);
  const balanceNotifier = createBalanceNotifier(deps.db, (error) =>
    app.log.warn({ err: error }, 'balance notice failed'),
  );
  app.addHook('onClose', () => balanceNotifier.close());
  const ledger = createLedgerService({
    repository: createLedgerRepository(deps.db),
    onMoved: balanceNotifier.changed,
  });
  const sessions = createSessionService({
    announceForget: (payload) => {
      sql`SELECT pg_notify('khela_session', ${payload})`
        .execute(deps.db)
        .catch((error: unknown) => app.log.warn({ err: error }, 'session notice failed'));
    },
    sessions: createSessionRepository(deps.db),
    members,
    sms,
    captcha,
    humanCheck,
    ledger,
    limiter,
    clock,
  });
  registerSessionRoutes(app, sessions, envelope);
  registerMemberRoutes(
    app,
    createMemberService({ members: memberRepository, sessions, sms, humanCheck, clock }),
    envelope,
    createMemberAuth(sessions),
    sessions,
    limiter,
  );
  const mail = createMailService({
    repository: createMailRepository(deps.db),
    provider: deps.mailProvider ?? mailProviderFromEnv(),
    clock,
  });
  registerPasswordRoutes(
    app,
    createPasswordService({
      repository: createPasswordRepository(deps.db),
      members,
      sessions,
      sms,
      mail,
      clock,
    }),
    envelope,
  );
  const messages = createMessageService({
    repository: createMessageRepository(deps.db),
    clock,
    onSent: balanceNotifier.messaged,
  });
  registerMessageRoutes(app, messages, createMemberAuth(sessions));
  const operatorAuth = createOperatorAuth(ops);
  const wallet = createWalletService({ ledger, repository: createWalletRepository(deps.db) });
  const turnover = createTurnoverService({
    repository: createTurnoverRepository(deps.db),
    clock,
  });
  const deposits = createDepositService({
    db: deps.db,
    repository: createDepositRepository(deps.db),
    ledger,
    wallet,
    turnover,
    messages,
    ops,
    clock,
  });
  registerDepositRoutes(app, deposits, createMemberAuth(sessions), operatorAuth);
  registerMediaRoutes(
    app,
    createMediaService({
      db: deps.db,
      repository: createMediaRepository(deps.db),
      ops,
      onProblem: (message, detail) => app.log.warn(detail, message),
    }),
    operatorAuth,
  );
  registerFeedbackRoutes(
    app,
    createFeedbackService({ repository: createFeedbackRepository(deps.db), limiter, ops }),
    createMemberAuth(sessions),
    operatorAuth,
  );
  registerPaymentDeskRoutes(
    app,
    createPaymentDeskService({
      db: deps.db,
      repository: createPaymentDeskRepository(deps.db),
      wallet,
      ops,
      clock,
    }),
    operatorAuth,
  );
  const contentDeskRepository = createContentDeskRepository(deps.db);
  const contentDeskScope = createDeskScope({ db: deps.db, ops });
  const contentConfig = createContentConfigService({
    repository: contentDeskRepository,
    scope: contentDeskScope,
  });
  registerContentDeskRoutes(
    app,
    createContentDeskService({
      repository: contentDeskRepository,
      config: contentConfig,
      scope: contentDeskScope,
      clock,
    }),
    contentConfig,
    operatorAuth,
  );
  const balanceEvents = createBalanceEvents();
  registerWalletRoutes(
    app,
    wallet,
    createMemberAuth(sessions),
    balanceEvents,
    messages.unreadCount,
  );
  registerBettingRecordsRoutes(
    app,
    createBettingRecordsService({ repository: createBettingRecordsRepository(deps.db), clock }),
    createMemberAuth(sessions),
  );
  const security = createSecurityService({
    repository: createSecurityRepository(deps.db),
    sms,
    mail,
    sessions,
    clock,
  });
  registerSecurityRoutes(app, security, envelope, createMemberAuth(sessions));
  const withdrawals = createWithdrawalService({
    db: deps.db,
    repository: createWithdrawalRepository(deps.db),
    ledger,
    wallet,
    turnover,
    security,
    messages,
    ops,
    clock,
  });
  registerWithdrawalRoutes(app, withdrawals, createMemberAuth(sessions), operatorAuth);
  const promotionRepository = createPromotionRepository(deps.db);
  const bonusCredit = createBonusCredit({ ledger, turnover, messages, clock });
  registerPromotionRoutes(
    app,
    createPromotionService({
      db: deps.db,
      repository: promotionRepository,
      credit: bonusCredit,
      turnover,
      clock,
    }),
    createMemberAuth(sessions),
  );
  registerPromotionDeskRoutes(
    app,
    createPromotionDeskService({
      db: deps.db,
      repository: promotionRepository,
      credit: bonusCredit,
      ops,
      clock,
    }),
    operatorAuth,
  );
  registerTransferRoutes(
    app,
    createTransferService({
      repository: createTransferRepository(deps.db),
      ledger,
      security,
      wallet,
      turnover,
    }),
    createMemberAuth(sessions),
  );
  registerMemberDeskRoutes(
    app,
    createMemberDeskService({
      db: deps.db,
      repository: createMemberDeskRepository(deps.db),
      ledger,
      wallet,
      messages,
      ops,
      clock,
    }),
    operatorAuth,
  );
  const vendorWallet = createVendorWalletService({
    db: deps.db,
    repository: createVendorWalletRepository(deps.db),
    ledger,
    clock,
  });
  registerVendorWalletRoutes(app, vendorWallet);
  registerGameDeskRoutes(
    app,
    createGameDeskService({
      db: deps.db,
      repository: createGameDeskRepository(deps.db),
      vendorWallet,
      ops,
    }),
    operatorAuth,
  );
  registerGamesRoutes(
    app,
    createGamesService({
      repository: createGamesRepository(deps.db),
      vendorWallet,
      clock,
    }),
    createMemberAuth(sessions),
  );
  const house = createHouseService({
    db: deps.db,
    repository: createHouseRepository(deps.db),
    vendorWallet,
    clock,
    remote:
      deps.config.houseWallet &&
      createRemoteWallet({
        baseUrl: deps.config.houseWallet.url,
        privateKeyPem: deps.config.houseWallet.privateKeyPem,
      }),
  });
  registerHouseRoutes(app, house);
  const jackpot = createJackpotService({
    db: deps.db,
    repository: createJackpotRepository(deps.db),
    ops,
    clock,
  });
  registerJackpotRoutes(app, jackpot, operatorAuth);
  const lottery = createLotteryService({
    db: deps.db,
    repository: createLotteryRepository(deps.db),
    ledger,
    vendorWallet,
    messages,
    clock,
    onProblem: (message, detail) => app.log.error(detail, message),
  });
  registerLotteryDeskRoutes(
    app,
    createLotteryDeskService({
      db: deps.db,
      repository: createLotteryDeskRepository(deps.db),
      lottery,
      ops,
      clock,
    }),
    operatorAuth,
  );
  registerLotteryRoutes(
    app,
    lottery,
    createLotteryListsService({ repository: createLotteryListsRepository(deps.db), clock }),
    createMemberAuth(sessions),
  );
  registerSocialRoutes(
    app,
    createSocialService({
      repository: createSocialRepository(deps.db),
      members,
      sessions,
      openId: createOpenIdClient({ clock }),
      clock,
    }),
  );

  // 7. The site and the back office, with history-mode fallback; the lite app's manifest.
  registerLiteAppRoutes(app, merchants);
  await registerSpa(app, {
    webDistDir: deps.config.webDistDir,
    opsDistDir: deps.config.opsDistDir,
    merchants,
  });
  const jobs: ScheduledJob[] = [
    { name: 'withdrawal-auto-receipt', cron: '* * * * *', run: () => withdrawals.autoReceipt() },
    { name: 'deposit-expiry', cron: '* * * * *', run: () => deposits.expire() },
    {
      name: 'lottery-periods',
      cron: '* * * * *',
      run: async () => {
        const made = (await lottery.schedulePeriods()) + (await lottery.drawDue());
        // Refunds of cancelled periods do not wait on a period that fails to settle.
        const settling = await lottery.settleDrawn().then(
          (count) => ({ count, failure: undefined }),
          (failure: unknown) => ({ count: 0, failure }),
        );
        const refunded = await lottery.refundCancelled();
        if (settling.failure !== undefined) throw settling.failure;
        return made + settling.count + refunded;
      },
    },
    { name: 'jackpot-sweep', cron: '* * * * *', run: async () => Number(await jackpot.sweep()) },
    { name: 'house-pending-wins', cron: '* * * * *', run: () => house.resendWins() },
  ];
  return { app, merchants, balanceEvents, jobs, sessionNotices: sessions, lottery };
}
