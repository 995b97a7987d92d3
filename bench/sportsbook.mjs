// The sportsbook (issue 35), on one database in one run: singles placed through the HTTP API
// (POST /sportsbook/api/bets with members' site sessions) at -c 8 and -c 64 beside the raw
// pgbench debit script of the wallet bench, in alternating slices (aim at least half its rate);
// a market of 100,000 open singles settled on the trading console (aim under 2 s, every winner
// paid, in the ledger too); an odds change on the console heard by 5,000 players on the book's
// event stream (aim p99 under 250 ms from sending the change); and the event list of a book of
// 5,000 events as the lobby asks for it, its first page (aim p99 under 10 ms), also while odds
// move and at the largest page. The feed simulator is off: its live programme would move odds
// and add events under the measurements.
//
// Where the time goes, in part: the server's CPU per bet (/proc), the odds change's steps, the
// event list's parts timed here with the server's own code.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { cpuMsOf, startBenchServer } from './harness.mjs';
import { arrange, besideDebitScript, debianTool, percentile, serverModules } from './transfers.mjs';

const betConcurrencies = [8, 64];
const sliceS = 3;
/** Uncounted bets before the slices, as the wallet bench warms its servers. */
const warmUpS = 5;
const rounds = 5;
const listEvents = 5_000;
const settleMembers = 10_000;
const ticketsPerMember = 10;
const watchers = 5_000;
const changes = 20;
const listClients = 8;
const huge = '1000000000000000';
const sports = 'cricket football kabaddi tennis basketball volleyball badminton tableTennis';
const traderPassword = 'bench-trader-password';
const aims = { betsToScript: 0.5, settleSeconds: 2, fanOutP99Ms: 250, listP99Ms: 10 };

const round2 = (value) => Number(value.toFixed(2));
const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => percentile(sorted(values), 0.5);

