// Shared-round tables (issue 34): settling a round of 10,000 bets from 2,000 players (aim
// under 1 s, every win in the ledger); slips placed through the service at -c 8 and -c 64
// beside the raw pgbench debit script of the wallet bench, in alternating slices on the same
// database (aim at least half its rate); and a table's state delivered to 5,000 connected
// players over the server's event stream (aim p99 under 250 ms from the change).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { startBenchServer } from './harness.mjs';
import { arrange, besideDebitScript, debianTool, percentile, serverModules } from './transfers.mjs';

const settleBets = 10_000;
const settlePlayers = 2_000;
const betConcurrencies = [8, 64];
/** How long a bench table's round takes slips before the next table's does. */
const roundS = 3;
/** Tables enough that none takes slips twice in the placement's slices. */
const placementTables = 16;
const sliceS = 3;
/** Uncounted slips before the slices, as the wallet bench warms its servers. */
const warmUpS = 5;
const rounds = 5;
const watchers = 5_000;
const changes = 20;
const huge = '1000000000000000';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * A paused bench table (the server opens no rounds for it) with one round: open for an hour,
 * or resolved on pocket 17.
 */
export async function arrangeTable(client, merchant, code, status) {
  const {
    rows: [table],
  } = await client.query(
    `INSERT INTO game_tables (merchant_id, code, game, status, betting_ms, result_ms,
       min_stake_minor, max_stake_minor, max_round_payout_minor)
     VALUES ($1, $2, 'roulette', 'paused', 120000, 10000, 100, ${huge}, ${huge}) RETURNING id`,
    [merchant.id, code],
  );
  await client.query(
    `INSERT INTO games (merchant_id, vassalage, code, game_type, game_classify, names, image_path)
     VALUES ($1, 'KTABLES', $2, 'LIVE', 'TABLE', '{"en":"Bench"}', '/art/games/roulette.svg')`,
    [merchant.id, code],
  );
  const {
    rows: [chain],
  } = await client.query(
    `INSERT INTO table_seed_chains (table_id, day, length, head_hash)
     VALUES ($1, '20000101', 10800, $2) RETURNING id`,
    [table.id, sha256('bench')],
  );
  const round = async (index) => {
    const {
      rows: [row],
    } = await client.query(
      `INSERT INTO table_rounds (merchant_id, table_id, chain_id, seed_index, number, opens_at,
         closes_at, status, seed_hash, result, resolved_at)
       VALUES ($1, $2, $3, $4, $5, now() - interval '1 minute', now() + interval '1 hour', $6,
         $7, $8, CASE WHEN $6 = 'resolved' THEN now() END) RETURNING id`,
      [
        merchant.id,
        table.id,
        chain.id,
        index,
        `20000101-000${index}`,
        status,
        sha256(String(index)),
        status === 'resolved' ? JSON.stringify({ game: 'roulette', pocket: 17 }) : null,
      ],
    );
    await client.query(
      `INSERT INTO table_round_shards (round_id, shard, exposure, budget)
       SELECT $1, s, array_fill(0::bigint, ARRAY[37]), ${huge} FROM generate_series(0, 7) s`,
      [row.id],
    );
    return row.id;
  };
  return round(status === 'open' ? 1 : 2);
}

/** 2,000 players with 5 bets each (one slip) on a resolved round, their stakes recorded. */
export async function arrangeSettlement(client, merchant, code, roundId) {
  await client.query(
    `INSERT INTO members (merchant_id, username, password_hash)
     SELECT $1, 'tbl' || i, 'x' FROM generate_series(1, ${settlePlayers}) i`,
    [merchant.id],
  );
  await client.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, purpose, member_id, currency)
     SELECT $1, 'player', '', id, $2 FROM members WHERE merchant_id = $1 AND username LIKE 'tbl%'`,
    [merchant.id, merchant.currency],
  );
  await client.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, purpose, shard, currency)
     SELECT $1, 'house', 'games', s, $2 FROM generate_series(0, 15) s ON CONFLICT DO NOTHING`,
    [merchant.id, merchant.currency],
  );
  const areas = ['red', 'black', 'odd', 'even', 'straight:17', 'dozen:2', 'column:1', 'low'];
  await client.query(
    `WITH m AS (SELECT id, gen_random_uuid() AS request FROM members
                WHERE merchant_id = $1 AND username LIKE 'tbl%')
     INSERT INTO table_bets (merchant_id, member_id, round_id, request_id, area, stake_minor,
       is_play_money, created_at)
     SELECT $1, m.id, $2, m.request, a.area, 100 * (1 + (m.id + a.n) % 9), false, now()
     FROM m CROSS JOIN LATERAL (
       SELECT area, n FROM unnest($3::text[]) WITH ORDINALITY AS x(area, n)
       WHERE (n + m.id) % 8 < 5) a`,
    [merchant.id, roundId, areas],
  );
  await client.query(
    `INSERT INTO vendor_transactions (merchant_id, vassalage, transaction_uuid, kind, member_id,
       round, game_code, currency, amount_minor)
     SELECT $1, 'KTABLES', request_id || ':bet', 'bet', member_id, '${code}:20000101-0002',
       '${code}', $2, sum(stake_minor)
     FROM table_bets WHERE round_id = $3 GROUP BY member_id, request_id`,
    [merchant.id, merchant.currency, roundId],
  );
  await client.query('VACUUM ANALYZE table_bets');
  const {
    rows: [counted],
  } = await client.query(
    `SELECT count(*)::int AS bets, count(DISTINCT member_id)::int AS players FROM table_bets
     WHERE round_id = $1`,
    [roundId],
  );
  return counted;
}

