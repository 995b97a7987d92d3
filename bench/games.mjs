// Games (issue 5): game list queries on a generated catalogue of 100,000 games (a bench
// fixture, not the demo seed), p50/p99 per filter combination in the service; in-house slot
// spins per second through the vendor wallet protocol (bet + win, in the service) beside the
// raw pgbench debit script of the wallet bench in the same run; engine spins per second.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { startBenchServer } from './harness.mjs';
import { arrange, combine, debianTool, debitScript, pgbench, serverModules } from './transfers.mjs';

const catalogueSize = 100_000;
const queriesPerFilter = 300;
const spinConcurrencies = [8, 64];
const sliceS = 3;
const rounds = 3;
const spinBetMinor = 100;

/** 100,000 games of 50 vendors, with names from a word list so searches hit and miss. */
async function generateCatalogue(client, merchantId) {
  await client.query(
    `INSERT INTO vendors (merchant_id, vassalage, game_type, display_name, logo_url, sort_order)
     SELECT $1, 'BV' || lpad(v::text, 2, '0'),
       (ARRAY['RNG','RNG','RNG','FISH','LIVE'])[v % 5 + 1], 'Vendor ' || v,
       '/art/vendors/khela-house.svg', v
     FROM generate_series(1, 50) v`,
    [merchantId],
  );
  await client.query(
    `WITH words AS (SELECT ARRAY['Dragon','Fortune','Lucky','Golden','Tiger','Lotus','Jade','Royal',
        'Mega','Wild','Star','Moon','Sun','Ocean','Fire','Ice','Magic','Temple','Panda','Phoenix',
        'Gems','Cash','Spin','Reels','Night','Storm','Empire','Legend','Treasure','Rich','Pearl',
        'Koi','Ninja','Samurai','Viking','Pharaoh','Aztec'] AS w)
     INSERT INTO games (merchant_id, vassalage, code, game_type, game_classify, names,
       min_bet_minor, line_count, is_hot, image_path, sort_order)
     SELECT $1, 'BV' || lpad((i % 50 + 1)::text, 2, '0'), 'g' || i,
       (ARRAY['RNG','RNG','RNG','FISH','LIVE'])[(i % 50 + 1) % 5 + 1],
       (ARRAY['SLOTS','SLOTS','SCRATCH','TABLE','ARCADE','VIDEO_POKER'])[i % 6 + 1],
       jsonb_build_object('en', w[i % 37 + 1] || ' ' || w[(i / 37) % 37 + 1] || ' ' || i,
         'bn', 'খেলা ' || i, 'th', 'เกม ' || i),
       (ARRAY[1, 5, 10, 50, 75, 100])[i % 6 + 1], i % 50, i % 50 = 0,
       '/art/games/tiger-lotus.svg', i % 1000
     FROM words, generate_series(1, ${catalogueSize}) i`,
    [merchantId],
  );
  // As autovacuum would have by now: statistics, and a visibility map for index-only scans.
  await client.query('VACUUM ANALYZE games');
}

/** The value at `fraction` of an ascending list (0.99: p99), to two decimals. */
export function percentile(sorted, fraction) {
  return Number((sorted[Math.floor(sorted.length * fraction)] ?? 0).toFixed(2));
}

/** The server modules the in-house slot's spin needs, for serverModules. */
export const spinModules = {
  createDatabase: 'db/database',
  createLedgerRepository: 'domains/money/ledger/ledger.repository',
  createLedgerService: 'domains/money/ledger/ledger.service',
  createVendorWalletRepository: 'domains/games/vendor-wallet/vendor-wallet.repository',
  createVendorWalletService: 'domains/games/vendor-wallet/vendor-wallet.service',
  createHouseRepository: 'vendors/house/house.repository',
  createHouseService: 'vendors/house/house.service',
};

/** The in-house slot's services in this process, wired as the server wires them. */
export function createSpinServices(modules, databaseUrl, clock) {
  const db = modules.createDatabase(databaseUrl);
  const ledger = modules.createLedgerService({
    repository: modules.createLedgerRepository(db),
  });
  const vendorWallet = modules.createVendorWalletService({
    db,
    repository: modules.createVendorWalletRepository(db),
    ledger,
    clock,
  });
  const house = modules.createHouseService({
    db,
    repository: modules.createHouseRepository(db),
    vendorWallet,
    clock,
  });
  return { db, vendorWallet, house };
}

/** The request context of a member of `merchant` on the site. */
export function spinContext(merchant) {
  return {
    merchant: {
      id: merchant.id,
      currency: merchant.currency,
      imageCdns: [],
      launchGameCdns: [],
      timezone: 'Asia/Dhaka',
    },
    language: 'en',
    ip: '127.0.0.1',
  };
}

/** A session on the in-house slot for each member (`member_id` rows); answers the tokens. */
export async function openSpinSessions(vendorWallet, merchant, members) {
  const tokens = [];
  for (const member of members) {
    tokens.push(
      await vendorWallet.openSession({
        merchantId: merchant.id,
        memberId: member.member_id,
        vassalage: 'KHELA',
        gameCode: 'tiger-lotus',
        currency: merchant.currency,
        isPlayMoney: false,
      }),
    );
  }
  return tokens;
}

/**
 * `clients` callers spinning (bet + win) for `seconds`, each on its own member's session;
 * answers the slice as combine() takes it: how many spins, in how long, and their p99 (ms).
 */
export async function spinSlice(house, context, tokens, clients, seconds) {
  const latencies = [];
  const endAt = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const token = tokens[index % tokens.length];
      while (performance.now() < endAt) {
        const startedAt = performance.now();
        await house.spin(context, { token, betMinor: spinBetMinor, requestId: randomUUID() });
        latencies.push(performance.now() - startedAt);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, seconds, p99Ms: percentile(latencies, 0.99) };
}

