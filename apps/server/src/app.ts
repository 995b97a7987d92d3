import type { Redis } from 'ioredis';
import { createRedisCounters } from './lib/redis-counters';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createContractRequests, registerAgents } from './domains/agents';
import { copyContentStarter, registerContent, type MessageService } from './domains/content';
import { registerGames, type TableRoundLookup } from './domains/games';
import {
  createCaptcha,
  registerIdentity,
  type MailProvider,
  type MemberLabels,
  type SmsProvider,
} from './domains/identity';
import { copyLotteryStarter, registerLottery, type LotteryService } from './domains/lottery';
import { registerLoyalty } from './domains/loyalty';
import {
  copyPaymentStarter,
  createLedger,
  createPlayMoneyGrant,
  registerMoney,
  type LedgerService,
} from './domains/money';
import { registerPlatform, type MerchantService } from './domains/platform';

type MerchantProvisioning = Awaited<ReturnType<typeof registerPlatform>>['provisioning'];
/** What every domain is registered with: the database, the clock, the desk and the routes. */
type SharedDeps = {
  db: Db;
  clock: Clock;
  ops: Awaited<ReturnType<typeof registerPlatform>>['ops'];
  routes: ReturnType<typeof createRouteScopes>;
};
import {
  copyTablesStarter,
  registerTables,
  type RoundEngine,
  type TableFeed,
} from './domains/tables';
import {
  copySportsbookStarter,
  registerSportsbook,
  type FeedReader,
  type SportsNotices,
} from './domains/sportsbook';
import type { Db } from './db/database';
import type { ScheduledJob } from './jobs/jobs';
import { systemClock, type Clock } from './lib/clock';
import { createBalanceEvents, type BalanceEvents } from './plugins/balance-events';
import { createBalanceNotifier } from './plugins/balance-notifier';
import { createEnvelope } from './plugins/envelope';
import { createHttpApp, type DeclaredRoute } from './plugins/http';
import { createRateLimiter } from './plugins/rate-limiter';
import { createRouteScopes } from './plugins/route-scopes';
import { registerSpa } from './plugins/spa';
import { copyHouseStarter, registerHouseVendor } from './vendors/house';
import { installDraining } from './plugins/draining';

export type { DeclaredRoute } from './plugins/http';

/** What buildApp needs; tests pass their own database and clock. */
export interface AppDependencies {
  config: Pick<Config, 'trustProxy' | 'logLevel' | 'webDistDir' | 'opsDistDir' | 'houseWallet'>;
  db: Db;
  /** The key the lottery's chained seeds derive from (loadLotterySeedKey), never in the database. */
  lotterySeedKey: Buffer;
  clock?: Clock;
  configCacheTtlMs?: number;
  isLogging?: boolean;
  /** Where log lines go instead of standard output (a test that reads what was logged). */
  logStream?: { write(line: string): void };
  /** Carrier of text messages; by default chosen by the environment (outbox unless SMS_PROVIDER). */
  smsProvider?: SmsProvider;
  /** Carrier of e-mail; by default chosen by the environment (outbox unless MAIL_PROVIDER). */
  mailProvider?: MailProvider;
  /** Randomness of captcha answers; tests inject it to know the answer. */
  captchaRandom?: () => number;
  /** Redis (REDIS_URL): sign-in failures and rate limits counted there instead of PostgreSQL. */
  redis?: Redis;
  /**
   * Check each answer against its route's response schema before it is written (tests): an
   * answer outside its contract fails loudly instead of losing a field.
   */
  isCheckingAnswers?: boolean;
}

/**
 * The ground every business domain stands on: the platform (merchants, operators), the shared
 * ledger and balance streams, and identity (sessions), which the route scopes check against.
 */
async function registerFoundation(
  app: FastifyInstance,
  deps: AppDependencies,
  clock: Clock,
  memberLabels: MemberLabels,
) {
  const { db } = deps;
  // The platform comes first: it resolves every API request's merchant and language.
  // The captcha is identity's; the back office's sign-in asks for it too.
  const captcha = createCaptcha(db, clock, deps.captchaRandom);
  const platform = await registerPlatform(app, {
    db,
    clock,
    configCacheTtlMs: deps.configCacheTtlMs ?? 30_000,
    captcha,
  });
  const counters = deps.redis ? createRedisCounters(deps.redis) : undefined;
  const limiter = createRateLimiter({ db, clock, counters });
  const notifier = createBalanceNotifier(db, (error) =>
    app.log.warn({ err: error }, 'balance notice failed'),
  );
  app.addHook('onClose', () => notifier.close());
  // The ledger is shared by every domain that moves money; identity grants play money with it.
  const ledger = createLedger(db, notifier.changed);
  const identity = await registerIdentity(app, {
    db,
    clock,
    limiter,
    envelope: await createEnvelope(db),
    playMoney: createPlayMoneyGrant(ledger),
    operators: platform.ops,
    audit: platform.ops,
    smsProvider: deps.smsProvider,
    mailProvider: deps.mailProvider,
    captcha,
    counters,
    memberLabels,
  });
  // Every other domain declares its routes in these audiences.
  const routes = createRouteScopes(app, { members: identity.sessions, operators: platform.ops });
  return {
    platform,
    limiter,
    notifier,
    ledger,
    identity,
    routes,
    balanceEvents: createBalanceEvents(),
  };
}

/** What a merchant made in the platform desk may copy from a template, part by part. */
function addStarters(provisioning: MerchantProvisioning) {
  provisioning.addStarter('content', copyContentStarter);
  provisioning.addStarter('games', copyHouseStarter);
  provisioning.addStarter('games', copyLotteryStarter);
  provisioning.addStarter('games', copyTablesStarter);
  provisioning.addStarter('games', copySportsbookStarter);
  provisioning.addStarter('payments', copyPaymentStarter);
}