/** Game sessions of the bench's members at the bench table: their launch tokens. */
export async function arrangeSessions(client, merchant, code, memberIds) {
  const tokens = [];
  for (const memberId of memberIds) {
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `INSERT INTO game_sessions (token_hash, merchant_id, member_id, vassalage, game_code,
         currency, created_at, expires_at)
       VALUES (sha256($1::bytea), $2, $3, 'KTABLES', $4, $5, now(), now() + interval '1 day')`,
      [Buffer.from(token), merchant.id, memberId, code, merchant.currency],
    );
    tokens.push(token);
  }
  return tokens;
}

/**
 * Slips through the service beside the debit script, in alternating slices. The 64 players
 * stand for a table's thousands: each client takes turns among them, and the table in play
 * moves on every `roundS` as a table's rounds do, so that a player's slips in a round stay
 * in the tens (the per-round stake check reads the player's own), not thousands.
 */
async function measurePlacement(binary, databaseUrl, merchant, play, tables) {
  const context = {
    merchant: { id: merchant.id, currency: merchant.currency },
    language: 'en',
    ip: '127.0.0.1',
  };
  const startedAt = performance.now();
  const turns = new Map();
  const rows = await besideDebitScript({
    binary,
    databaseUrl,
    merchant,
    concurrencies: betConcurrencies,
    sliceS,
    rounds,
    warmUpS,
    call: (index, clients) => {
      const table =
        tables[Math.floor((performance.now() - startedAt) / (roundS * 1000)) % tables.length];
      const turn = turns.get(index) ?? 0;
      turns.set(index, turn + 1);
      return play.bet(context, {
        // Never two clients on one player at once: client i plays i, i + clients, …
        token: table.tokens[(index + turn * clients) % table.tokens.length],
        roundId: table.roundId,
        requestId: randomUUID(),
        bets: [{ area: index % 2 === 0 ? 'red' : 'black', stake: '1.00' }],
      });
    },
  });
  return rows.map((row) => ({
    clients: row.clients,
    pgbenchDebitScript: row.script,
    slips: row.calls,
    slipsToScriptRatio: row.ratio,
  }));
}

/** Streams opened at once: players arrive over time, not in one burst past the listen backlog. */
const openBatch = 250;

/** Opens `count` event streams of a table; each calls onState(index, at) on every state event. */
async function openStreams(base, token, count, onState) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const url = new URL(`/tables/api/events?token=${token}`, base);
  const requests = [];
  const openOne = (index) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        url,
        { agent, headers: { merchant: 'KHELA', language: 'en', device: 'web' } },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`stream ${response.statusCode}`));
          let buffered = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            buffered += chunk;
            let end = buffered.indexOf('\n\n');
            while (end >= 0) {
              const event = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              if (event.startsWith('event: state')) onState(index, performance.now());
              end = buffered.indexOf('\n\n');
            }
            resolve();
          });
        },
      );
      request.on('error', reject);
      requests.push(request);
    });
  for (let first = 0; first < count; first += openBatch) {
    await Promise.all(
      Array.from({ length: Math.min(openBatch, count - first) }, (_, offset) =>
        openOne(first + offset),
      ),
    );
  }
  return { close: () => requests.forEach((request) => request.destroy()) };
}