/** One exchange with the server as the site makes it (the merchant's host): status and body. */
function exchange(site, method, path, options = {}) {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { host: site.host, language: 'en', 'content-type': 'application/json' };
  if (options.token) headers.authorization = options.token;
  return new Promise((resolve, reject) => {
    const url = new URL(path, site.base);
    const request = http.request(url, { method, headers, agent: site.agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, bytes: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** An API call's value; any refusal fails the bench (no limit may refuse a bench bet). */
async function call(site, method, path, options) {
  const { status, bytes } = await exchange(site, method, path, options);
  const answer = JSON.parse(bytes.toString('utf8'));
  if (status !== 200 || !answer.success) throw new Error(`${method} ${path}: ${status} ${bytes}`);
  return answer.value;
}

/**
 * The merchant's book with no limit in a bench bet's way and no in-play delay, and 5,000
 * scheduled events of the sports book in 80 competitions, each with a two-way match winner at
 * 1.90 both ways. Answers their selections, every home before every away (bets taken in this
 * order each touch another event), and the first market, whose odds the fan-out moves.
 */
async function arrangeBook(client, merchant) {
  await client.query(
    `UPDATE sb_settings SET min_stake_minor = 100, max_stake_selection_minor = ${huge},
       max_stake_market_minor = ${huge}, max_stake_event_minor = ${huge},
       max_stake_member_event_minor = ${huge}, max_payout_minor = ${huge},
       max_payout_day_minor = ${huge}, in_play_delay_s = 0 WHERE merchant_id = ${merchant.id};
     INSERT INTO sb_competitions (merchant_id, sport, name)
       SELECT ${merchant.id}, sport, 'Bench League ' || n
       FROM unnest(string_to_array('${sports}', ' ')) sport, generate_series(1, 10) n;
     WITH c AS (SELECT id, sport, row_number() OVER (ORDER BY id) - 1 AS k FROM sb_competitions
                WHERE merchant_id = ${merchant.id})
     INSERT INTO sb_events (merchant_id, sport, competition_id, home, away, starts_at)
       SELECT ${merchant.id}, c.sport, c.id, 'Home ' || i, 'Away ' || i,
         now() + interval '1 day' + i * interval '1 minute'
       FROM generate_series(1, ${listEvents}) i JOIN c ON c.k = i % 80;
     INSERT INTO sb_markets (merchant_id, event_id, kind)
       SELECT ${merchant.id}, id, 'matchWinner2' FROM sb_events ORDER BY id;
     INSERT INTO sb_selections (market_id, key, odds_milli, sort_order)
       SELECT m.id, k.key, 1900, k.ord FROM sb_markets m
       CROSS JOIN (VALUES ('home', 0), ('away', 1)) AS k(key, ord)`,
  );
  await client.query('VACUUM ANALYZE sb_competitions, sb_events, sb_markets, sb_selections');
  const { rows: selections } = await client.query(
    `SELECT id, market_id AS "marketId", key FROM sb_selections ORDER BY key DESC, id`,
  );
  const [home] = selections;
  const away = selections.find((row) => row.key === 'away' && row.marketId === home.marketId);
  return { selections, watched: { marketId: home.marketId, home: home.id, away: away.id } };
}

/**
 * 100,000 open singles of 10,000 members on one market of an ended event, as the server's bets
 * would have left them (as the tables bench arranges its bets): tickets and legs, each stake's
 * vendor transaction `sb:<member>:<request>` and game round `T<ticket>`, the selections' staked
 * sums, the members' wallets. As there, no stake is taken (no transfer), so the ledger stays
 * whole. About 45 % back home at 1.85, the rest away at 2.00.
 */
async function arrangeSettlement(client, merchant) {
  const { rows: picks } = await client.query(
    `WITH e AS (INSERT INTO sb_events (merchant_id, sport, competition_id, home, away,
                  starts_at, status, stopped_at, ended_at)
                SELECT ${merchant.id}, 'football', min(id), 'Settle Home', 'Settle Away',
                  now() - interval '2 hours', 'ended', now(), now()
                FROM sb_competitions WHERE sport = 'football' RETURNING id),
     m AS (INSERT INTO sb_markets (merchant_id, event_id, kind, status, stopped_at)
           SELECT ${merchant.id}, id, 'matchWinner2', 'suspended', now() FROM e
           RETURNING id, event_id)
     INSERT INTO sb_selections (market_id, key, odds_milli, sort_order)
     SELECT m.id, k.key, k.odds, k.ord FROM m
     CROSS JOIN (VALUES ('home', 1850, 0), ('away', 2000, 1)) AS k(key, odds, ord)
     RETURNING id, market_id AS market, (SELECT event_id FROM m) AS event`,
  );
  const [{ market, event, id: home }, { id: away }] = picks;
  // The new tickets: those after the bets' (their legs are written next).
  const before = `(SELECT coalesce(max(ticket_id), 0) FROM sb_legs WHERE market_id <> ${market})`;
  const ofMarket = `IN (SELECT ticket_id FROM sb_legs WHERE market_id = ${market})`;
  const { id, currency } = merchant;
  await client.query(
    `INSERT INTO members (merchant_id, username, password_hash)
       SELECT ${id}, 'sbs' || i, 'x' FROM generate_series(1, ${settleMembers}) i;
     INSERT INTO ledger_accounts (merchant_id, kind, purpose, member_id, currency)
       SELECT ${id}, 'player', '', id, '${currency}' FROM members WHERE username LIKE 'sbs%';
     INSERT INTO ledger_accounts (merchant_id, kind, purpose, shard, currency)
       SELECT ${id}, 'house', 'games', s, '${currency}' FROM generate_series(0, 15) s
       ON CONFLICT DO NOTHING;
     INSERT INTO sb_tickets (merchant_id, member_id, request_id, kind, book, currency,
         stake_minor, odds_milli, potential_minor, is_play_money, placed_at)
       SELECT ${id}, m.id, gen_random_uuid(), 'single', 'sports', '${currency}', x.stake, x.odds,
         x.stake * x.odds / 1000, false, now() - interval '3 hours'
       FROM members m CROSS JOIN generate_series(1, ${ticketsPerMember}) n
       CROSS JOIN LATERAL (SELECT 100 * (1 + (m.id + n) % 9) AS stake,
         CASE WHEN (m.id + n) % 20 < 9 THEN 1850 ELSE 2000 END AS odds) x
       WHERE m.username LIKE 'sbs%' ORDER BY m.id, n;
     INSERT INTO sb_legs (ticket_id, leg, selection_id, market_id, event_id, odds_milli)
       SELECT id, 1, CASE WHEN odds_milli = 1850 THEN ${home} ELSE ${away} END, ${market},
         ${event}, odds_milli FROM sb_tickets WHERE id > ${before};
     INSERT INTO vendor_transactions (merchant_id, vassalage, transaction_uuid, kind, member_id,
         round, game_code, currency, amount_minor, created_at)
       SELECT merchant_id, 'KSPORTS', 'sb:' || member_id || ':' || request_id, 'bet', member_id,
         'T' || id, book, currency, stake_minor, placed_at FROM sb_tickets WHERE id ${ofMarket};
     INSERT INTO game_rounds (merchant_id, vassalage, round, member_id, game_code, currency,
         stake_minor, started_at)
       SELECT merchant_id, 'KSPORTS', 'T' || id, member_id, book, currency, stake_minor,
         placed_at FROM sb_tickets WHERE id ${ofMarket};
     UPDATE sb_selections s SET staked_minor = x.total
       FROM (SELECT selection_id, sum(stake_minor) AS total FROM sb_legs l
             JOIN sb_tickets t ON t.id = l.ticket_id WHERE market_id = ${market} GROUP BY 1) x
       WHERE s.id = x.selection_id`,
  );
  await client.query(
    'VACUUM ANALYZE members, ledger_accounts, sb_tickets, sb_legs, vendor_transactions, game_rounds',
  );
  return { market, home, away, ofMarket };
}

/** An admin of the merchant with an authenticator, signed in with a recovery code; its token. */
async function signInTrader(site, client, modules, merchant) {
  const code = 'bench-recovery-1';
  const passwordHash = await modules.hashPassword(traderPassword);
  await client.query(
    `WITH o AS (INSERT INTO operators (merchant_id, username, password_hash, role, created_at,
                  password_changed_at)
                VALUES ($1, 'benchtrader', $2, 'admin', now() - interval '30 days',
                  now() - interval '30 days') RETURNING id),
     f AS (INSERT INTO operator_two_factor (operator_id, secret, enabled_at, created_at)
           SELECT id, $3, now(), now() FROM o)
     INSERT INTO operator_recovery_codes (operator_id, code_hash) SELECT id, $4 FROM o`,
    [merchant.id, passwordHash, randomBytes(20), modules.recoveryCodeHash(code)],
  );
  const body = { username: 'benchtrader', password: traderPassword, code };
  return (await call(site, 'POST', '/ops/api/session', { body })).token;
}

/** Singles through the API beside the debit script, in alternating slices. */
async function measurePlacement({ binary, databaseUrl, merchant, site, tokens, selections, pid }) {
  const turns = new Map();
  let next = 0;
  const bet = (index, clients) => {
    const turn = turns.get(index) ?? 0;
    turns.set(index, turn + 1);
    next += 1;
    const legs = [{ selectionId: selections[next % selections.length].id, odds: 1900 }];
    return call(site, 'POST', '/sportsbook/api/bets', {
      // Never two clients on one member at once: client i bets as i, i + clients, …
      token: tokens[(index + turn * clients) % tokens.length],
      body: { requestId: randomUUID(), stake: '1.00', policy: 'none', legs },
    });
  };
  const concurrencies = betConcurrencies;
  const options = { binary, databaseUrl, merchant, concurrencies, sliceS, rounds, warmUpS };
  const serverMsBefore = cpuMsOf(pid);
  const rows = await besideDebitScript({ ...options, call: bet });
  const placement = rows.map((row) => ({
    clients: row.clients,
    pgbenchDebitScript: row.script,
    bets: row.calls,
    betsToScriptRatio: row.ratio,
  }));
  // The server does little else meanwhile: its CPU is the bets' (pgbench talks to PostgreSQL).
  return { placement, serverMs: cpuMsOf(pid) - serverMsBefore };
}

/**
 * Every stream hears the same text: it is parsed once, so that 5,000 parses in this process (on
 * the server's cores) are not counted as the server's delay.
 */
const parsed = new Map();
function parsedOnce(data) {
  if (!parsed.has(data)) parsed.set(data, JSON.parse(data));
  return parsed.get(data);
}

/** Opens `count` lobby streams of the sports book; onChange(index, change, at) on each change. */
async function openStreams(site, count, onChange) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const url = new URL('/sportsbook/api/stream?book=sports', site.base);
  const requests = [];
  const answered = { count: 0, failed: 0 };
  const openOne = (index) =>
    new Promise((resolve, reject) => {
      const headers = { host: site.host, language: 'en' };
      const request = http.get(url, { agent, headers }, (response) => {
        answered.count += 1;
        if (response.statusCode !== 200) answered.failed += 1;
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          const at = performance.now();
          buffered += chunk;
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            const [name, data] = buffered.slice(0, end).split('\ndata: ');
            buffered = buffered.slice(end + 2);
            if (name === 'event: change') onChange(index, parsedOnce(data), at);
          }
        });
      });
      request.on('error', reject);
      // Sent is enough: the server sends a stream's headers with its first event or heartbeat.
      request.on('finish', resolve);
      requests.push(request);
    });
  // Players arrive in batches, not in one burst past the listen backlog.
  for (let first = 0; first < count; first += 250) {
    const batch = Array.from({ length: Math.min(250, count - first) }, (_, at) => first + at);
    await Promise.all(batch.map(openOne));
  }
  return { answered, close: () => requests.forEach((request) => request.destroy()) };
}

/**
 * Moves the watched market's home odds on the console `changes` times: from sending each change
 * until each stream heard the new odds; and the parts, the console's answer and the first stream.
 */
async function measureFanOut(site, trader, watched) {
  let waiting = null;
  const streams = await openStreams(site, watchers, (index, change, at) => {
    const home = change.markets[0]?.selections.find((selection) => selection.id === watched.home);
    if (!waiting || home?.odds !== waiting.odds || waiting.heard.has(index)) return;
    waiting.heard.add(index);
    waiting.times.push(at - waiting.startedAt);
    if (waiting.heard.size === watchers) waiting.done();
  });
  const move = async (odds) => {
    const startedAt = performance.now();
    const [heard, times] = [new Set(), []];
    const all = new Promise((done) => (waiting = { heard, times, odds, startedAt, done }));
    const body = { odds: [{ selectionId: watched.home, odds }] };
    const path = `/ops/api/sportsbook/markets/${watched.marketId}`;
    const answered = call(site, 'PATCH', path, { token: trader, body });
    const answerMs = await answered.then(() => performance.now() - startedAt);
    await Promise.race([all, sleep(5_000)]);
    waiting = null;
    return { heard, times: sorted(times), answerMs };
  };
  // An uncounted first change: after it, every stream has its first bytes within a heartbeat.
  await move(1600);
  for (let waitedMs = 0; streams.answered.count < watchers && waitedMs < 30_000; waitedMs += 100) {
    await sleep(100);
  }
  const { count, failed } = streams.answered;
  if (count < watchers || failed > 0) {
    throw new Error(`streams: ${count} answered, ${failed} not 200`);
  }
  await sleep(1_000);
  const latencies = [];
  const parts = { answerMs: [], firstMs: [], spreadMs: [] };
  let missed = 0;
  for (let change = 1; change <= changes; change += 1) {
    const { heard, times, answerMs } = await move(1600 + change);
    missed += watchers - heard.size;
    latencies.push(...times);
    parts.answerMs.push(answerMs);
    parts.firstMs.push(times[0] ?? 0);
    parts.spreadMs.push((times.at(-1) ?? 0) - (times[0] ?? 0));
    await sleep(300);
  }
  streams.close();
  const all = sorted(latencies);
  return {
    players: watchers,
    changes,
    deliveries: all.length,
    missed,
    p50Ms: percentile(all, 0.5),
    p99Ms: percentile(all, 0.99),
    maxMs: round2(all.at(-1) ?? 0),
    consoleAnswerP50Ms: median(parts.answerMs),
    firstStreamP50Ms: median(parts.firstMs),
    firstToLastStreamP50Ms: median(parts.spreadMs),
  };
}

/** Latencies of `run` called `count` times one after another, after `warmUp` uncounted calls. */
async function timesOf(run, count, warmUp = 5) {
  for (let index = 0; index < warmUp; index += 1) await run();
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const startedAt = performance.now();
    await run();
    times.push(performance.now() - startedAt);
  }
  return sorted(times);
}