/** The games package bundled for this process (engine speed). */
async function gamesPackage(root) {
  const cacheDir = path.join(root, 'node_modules/.cache/khela-bench');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, `games-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'packages/games/src/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    packages: 'external',
    absWorkingDir: path.join(root, 'packages/games'),
    logLevel: 'error',
  });
  const module = await import(outfile);
  fs.rmSync(outfile);
  return module;
}

export async function measureGames(root) {
  const binary = debianTool('pgbench', 'postgresql-client');
  const server = await startBenchServer(root);
  const { databaseUrl } = server;
  const modules = await serverModules(root, {
    ...spinModules,
    createGamesRepository: 'domains/games/catalogue/games.repository',
    createGamesService: 'domains/games/catalogue/games.service',
  });
  const clock = { now: () => new Date() };
  try {
    const { merchant } = await arrange(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await generateCatalogue(client, merchant.id);
    const {
      rows: [pair],
    } = await client.query('SELECT member_id FROM bench_pairs WHERE client = 0');
    const { rows: members } = await client.query(
      `SELECT p.member_id, m.username FROM bench_pairs p JOIN members m ON m.id = p.member_id
       ORDER BY p.client`,
    );
    await client.end();

    const { db, vendorWallet, house } = createSpinServices(modules, databaseUrl, clock);
    const games = modules.createGamesService({
      repository: modules.createGamesRepository(db),
      vendorWallet,
      clock,
    });
    const context = spinContext(merchant);

    // 1. Game lists: one caller at a time, a signed-in member (saved marks on).
    const page = { pageNo: 1, pageSize: 15 };
    const filters = {
      'type RNG': { gameType: 'RNG' },
      'type RNG, page 200': { gameType: 'RNG', pageNo: 200 },
      'type RNG, page 2000': { gameType: 'RNG', pageNo: 2000 },
      'type + vendor': { gameType: 'RNG', vassalage: 'BV02' },
      'type + vendor + classification': {
        gameType: 'RNG',
        vassalage: 'BV02',
        gameClassify: 'TABLE',
      },
      'name "dragon"': { gameType: 'RNG', gameName: 'dragon' },
      'name, one match': { gameType: 'RNG', gameName: 'tiger lotus 42' },
      'name, no match': { gameType: 'RNG', gameName: 'zzzz' },
      'minimum bet 0.05': { gameType: 'RNG', minBet: '0.05' },
      'every filter': {
        gameType: 'RNG',
        vassalage: 'BV07',
        gameClassify: 'SLOTS',
        gameName: 'lucky',
        minBet: '0.50',
        minLineNum: 10,
      },
    };
    const lists = [];
    for (const [name, filter] of Object.entries(filters)) {
      const latencies = [];
      let total = 0;
      for (let index = 0; index < queriesPerFilter; index += 1) {
        const startedAt = performance.now();
        const answer = await games.list(context, { ...page, ...filter }, pair.member_id);
        latencies.push(performance.now() - startedAt);
        total = answer.total;
      }
      latencies.sort((a, b) => a - b);
      lists.push({
        filter: name,
        matches: total,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
      });
    }
    const hotLatencies = [];
    for (let index = 0; index < queriesPerFilter; index += 1) {
      const startedAt = performance.now();
      await games.hot(context, { gameType: 'RNG' }, pair.member_id);
      hotLatencies.push(performance.now() - startedAt);
    }
    hotLatencies.sort((a, b) => a - b);
    lists.push({
      filter: 'hot RNG (up to 100)',
      matches: null,
      p50Ms: percentile(hotLatencies, 0.5),
      p99Ms: percentile(hotLatencies, 0.99),
    });

    // 2. Spins through the protocol (bet + win) beside the debit script, in alternating slices.
    const tokens = await openSpinSessions(vendorWallet, merchant, members);
    const plain = debitScript(merchant);
    const spinRows = [];
    let spinsTotal = 0;
    for (const clients of spinConcurrencies) {
      const slices = { script: [], spins: [] };
      for (let round = 0; round < rounds; round += 1) {
        slices.script.push(pgbench(binary, databaseUrl, ['-f', plain], clients, sliceS));
        const slice = await spinSlice(house, context, tokens, clients, sliceS);
        spinsTotal += slice.count;
        slices.spins.push(slice);
      }
      const script = combine(slices.script);
      const spins = combine(slices.spins);
      spinRows.push({
        clients,
        pgbenchDebitScript: script,
        spins,
        spinsToScriptRatio: Number((spins.tps / script.tps).toFixed(2)),
      });
    }
    fs.rmSync(plain);
    // Every answered spin is a round whose bet and win were both recorded.
    const closed = await db
      .selectFrom('gameRounds')
      .select(db.fn.countAll().as('count'))
      .where('vassalage', '=', 'KHELA')
      .where('isClosed', '=', true)
      .executeTakeFirstOrThrow()
      .finally(() => db.destroy());
    if (Number(closed.count) < spinsTotal) throw new Error('some answered spins did not close');

    // 3. The engine alone, with the seeded fast generator.
    const { simulate, slotGames } = await gamesPackage(root);
    const engine = Object.values(slotGames).map((game) => {
      const startedAt = performance.now();
      const result = simulate(game, 2_000_000, 7);
      const seconds = (performance.now() - startedAt) / 1000;
      return { game: game.id, spinsPerSecond: Math.round(result.spins / seconds) };
    });

    return {
      catalogueSize,
      queriesPerFilter,
      lists,
      spinBet: '1.00',
      spins: spinRows,
      slices: `${rounds} × ${sliceS} s alternating`,
      engine,
    };
  } finally {
    await server.stop();
  }
}
