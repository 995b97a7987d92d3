// Loyalty (issue 36), on one database in one run: in-house slot spins (bet + win through the
// vendor wallet protocol, in the service) with loyalty's tracking on and off, in alternating
// slices after a warm-up slice in each state — on: the points trigger (on deposit orders since
// 0087, which a spin never writes), VIP on (the activity inbox records every member's deposits;
// valid bets are folded off the rounds by its job since 0094) and the rebate's index of closed
// rounds by member; off: none of them (aim: together under 10 % of the spin rate); and the
// point mall's, the reward centre's and the rebate's calls as the site asks them over HTTP for a
// member with 10,000 points records, 10,000 redemptions, 10,000 VIP bonuses, 10,000 rounds to
// rebate (which its missions read too) and 10,000 mission claims (aim p99 under 20 ms each).
// Missions read their progress from the rounds and deposits a spin writes anyway: they add
// nothing to the spin path.
import http from 'node:http';
import pg from 'pg';
import {
  createSpinServices,
  openSpinSessions,
  spinContext,
  spinModules,
  spinSlice,
} from './games.mjs';
import { startBenchServer } from './harness.mjs';
import { arrange, combine, percentile, serverModules } from './transfers.mjs';

const spinClients = 8;
const sliceS = 3;
const rounds = 4;
const records = 10_000;
const requestsPerCall = 400;
const aims = { trackingOverheadMax: 0.1, callP99Ms: 20 };

/** The points programme on, and a member with 10,000 records and 10,000 redemptions. */
async function arrangePoints(client, merchant) {
  await client.query(
    `INSERT INTO points_settings (merchant_id, is_enabled) VALUES ($1, true)
       ON CONFLICT (merchant_id) DO UPDATE SET is_enabled = true;
     INSERT INTO points_tiers (merchant_id, min_deposit_minor, points) VALUES ($1, 0, 10)
       ON CONFLICT DO NOTHING`.replaceAll('$1', merchant.id),
  );
  const {
    rows: [member],
  } = await client.query(`SELECT member_id FROM bench_pairs ORDER BY client LIMIT 1`);
  const id = member.member_id;
  await client.query(
    `SELECT points_transfer(${merchant.id}, points_account(${merchant.id}, 'issued', NULL),
       points_account(${merchant.id}, 'member', ${id}), 1000, ${id}, 'deposit', 10000, '',
       'bench:' || n, 'bench-points:' || n) FROM generate_series(1, ${records}) n`,
  );
  await client.query(
    `WITH r AS (INSERT INTO point_rewards (merchant_id, kind, texts, points, amount_minor)
                VALUES (${merchant.id}, 'cash', '{"en":{"name":"Bench cash","description":""}}',
                  100, 100) RETURNING id, texts)
     INSERT INTO point_redemptions (merchant_id, member_id, reward_id, request_id, kind, texts,
         points, amount_minor, turnover_multiple, status)
       SELECT ${merchant.id}, ${id}, r.id, 'bench-' || n, 'cash', r.texts, 100, 100, 0,
         (ARRAY['approved', 'rejected', 'in_process'])[n % 3 + 1]
       FROM r, generate_series(1, ${records}) n;
     INSERT INTO point_rewards (merchant_id, kind, texts, points, amount_minor, sort_order)
       SELECT ${merchant.id}, 'cash', '{"en":{"name":"Bench cash","description":""}}', 100 * n,
         100 * n, n FROM generate_series(1, 30) n`,
  );
  await client.query(
    'VACUUM ANALYZE points_transfers, point_redemptions, point_rewards, points_accounts',
  );
}

/**
 * The same member at the demo's Gold level (pinned), with 10,000 expired VIP bonuses and 10,000
 * closed slot rounds since the rebate started, none claimed: the reward centre, the rebate's
 * preview and the missions read all of them (folded into the member's day by the job).
 */