/**
 * The event list over HTTP, one at a time and at -c 8; one at a time again while the console
 * moves a market's odds every 100 ms (each change re-read before the next list); then its parts
 * in this process.
 */
async function measureEventList({ site, modules, databaseUrl, merchant, trader, watched }) {
  // The lobby's first page, as the site asks for it.
  const path = '/sportsbook/api/events?book=sports&state=all';
  const { bytes } = await exchange(site, 'GET', path);
  const { events, total } = JSON.parse(bytes.toString('utf8')).value;
  if (total !== listEvents) throw new Error(`listed ${total} events`);
  const get = () => exchange(site, 'GET', path);
  const largestPath = `${path}&limit=500`;
  const largest = await exchange(site, 'GET', largestPath);
  const row = (times) => ({
    requests: times.length,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
  });
  const sequential = row(await timesOf(get, 200, 30));
  const largestPage = {
    events: 500,
    answerBytes: largest.bytes.length,
    ...row(await timesOf(() => exchange(site, 'GET', largestPath), 100, 10)),
  };
  const concurrent = [];
  const endAt = performance.now() + 5_000;
  await Promise.all(
    Array.from({ length: listClients }, async () => {
      while (performance.now() < endAt) concurrent.push(...(await timesOf(get, 1, 0)));
    }),
  );
  let isMoving = true;
  const moving = (async () => {
    const body = (odds) => ({ odds: [{ selectionId: watched.home, odds }] });
    const marketPath = `/ops/api/sportsbook/markets/${watched.marketId}`;
    for (let step = 0; isMoving; step += 1) {
      await call(site, 'PATCH', marketPath, { token: trader, body: body(1700 + (step % 50)) });
      await sleep(100);
    }
  })();
  const whileOddsMove = row(await timesOf(get, 100, 0));
  isMoving = false;
  await moving;
  // Its parts, by the server's own code on the same data: the book read whole into memory and
  // its answer made (what the first player after a lost notice waits for), and the answer of
  // the book held (what every other player waits for).
  const db = modules.createDatabase(databaseUrl);
  const repository = modules.createBookRepository(db);
  const cache = modules.createBookCache({ repository, nowMs: () => Date.now() });
  const clock = { now: () => new Date() };
  const book = modules.createBookService({ repository, cache, clock });
  const context = { merchant: { id: merchant.id, currency: merchant.currency }, language: 'en' };
  const query = { book: 'sports', state: 'all', limit: events.length };
  const answer = () => book.listAnswer(context, query);
  const parts = {
    readWholeP50Ms: median(
      await timesOf(() => {
        cache.forget();
        return answer();
      }, 10),
    ),
    heldP50Ms: median(await timesOf(answer, 30)),
  };
  await db.destroy();
  return {
    events: total,
    pageEvents: events.length,
    answerBytes: bytes.length,
    sequential,
    largestPage,
    whileOddsMove,
    concurrent: {
      clients: listClients,
      perSecond: concurrent.length / 5,
      ...row(sorted(concurrent)),
    },
    parts,
  };
}