/** The game families on the games domain's vendor wallet: house slots, lottery, tables, sports. */
function registerGameFamilies(
  app: FastifyInstance,
  deps: AppDependencies,
  values: SharedDeps & {
    ledger: LedgerService;
    messages: MessageService;
    games: ReturnType<typeof registerGames>;
  },
) {
  const { games, messages, ledger, ...shared } = values;
  const house = registerHouseVendor({
    ...shared,
    vendorWallet: games.vendorWallet,
    houseWallet: deps.config.houseWallet,
  });
  const lottery = registerLottery(app, {
    ...shared,
    seedKey: deps.lotterySeedKey,
    ledger,
    messages,
    vendorWallet: games.vendorWallet,
  });
  const tables = registerTables(app, {
    ...shared,
    seedKey: deps.lotterySeedKey,
    ledger,
    vendorWallet: games.vendorWallet,
  });
  const sportsbook = registerSportsbook(app, {
    ...shared,
    ledger,
    vendorWallet: games.vendorWallet,
  });
  return { house, lottery, tables, sportsbook };
}

/** The business domains, each through its front door, in the order they depend on each other. */
async function registerDomains(app: FastifyInstance, deps: AppDependencies, clock: Clock) {
  // Member info's labels are loyalty's VIP, registered below (it needs the ledger and money).
  const memberLabels: MemberLabels = (context, member) => loyalty.vip.labels(context, member);
  const base = await registerFoundation(app, deps, clock, memberLabels);
  const { platform, ledger, identity, routes } = base;
  const shared = { db: deps.db, clock, ops: platform.ops, routes };
  const { messages } = registerContent({
    ...shared,
    limiter: base.limiter,
    onMessageSent: base.notifier.messaged,
  });
  const money = registerMoney({
    ...shared,
    ledger,
    security: identity.security,
    messages,
    balanceEvents: base.balanceEvents,
    memberAuth: identity.memberAuth,
    contractRequests: createContractRequests(deps.db),
    levelWithdrawLimits: (merchantId, memberId) => loyalty.vip.withdrawLimits(merchantId, memberId),
  });
  // The record's table rounds are the tables domain's, registered below (it needs the wallet).
  const tableRound: TableRoundLookup = (values) => families.tables.recordRound(values);
  const games = registerGames(app, { ...shared, ledger, tableRound });
  const families = registerGameFamilies(app, deps, { ...shared, ledger, messages, games });
  const { house, lottery, tables, sportsbook } = families;
  const { security } = identity;
  const loyalty = registerLoyalty({
    ...shared,
    merchants: platform.merchants,
    ledger,
    turnover: money.turnover,
    messages,
    security,
  });
  const agents = registerAgents({
    ...shared,
    merchants: platform.merchants,
    openAccount: identity.openAccount,
    ledger,
    messages,
  });
  addStarters(platform.provisioning);
  const jobs = [money, games, house, lottery, tables, sportsbook, agents, loyalty].flatMap(
    (domain) => domain.jobs,
  );
  return {
    ...base,
    lottery: lottery.lottery,
    tables: { engine: tables.engine, feed: tables.feed },
    sportsbook: { notices: sportsbook.notices, reader: sportsbook.reader },
    jobs,
    frameOrigins: games.frameOrigins,
    mediaOrigins: tables.mediaOrigins,
  };
}

/**
 * Builds the application: the HTTP plugins, then each domain's routes, then the site and the
 * back office as pages and files. Used by server.ts and by tests through app.inject().
 */
export async function buildApp(deps: AppDependencies): Promise<{
  app: FastifyInstance;
  merchants: MerchantService;
  /** Fed by the khela_balance listener (server.ts); the balance streams hear it. */
  balanceEvents: BalanceEvents;
  /** Scheduled work server.ts hands to the job queue (tests run it directly). */
  jobs: ScheduledJob[];
  /** Periods and draws; server.ts runs its draw clock. */
  lottery: LotteryService;
  /** The tables' rounds (server.ts runs their clock) and the feed khela_tables wakes. */
  tables: { engine: RoundEngine; feed: TableFeed };
  /** What khela_sports tells the book (its lists, its streams) and the odds feed reader server.ts runs. */
  sportsbook: { notices: SportsNotices; reader: FeedReader };
  /** Every route the app declared, with its schemas. */
  declaredRoutes: DeclaredRoute[];
  /** Starts draining: readiness fails from now on, everything else still serves. */
  startDraining: () => void;
}> {
  const { app, declaredRoutes } = await createHttpApp({
    logLevel: deps.config.logLevel,
    isLogging: deps.isLogging !== false,
    logStream: deps.logStream,
    trustProxy: deps.config.trustProxy,
    isCheckingAnswers: deps.isCheckingAnswers ?? false,
  });
  const draining = installDraining(app);
  const domains = await registerDomains(app, deps, deps.clock ?? systemClock);
  await registerSpa(app, {
    webDistDir: deps.config.webDistDir,
    opsDistDir: deps.config.opsDistDir,
    merchants: domains.platform.merchants,
    frameOrigins: domains.frameOrigins,
    mediaOrigins: domains.mediaOrigins,
  });
  return {
    app,
    merchants: domains.platform.merchants,
    balanceEvents: domains.balanceEvents,
    jobs: domains.jobs,
    lottery: domains.lottery,
    tables: domains.tables,
    sportsbook: domains.sportsbook,
    declaredRoutes,
    startDraining: draining.start,
  };
}