async function arrangeRewards(client, merchant) {
  const {
    rows: [member],
  } = await client.query(`SELECT member_id FROM bench_pairs ORDER BY client LIMIT 1`);
  const id = member.member_id;
  await client.query(
    `INSERT INTO vip_members (member_id, merchant_id, rank, best_rank, pinned_rank, reached_at)
       VALUES (${id}, ${merchant.id}, 3, 3, 3, now())
       ON CONFLICT (member_id) DO UPDATE SET rank = 3, best_rank = 3, pinned_rank = 3;
     UPDATE rebate_settings SET started_at = now() - interval '2 days'
       WHERE merchant_id = ${merchant.id};
     INSERT INTO vip_bonuses (merchant_id, member_id, kind, rank, period, amount_minor,
         turnover_multiple, created_at, expires_at)
       SELECT ${merchant.id}, ${id}, 'weekly', 3, 'B' || n, 1000, 1,
         now() - interval '30 days', now() - interval '16 days'
       FROM generate_series(1, ${records}) n;
     INSERT INTO game_rounds (merchant_id, vassalage, round, member_id, game_code, currency,
         stake_minor, payout_minor, is_closed, started_at, closed_at)
       SELECT ${merchant.id}, 'KHELA', 'bench-rebate-' || n, ${id},
         (SELECT code FROM games WHERE merchant_id = ${merchant.id} AND vassalage = 'KHELA'
           ORDER BY id LIMIT 1), '${merchant.currency}', 1000, n % 3 * 700, true,
         now() - interval '1 day', now() - interval '1 day' + n * interval '1 second'
       FROM generate_series(1, ${records}) n`,
  );
  await arrangeMissions(client, merchant, id);
  // The minute's job folds the rounds closed up to five minutes ago into the member's days.
  for (let more = true; more;) {
    const { rows } = await client.query(`SELECT round_days_fold($1, now()) AS more`, [merchant.id]);
    more = rows[0].more;
  }
  await client.query(
    `VACUUM ANALYZE vip_bonuses, vip_members, game_rounds, rebate_claims, missions, mission_claims,
       round_days`,
  );
}

/**
 * The demo's kind of missions (three daily on slot spins, bets and a win streak, three weekly
 * on deposits, live bets and invited friends), 10,000 claims of past days by the member, and
 * this week's claims of the other bench members for the leaderboard.
 */
async function arrangeMissions(client, merchant, memberId) {
  const game = `(SELECT code FROM games WHERE merchant_id = ${merchant.id} AND vassalage = 'KHELA'
    ORDER BY id LIMIT 1)`;
  await client.query(
    `INSERT INTO missions (merchant_id, names, period, kind, game_type, vassalage, game_code,
         target, reward_minor, score, sort_order, created_at, updated_at)
       VALUES
         (${merchant.id}, '{"en":"Spin 20"}', 'day', 'play', NULL, 'KHELA', ${game}, 20, 500, 10,
           0, now(), now()),
         (${merchant.id}, '{"en":"Bet 500"}', 'day', 'bet', 'RNG', NULL, NULL, 50000, 1000, 20,
           1, now(), now()),
         (${merchant.id}, '{"en":"3 wins"}', 'day', 'win_streak', NULL, NULL, NULL, 3, 800, 15,
           2, now(), now()),
         (${merchant.id}, '{"en":"Deposit"}', 'week', 'deposit', NULL, NULL, NULL, 200000, 5000,
           50, 3, now(), now()),
         (${merchant.id}, '{"en":"Live"}', 'week', 'bet', 'LIVE', NULL, NULL, 100000, 1500, 30, 4,
           now(), now()),
         (${merchant.id}, '{"en":"Invite"}', 'week', 'invite', NULL, NULL, NULL, 1, 3000, 40, 5,
           now(), now());
     INSERT INTO mission_claims (merchant_id, mission_id, member_id, period, request_id, progress,
         amount_minor, turnover_multiple, score, transfer_id, created_at)
       SELECT ${merchant.id}, (SELECT min(id) FROM missions WHERE merchant_id = ${merchant.id}),
         ${memberId}, 'P' || n, gen_random_uuid(), 20, 500, 1, 10,
         (SELECT min(id) FROM ledger_transfers), now() - interval '400 days' + n * interval '1 hour'
       FROM generate_series(1, ${records}) n;
     INSERT INTO mission_claims (merchant_id, mission_id, member_id, period, request_id, progress,
         amount_minor, turnover_multiple, score, transfer_id, created_at)
       SELECT ${merchant.id}, (SELECT min(id) FROM missions WHERE merchant_id = ${merchant.id}),
         p.member_id, 'bench-now', gen_random_uuid(), 20, 500, 1, 10 * p.client,
         (SELECT min(id) FROM ledger_transfers), now()
       FROM bench_pairs p`,
  );
}