/** Changes the bench table's stakes `changes` times; how long until each stream heard each. */
async function measureFanOut(server, play, merchant, token, roundId) {
  let waiting = null;
  const latencies = [];
  const streams = await openStreams(server.base, token, watchers, (index, at) => {
    if (waiting && !waiting.heard.has(index)) {
      waiting.heard.add(index);
      latencies.push(at - waiting.startedAt);
      if (waiting.heard.size === watchers) waiting.done();
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const context = {
    merchant: { id: merchant.id, currency: merchant.currency },
    language: 'en',
    ip: '127.0.0.1',
  };
  let missed = 0;
  for (let change = 0; change < changes; change += 1) {
    const heard = new Set();
    const all = new Promise((resolve) => {
      waiting = { heard, startedAt: performance.now(), done: resolve };
    });
    await play.bet(context, {
      token,
      roundId,
      requestId: randomUUID(),
      bets: [{ area: 'odd', stake: '1.00' }],
    });
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    missed += watchers - heard.size;
    waiting = null;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  streams.close();
  latencies.sort((a, b) => a - b);
  return {
    players: watchers,
    changes,
    deliveries: latencies.length,
    missed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(2)),
  };
}

export async function measureTables(root) {
  const binary = debianTool('pgbench', 'postgresql-client');
  const server = await startBenchServer(root);
  const { databaseUrl } = server;
  const modules = await serverModules(root, {
    createDatabase: 'db/database',
    createLedgerRepository: 'domains/money/ledger/ledger.repository',
    createLedgerService: 'domains/money/ledger/ledger.service',
    createVendorWalletRepository: 'domains/games/vendor-wallet/vendor-wallet.repository',
    createVendorWalletService: 'domains/games/vendor-wallet/vendor-wallet.service',
    createPlayRepository: 'domains/tables/play/play.repository',
    createPlayService: 'domains/tables/play/play.service',
    createRoundsRepository: 'domains/tables/rounds/rounds.repository',
    createRoundEngine: 'domains/tables/rounds/round-engine',
    createTableSeeds: 'domains/tables/rounds/table-seeds',
    createTablesNotifier: 'domains/tables/play/table-feed',
  });
  try {
    const { merchant } = await arrange(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    const { rows: members } = await client.query(
      `SELECT member_id FROM bench_pairs ORDER BY client`,
    );
    const tables = [];
    for (let index = 0; index < placementTables; index += 1) {
      const code = `bench-roulette-${index}`;
      const roundId = await arrangeTable(client, merchant, code, 'open');
      const ids = members.map((row) => row.member_id);
      tables.push({ roundId, tokens: await arrangeSessions(client, merchant, code, ids) });
    }
    const db = modules.createDatabase(databaseUrl);
    const ledger = modules.createLedgerService({ repository: modules.createLedgerRepository(db) });
    const clock = { now: () => new Date() };
    const vendorWallet = modules.createVendorWalletService({
      db,
      repository: modules.createVendorWalletRepository(db),
      ledger,
      clock,
    });
    // Slips tell every server of the table's new stakes through the server's own notifier
    // (gathered a moment, one NOTIFY); the fan-out's changes are told at once, so that its
    // latency is the stream's alone.
    const notifier = modules.createTablesNotifier(db, (error) => console.error(error));
    const playWith = (staked) =>
      modules.createPlayService({
        repository: modules.createPlayRepository(db),
        vendorWallet,
        clock,
        staked,
      });
    const play = playWith((tableId) => notifier.changed([tableId]));

    // 1. Placement beside the debit script.
    const placement = await measurePlacement(binary, databaseUrl, merchant, play, tables);
    await notifier.close();

    // 2. Settling one round of 10,000 bets.
    const settleCode = 'bench-settle';
    const settleRound = await arrangeTable(client, merchant, settleCode, 'resolved');
    const arranged = await arrangeSettlement(client, merchant, settleCode, settleRound);
    if (arranged.bets !== settleBets) throw new Error(`arranged ${arranged.bets} bets`);
    const engine = modules.createRoundEngine({
      repository: modules.createRoundsRepository(db),
      seeds: modules.createTableSeeds(randomBytes(32)),
      ledger,
      vendorWallet,
      clock,
      changed: () => undefined,
    });
    const {
      rows: [resolved],
    } = await client.query(
      `SELECT id, table_id AS "tableId", merchant_id AS "merchantId", status, result, number
       FROM table_rounds WHERE id = $1`,
      [settleRound],
    );
    const settleStartedAt = performance.now();
    await engine.advance(resolved);
    const settleSeconds = (performance.now() - settleStartedAt) / 1000;
    const {
      rows: [settled],
    } = await client.query(
      `SELECT r.status, r.bet_count AS bets, r.payout_minor AS "payoutMinor",
         (SELECT count(*)::int FROM vendor_transactions v WHERE v.kind = 'win'
            AND v.round = $2) AS wins,
         (SELECT coalesce(sum(t.amount_minor), 0)::text FROM ledger_transfers t
            WHERE t.kind = 'win' AND t.reference = 'vendor:KTABLES:' || $2) AS "paidInLedgerMinor"
       FROM table_rounds r WHERE r.id = $1`,
      [settleRound, `${settleCode}:20000101-0002`],
    );

    // 3. The state stream to 5,000 players.
    const told = playWith(
      (tableId) => void client.query(`SELECT pg_notify('khela_tables', $1)`, [tableId]),
    );
    const [watched] = tables;
    const fanOut = await measureFanOut(server, told, merchant, watched.tokens[0], watched.roundId);
    await client.end();
    await db.destroy();
    const verify = spawnSync(process.execPath, ['apps/server/dist/ledger-verify.js'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    if (verify.status !== 0) console.error(verify.stdout, verify.stderr);
    return {
      isLedgerVerified: verify.status === 0,
      settlement: {
        bets: arranged.bets,
        players: arranged.players,
        seconds: Number(settleSeconds.toFixed(3)),
        status: settled.status,
        wins: settled.wins,
        payoutMinor: settled.payoutMinor,
        paidInLedgerMinor: settled.paidInLedgerMinor,
      },
      placement,
      fanOut,
      slices: `${rounds} × ${sliceS} s alternating, a new round every ${roundS} s, after ${warmUpS} s of uncounted slips`,
    };
  } finally {
    await server.stop();
  }
}