/** Settles the arranged market on the console; checks every winner was paid, in the ledger too. */
async function measureSettlement(site, client, trader, arranged) {
  const results = [
    { selectionId: arranged.home, result: 'win' },
    { selectionId: arranged.away, result: 'lose' },
  ];
  const path = `/ops/api/sportsbook/markets/${arranged.market}/settle`;
  const startedAt = performance.now();
  const answer = await call(site, 'POST', path, { token: trader, body: { results } });
  const seconds = Number(((performance.now() - startedAt) / 1000).toFixed(3));
  const { rows } = await client.query(
    `SELECT count(*)::int AS tickets, count(*) FILTER (WHERE odds_milli = 1850)::int AS winners,
       sum(potential_minor) FILTER (WHERE odds_milli = 1850)::text AS "payoutMinor",
       count(*) FILTER (WHERE status = 'won')::int AS won,
       count(*) FILTER (WHERE status = 'lost')::int AS lost,
       coalesce(sum(paid_minor) FILTER (WHERE status = 'won'), 0)::text AS "paidMinor",
       count(*) FILTER (WHERE status = 'won' AND paid_minor <> potential_minor
                          OR status = 'lost' AND paid_minor <> 0)::int AS "wronglyPaid",
       (SELECT coalesce(sum(amount_minor), 0)::text FROM ledger_transfers
          WHERE kind = 'win' AND reference LIKE 'vendor:KSPORTS:T%') AS "paidInLedgerMinor",
       (SELECT count(*)::int FROM game_rounds
          WHERE vassalage = 'KSPORTS' AND round LIKE 'T%' AND is_closed) AS "closedRounds"
     FROM sb_tickets WHERE id ${arranged.ofMarket}`,
  );
  const [settled] = rows;
  const isPaidInFull =
    settled.won === settled.winners &&
    settled.lost === settled.tickets - settled.winners &&
    settled.wronglyPaid === 0 &&
    settled.paidMinor === settled.payoutMinor &&
    settled.paidInLedgerMinor === settled.payoutMinor &&
    settled.closedRounds === settled.tickets;
  // The minute's settlement job pays a market whose payment is unfinished, the console's too:
  // whether it ran meanwhile, and what the settlement's record says it paid.
  const { rows: jobs } = await client.query(
    `SELECT count(*)::int AS runs FROM pgboss.job
     WHERE name = 'sportsbook-settlement' AND started_on BETWEEN $1 AND now()`,
    [new Date(Date.now() - seconds * 1000)],
  );
  const { rows: recorded } = await client.query(
    `SELECT tickets, paid_minor::text AS "paidMinor" FROM sb_settlements WHERE market_id = $1`,
    [arranged.market],
  );
  const [{ runs }, record] = [jobs[0], recorded[0]];
  return { seconds, answer, ...settled, isPaidInFull, settlementJobRuns: runs, record };
}