/** One GET as the site makes it: the time to its whole answer, which must be a success. */
function timedGet(site, path, token) {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, site.base),
      { headers: { host: site.host, language: 'en', authorization: token }, agent: site.agent },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (response.statusCode !== 200 || !answer.success) {
            reject(new Error(`${path}: ${response.statusCode}`));
          } else resolve(performance.now() - startedAt);
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function measureCalls(site, token) {
  const calls = [
    '/wps/relay/MCS2_getPointBalance',
    '/wps/relay/MCS2_getPointReward',
    '/wps/relay/MCS2_getRedeemPointList?page=1&size=20',
    '/wps/relay/ODSFE2_MemTransDet?page=1&size=20',
    '/wps/relay/ODSFE2_MemTransDet?page=50&size=20',
    '/wps/rewards',
    '/wps/rewards/count',
    '/wps/rebate',
    '/wps/rebate/claims?pageNo=1&pageSize=20',
    '/wps/vip',
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    '/wps/relay/MCSFE_getMissionLeaderboard?span=week',
    '/wps/missions/count',
  ];
  const rows = [];
  for (const path of calls) {
    for (let index = 0; index < 20; index += 1) await timedGet(site, path, token);
    const times = [];
    for (let index = 0; index < requestsPerCall; index += 1)
      times.push(await timedGet(site, path, token));
    times.sort((a, b) => a - b);
    rows.push({ call: path, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) });
  }
  return rows;
}

/** Spins with loyalty's tracking on and off, alternating; answers both and the overhead. */
async function measureTracking(client, house, context, tokens, merchant) {
  // The rebate's index as the migrations made it, to make again after dropping it.
  const {
    rows: [index],
  } = await client.query(
    `SELECT pg_get_indexdef('game_rounds_member_closed'::regclass) AS definition`,
  );
  const toggle = async (isOn) => {
    await client.query(
      `ALTER TABLE deposit_orders ${isOn ? 'ENABLE' : 'DISABLE'} TRIGGER points_earn_deposits;
       UPDATE vip_settings SET is_enabled = ${isOn} WHERE merchant_id = ${merchant.id}`,
    );
    await client.query(
      isOn
        ? index.definition.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS')
        : 'DROP INDEX IF EXISTS game_rounds_member_closed',
    );
  };
  // A slice in each state first, not counted: the server's first spins (its caches, the
  // tables' first pages, the jobs starting) would otherwise weigh on the state measured first.
  for (const isOn of [true, false]) {
    await toggle(isOn);
    await spinSlice(house, context, tokens, spinClients, sliceS);
  }
  const slices = { on: [], off: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const isOn of round % 2 === 0 ? [true, false] : [false, true]) {
      await toggle(isOn);
      slices[isOn ? 'on' : 'off'].push(
        await spinSlice(house, context, tokens, spinClients, sliceS),
      );
    }
  }
  await toggle(true);
  const on = combine(slices.on);
  const off = combine(slices.off);
  return { clients: spinClients, on, off, overhead: Number((1 - on.tps / off.tps).toFixed(3)) };
}

export async function measureLoyalty(root) {
  const server = await startBenchServer(root, { env: { SPORTS_FEED_SIMULATOR: 'false' } });
  const { databaseUrl } = server;
  const modules = await serverModules(root, spinModules);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  try {
    const { merchant, tokens } = await arrange(databaseUrl);
    await client.connect();
    const { rows: domains } = await client.query(
      `SELECT domain FROM merchant_domains WHERE merchant_id = $1 AND is_primary AND device = 0`,
      [merchant.id],
    );
    await arrangePoints(client, merchant);
    const { rows: members } = await client.query(
      `SELECT member_id FROM bench_pairs ORDER BY client LIMIT ${spinClients}`,
    );
    const { db, vendorWallet, house } = createSpinServices(modules, databaseUrl, {
      now: () => new Date(),
    });
    const spinTokens = await openSpinSessions(vendorWallet, merchant, members);
    const tracking = await measureTracking(
      client,
      house,
      spinContext(merchant),
      spinTokens,
      merchant,
    );
    await arrangeRewards(client, merchant);
    await db.destroy();
    const site = { base: server.base, host: domains[0].domain, agent };
    const calls = await measureCalls(site, tokens[0]);
    return { aims, records, tracking, calls, slices: `${rounds} × 2 × ${sliceS} s alternating` };
  } finally {
    await client.end().catch(() => undefined);
    agent.destroy();
    await server.stop();
  }
}