export async function measureSportsbook(root) {
  const binary = debianTool('pgbench', 'postgresql-client');
  const loadAverage = { before: os.loadavg().map(round2) };
  const server = await startBenchServer(root, { env: { SPORTS_FEED_SIMULATOR: 'false' } });
  const { databaseUrl } = server;
  const modules = await serverModules(root, {
    createDatabase: 'db/database',
    createBookRepository: 'domains/sportsbook/book/book.repository',
    createBookService: 'domains/sportsbook/book/book.service',
    createBookCache: 'domains/sportsbook/book/book-cache',
    hashPassword: 'lib/passwords',
    recoveryCodeHash: 'domains/platform/desk/totp',
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...betConcurrencies) });
  try {
    const { merchant, tokens } = await arrange(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    const { rows: domains } = await client.query(
      `SELECT domain FROM merchant_domains WHERE merchant_id = $1 AND is_primary AND device = 0`,
      [merchant.id],
    );
    const site = { base: server.base, host: domains[0].domain, agent };
    const { selections, watched } = await arrangeBook(client, merchant);
    const trader = await signInTrader(site, client, modules, merchant);

    // 1. Bets beside the debit script.
    const { pid } = server;
    const bets = { binary, databaseUrl, merchant, site, tokens, selections, pid };
    const { placement, serverMs } = await measurePlacement(bets);
    const { rows: placed } = await client.query(
      `SELECT count(*)::int AS tickets, count(DISTINCT member_id)::int AS members FROM sb_tickets`,
    );
    const serverCpuUsPerBet = Math.round((serverMs * 1000) / placed[0].tickets);

    // 2. A market of 100,000 tickets settled on the console.
    const arranged = await arrangeSettlement(client, merchant);
    const settlement = await measureSettlement(site, client, trader, arranged);

    // 3. Odds to 5,000 streams; 4. the event list.
    const fanOut = await measureFanOut(site, trader, watched);
    const eventList = await measureEventList({
      site,
      modules,
      databaseUrl,
      merchant,
      trader,
      watched,
    });
    await client.end();
    const verify = spawnSync(process.execPath, ['apps/server/dist/ledger-verify.js'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    if (verify.status !== 0) console.error(verify.stdout, verify.stderr);
    loadAverage.after = os.loadavg().map(round2);
    return {
      aims,
      loadAverage,
      isLedgerVerified: verify.status === 0,
      placement,
      betCost: { serverCpuUsPerBet, ...placed[0] },
      settlement: { members: settleMembers, ...settlement },
      fanOut,
      eventList,
      slices: `${rounds} × ${sliceS} s alternating, after ${warmUpS} s of uncounted bets`,
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}
