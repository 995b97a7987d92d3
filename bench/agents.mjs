// The agent network (issue 31): a generated tree of 100,000 members under 1,000 agents (depth
// up to 8) with the folded figures of 10,000,000 bets over 60 days, in the real server's
// database (the figures, not the bets: reports read only the figures). Through HTTP, one
// request at a time, for the agent with the biggest team: p50/p99 and server + database CPU
// per request of the team overview, the subtree search and the profit-and-loss report (aims:
// p99 under 50, 20 and 50 ms). Then in-house slot spins per second of members in a team with
// the activity trigger on and off, in alternating slices of one run (aim: on / off at least
// 0.9), and one pass of the fold over the inbox those spins filled.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { cpuMsOf, startBenchServer } from './harness.mjs';
import {
  createSpinServices,
  openSpinSessions,
  percentile,
  spinContext,
  spinModules,
  spinSlice,
} from './games.mjs';
import { arrange, combine, serverModules } from './transfers.mjs';

/** Agents per level of the tree: a few top agents, each level below a little wider. */
const agentsPerLevel = [5, 15, 40, 80, 140, 200, 240, 280];
const memberCount = 100_000;
/** Members placed through the real trigger; the rest go in set-based, the same way. */
const membersByTrigger = 2_000;
/** Days of folded figures, ending today in the merchant's time zone. */
const windowDays = 60;
/** Sequential requests per route (after warmUpRequests uncounted ones), in rounds. */
const requestsPerRoute = 300;
const requestRounds = 10;
const warmUpRequests = 30;
/** Requests to a route measured for comparison that takes seconds an answer. */
const slowRouteRequests = 20;
/** Prefixes that hit a tenth of the team, a fortieth, a handful and nobody. */
const searchPrefixes = ['ra', 'rahim', 'rahim12', 'zzq'];
const spinClients = 8;
const spinSliceS = 4;
const spinRounds = 8;
/** One pass of the fold job's function over the inbox the spins filled. */
const foldLimit = 10_000;
const aims = { overviewP99Ms: 50, profitLossP99Ms: 50, searchP99Ms: 20, withToWithout: 0.9 };
/** The fold's advisory lock: held by the bench so the server's job leaves the inbox alone. */
const foldLockSql = `hashtext('agent_team_fold')`;

/** First names the members' usernames start with (a prefix search hits some, misses others). */
const names = (
  'rahim karim rana raju sumon shakil nayem hasan hossain jahid arif sabbir tanvir imran rakib ' +
  'sakib mamun babu ripon sohel faruk milon shanto rifat tuhin anik apu ovi pavel nasir somchai ' +
  'somsak niran anan kittisak chai preecha wichai arthit decha'
).split(' ');

/** A pseudo-random number 0..2^31-1 of an integer expression, the same on every run. */
const hash = (expression) => `(hashint8((${expression})::bigint) & 2147483647)`;

/** Runs one step of the fixture, keeps its seconds and says so (a long run shows progress). */
export async function timed(step, seconds, work) {
  const startedAt = performance.now();
  const result = await work();
  seconds[step] = Number(((performance.now() - startedAt) / 1000).toFixed(1));
  console.log(`agents fixture: ${step} ${seconds[step]} s`);
  return result;
}

/**
 * The agents, level by level, each under an agent of the level above (skewed towards the
 * first, so one top agent has a large team), then the members under agents of any level.
 * Agents and the first members go in through members.upline_id, so the real trigger builds
 * their part of agent_tree and queues their registrations, as registrations do. The trigger
 * costs about a millisecond a member here, so the other members go in set-based with the
 * trigger off (PostgreSQL's replica role, as a restore loads data), with the tree rows and
 * registrations the trigger would have written, dated as it dates them; a check then holds
 * the trigger's own rows equal to that construction.
 */
export async function generateTree(client, merchant, seconds) {
  await client.query(`CREATE TEMP TABLE bench_agents (level int, idx int, id bigint)`);
  await timed('agents', seconds, async () => {
    for (const [level, count] of agentsPerLevel.entries()) {
      const parentCount = agentsPerLevel[level - 1] ?? 0;
      await client.query(
        `WITH made AS (
           INSERT INTO members (merchant_id, username, password_hash, is_agent, upline_id,
               affiliate_code, created_at)
           SELECT $1, 'agent' || $2 || 'x' || j, 'x', CASE WHEN $2 = 0 THEN 1 ELSE 2 END, p.id,
               'BA' || $2 || 'X' || j, now() - make_interval(days => 200 - $2 * 10)
             FROM generate_series(1, $3::int) j
             LEFT JOIN bench_agents p ON p.level = $2 - 1
               AND p.idx = 1 + floor($4 * power(${hash('$2 * 100000 + j')} / 2147483648.0, 2))
             ORDER BY j
           RETURNING id, username
         )
         INSERT INTO bench_agents SELECT $2, split_part(username, 'x', 2)::int, id FROM made`,
        [merchant.id, level, count, parentCount],
      );
    }
    // The trigger's statements are planned on what the planner knows of the tree: tell it.
    await client.query('ANALYZE members, agent_tree');
  });
  await client.query(
    `CREATE TEMP TABLE bench_members (id bigint, upline_id bigint, created_at timestamptz,
       joined date, activity_percent int, is_by_trigger boolean)`,
  );
  // Members joined over the last 120 days, between 08:00 and 18:00 of the merchant's day.
  const insertMembers = (first, last, isByTrigger) =>
    client.query(
      `WITH agents AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM bench_agents),
       made AS (
         INSERT INTO members (merchant_id, username, password_hash, upline_id, created_at)
         SELECT $1, ($2::text[])[${hash('i')} % $3 + 1] || i, 'x', a.id,
             (((now() AT TIME ZONE $4)::date - (1 + ${hash('i + 7000000')} % 120))
               + make_interval(hours => 8, mins => i % 600)) AT TIME ZONE $4
           FROM generate_series($5::int, $6::int) i
           JOIN agents a ON a.rn = 1 + ${hash('i + 9000000')} % $7
           ORDER BY i
         RETURNING id, upline_id, created_at
       )
       INSERT INTO bench_members
       SELECT id, upline_id, created_at, (created_at AT TIME ZONE $4)::date,
           5 + ${hash('id + 5000000')} % 31, $8
         FROM made`,
      [
        ...[merchant.id, names, names.length, merchant.timezone, first, last],
        agentsPerLevel.reduce((sum, count) => sum + count, 0),
        isByTrigger,
      ],
    );
  await timed('membersByTrigger', seconds, () => insertMembers(1, membersByTrigger, true));
  // What the trigger writes for a member placed under its upline: the upline at depth 1 and
  // everyone above it one level deeper, from the member's registration on.
  const expectedRows = (which) =>
    `SELECT above.ancestor_id, m.id AS descendant_id, above.depth, m.created_at AS valid_from
       FROM bench_members m
       CROSS JOIN LATERAL (
         SELECT m.upline_id AS ancestor_id, 1 AS depth
         UNION ALL
         SELECT a.ancestor_id, a.depth + 1 FROM agent_tree a
           WHERE a.descendant_id = m.upline_id AND a.valid_to IS NULL) above
       WHERE m.is_by_trigger = ${which}`;
  await timed('membersSetBased', seconds, async () => {
    await client.query(`SET session_replication_role = replica`);
    try {
      await insertMembers(membersByTrigger + 1, memberCount, false);
      await client.query(
        `INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth, valid_from)
         SELECT $1, e.* FROM (${expectedRows(false)}) e ORDER BY e.descendant_id`,
        [merchant.id],
      );
      await client.query(
        `INSERT INTO agent_team_sizes AS s (member_id, merchant_id, team_size)
         SELECT e.ancestor_id, $1, count(*) FROM (${expectedRows(false)}) e
           GROUP BY e.ancestor_id
         ON CONFLICT (member_id) DO UPDATE SET team_size = s.team_size + excluded.team_size`,
        [merchant.id],
      );
      await client.query(
        `INSERT INTO agent_activity_inbox (merchant_id, member_id, at, day, figure, amount_minor)
         SELECT $1, id, created_at, joined, 'registered', 0 FROM bench_members
           WHERE NOT is_by_trigger ORDER BY id`,
        [merchant.id],
      );
    } finally {
      await client.query(`RESET session_replication_role`);
    }
  });
  const {
    rows: [check],
  } = await client.query(
    `SELECT
       (SELECT count(*) FROM (${expectedRows(true)}
          EXCEPT SELECT ancestor_id, descendant_id, depth, valid_from FROM agent_tree t
            WHERE t.descendant_id IN (SELECT id FROM bench_members WHERE is_by_trigger)) x)
       + (SELECT count(*) FROM (SELECT ancestor_id, descendant_id, depth, valid_from
            FROM agent_tree t
            WHERE t.descendant_id IN (SELECT id FROM bench_members WHERE is_by_trigger)
          EXCEPT ${expectedRows(true)}) y)
       + (SELECT count(*) FROM bench_members m WHERE m.is_by_trigger AND NOT EXISTS (
            SELECT 1 FROM agent_activity_inbox i WHERE i.member_id = m.id
              AND i.figure = 'registered' AND i.at = m.created_at AND i.day = m.joined))
       + (SELECT count(*) FROM (
            SELECT ancestor_id, count(*)::int FROM agent_tree WHERE valid_to IS NULL
              GROUP BY ancestor_id
            EXCEPT SELECT member_id, team_size FROM agent_team_sizes) z)
       AS differences`,
  );
  if (Number(check.differences) !== 0) {
    throw new Error(`the set-based tree differs from the trigger's: ${check.differences} rows`);
  }
}

/**
 * What 10,000,000 bets over the window leave in the figures, without the bets: each member
 * plays on some days after it joined (5 to 35 % of them), 1 to 21 bets of one stake a day at
 * one vendor, with deposits, withdrawals and bonuses on some of those days. The member days are
 * that; every other figure is summed from them through the tree, as the fold would have.
 */
export async function generateFigures(client, merchant, tables, seconds) {
  // Bulk rows whose keys come from the members just made: loaded without the foreign-key
  // checks (the replica role), as a restore would; the aggregate tables have no triggers.
  await client.query(`SET session_replication_role = replica`);
  try {
    await generateSums(client, merchant, tables, seconds);
  } finally {
    await client.query(`RESET session_replication_role`);
  }
  // The registrations the trigger queued (and those set-based beside them): folded by the
  // fold itself, which adds them to the new members of each team's day.
  await timed('foldRegistrations', seconds, () => client.query(`SELECT agent_team_fold(1000000)`));
}

/** Member days, then every sum over the tree the fold keeps, set-based. */
async function generateSums(client, merchant, tables, seconds) {
  const { rows: vendorRows } = await client.query(
    `SELECT DISTINCT vassalage FROM vendors WHERE merchant_id = $1 AND wallet_mode = 'seamless'
      ORDER BY vassalage LIMIT 8`,
    [merchant.id],
  );
  const vendors = vendorRows.map((row) => row.vassalage);
  await timed('memberDays', seconds, async () => {
    await client.query(
      `CREATE TEMP TABLE bench_days AS
       SELECT m.id AS member_id, x.day, ${hash('m.id * 64 + d + 1000000000000')} AS h2,
           1 + (x.h / 100) % 21 AS bets,
           (ARRAY[100, 200, 500, 1000, 2000])[(x.h / 2100) % 5 + 1] AS stake,
           ($3::text[])[(x.h / 10500) % $4 + 1] AS vassalage,
           -- One hour of the day holds the member's play; today's is not in the future.
           least((x.day + make_interval(hours => (x.h / 84000) % 24)) AT TIME ZONE $1,
             greatest(x.day::timestamp AT TIME ZONE $1, date_trunc('hour', now()))) AS hour
         FROM bench_members m
         CROSS JOIN generate_series(0, $2 - 1) d
         CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE $1)::date - d AS day,
             ${hash('m.id * 64 + d')} AS h) x
         WHERE x.day > m.joined AND x.h % 100 < m.activity_percent`,
      [merchant.timezone, windowDays, vendors, vendors.length],
    );
    await client.query(
      `INSERT INTO agent_member_days (merchant_id, member_id, day, deposit_minor, deposit_count,
           withdrawal_minor, withdrawal_count, bet_minor, bet_count, payout_minor, bonus_minor)
       SELECT $1, member_id, day,
           CASE WHEN (h2 / 56) % 10 < 3 THEN (1 + (h2 / 560) % 50) * 10000 ELSE 0 END,
           ((h2 / 56) % 10 < 3)::int,
           CASE WHEN (h2 / 56) % 10 = 9 THEN (1 + (h2 / 560) % 20) * 20000 ELSE 0 END,
           ((h2 / 56) % 10 = 9)::int,
           bets * stake, bets, bets * stake * (70 + h2 % 56) / 100,
           CASE WHEN (h2 / 28000) % 20 = 0 THEN 5000 ELSE 0 END
         FROM bench_days ORDER BY member_id, day`,
      [merchant.id],
    );
  });
  if (tables.has('agent_member_game_days')) {
    await timed('memberGameDays', seconds, () =>
      client.query(
        `INSERT INTO agent_member_game_days (merchant_id, member_id, day, vassalage, bet_minor,
             bet_count, payout_minor)
         SELECT $1, d.member_id, d.day, b.vassalage, d.bet_minor, d.bet_count, d.payout_minor
           FROM agent_member_days d JOIN bench_days b USING (member_id, day)
           WHERE d.merchant_id = $1`,
        [merchant.id],
      ),
    );
  }
  const sums = `sum(d.deposit_minor), sum(d.deposit_count), sum(d.withdrawal_minor),
      sum(d.withdrawal_count), sum(d.bet_minor), sum(d.bet_count), sum(d.payout_minor)`;
  const inTeam = `JOIN agent_tree t ON t.descendant_id = d.member_id AND t.valid_to IS NULL`;
  await timed('teamDays', seconds, () =>
    client.query(
      `INSERT INTO agent_team_days (merchant_id, agent_id, day, deposit_minor, deposit_count,
           withdrawal_minor, withdrawal_count, bet_minor, bet_count, payout_minor, bonus_minor)
       SELECT $1, t.ancestor_id, d.day, ${sums}, sum(d.bonus_minor)
         FROM agent_member_days d ${inTeam}
         WHERE d.merchant_id = $1
         GROUP BY t.ancestor_id, d.day ORDER BY t.ancestor_id, d.day`,
      [merchant.id],
    ),
  );
  if (tables.has('agent_team_game_days')) {
    await timed('teamGameDays', seconds, () =>
      client.query(
        `INSERT INTO agent_team_game_days (merchant_id, agent_id, day, vassalage, bet_minor,
             bet_count, payout_minor)
         SELECT $1, t.ancestor_id, d.day, d.vassalage, sum(d.bet_minor), sum(d.bet_count),
             sum(d.payout_minor)
           FROM agent_member_game_days d ${inTeam}
           WHERE d.merchant_id = $1
           GROUP BY t.ancestor_id, d.day, d.vassalage
           ORDER BY t.ancestor_id, d.day, d.vassalage`,
        [merchant.id],
      ),
    );
  }
  if (tables.has('agent_team_hours')) {
    // The fold keeps hours of the last three days only.
    await timed('teamHours', seconds, () =>
      client.query(
        `INSERT INTO agent_team_hours (merchant_id, agent_id, hour, deposit_minor,
             withdrawal_minor, bet_minor, bet_count, payout_minor)
         SELECT $1, t.ancestor_id, b.hour, sum(d.deposit_minor), sum(d.withdrawal_minor),
             sum(d.bet_minor), sum(d.bet_count), sum(d.payout_minor)
           FROM agent_member_days d JOIN bench_days b USING (member_id, day) ${inTeam}
           WHERE d.merchant_id = $1 AND b.hour > now() - interval '3 days'
           GROUP BY t.ancestor_id, b.hour ORDER BY t.ancestor_id, b.hour`,
        [merchant.id],
      ),
    );
  }
  // Members seen betting in each day, ISO week and month of each team they are in: counted
  // for every period, but the members themselves kept only for the recent periods the
  // server's prune keeps (a day for 3 days, a week for 14, a month for 62): an older set is
  // never read again, and all of them (ten million rows) would take most of the fixture's time.
  await timed('activeMembers', seconds, async () => {
    const periods = [
      ['day', (day) => day, 3],
      ['week', (day) => `date_trunc('week', ${day})::date`, 14],
      ['month', (day) => `date_trunc('month', ${day})::date`, 62],
    ];
    for (const [period, startOf, keptDays] of periods) {
      await client.query(
        `CREATE TEMP TABLE bench_active_${period} AS
         SELECT DISTINCT d.member_id, ${startOf('d.day')} AS period_start
           FROM agent_member_days d WHERE d.merchant_id = $1 AND d.bet_count > 0`,
        [merchant.id],
      );
      await client.query(
        `INSERT INTO agent_team_active_counts (merchant_id, agent_id, period, period_start,
             active_members)
         SELECT $1, t.ancestor_id, $2, p.period_start, count(*)
           FROM bench_active_${period} p
           JOIN agent_tree t ON t.descendant_id = p.member_id AND t.valid_to IS NULL
           GROUP BY t.ancestor_id, p.period_start`,
        [merchant.id, period],
      );
      await client.query(
        `INSERT INTO agent_team_active_members (agent_id, period, period_start, member_id)
         SELECT t.ancestor_id, $1, p.period_start, p.member_id
           FROM bench_active_${period} p
           JOIN agent_tree t ON t.descendant_id = p.member_id AND t.valid_to IS NULL
           WHERE p.period_start >= (now() AT TIME ZONE $2)::date - $3::int
           ORDER BY 1, 3, 4`,
        [period, merchant.timezone, keptDays],
      );
    }
  });
}

/** Table sizes of the fixture, and the bets its figures stand for. */
async function fixtureSizes(client, merchant) {
  const count = async (sql, values = [merchant.id]) =>
    Number((await client.query(sql, values)).rows[0].count);
  return {
    agents: await count(`SELECT count(*) FROM bench_agents`, []),
    members: await count(`SELECT count(*) FROM bench_members`, []),
    maxDepth: await count(`SELECT max(depth) AS count FROM agent_tree WHERE merchant_id = $1`),
    agentTreeRows: await count(`SELECT count(*) FROM agent_tree WHERE merchant_id = $1`),
    betsRepresented: await count(
      `SELECT sum(bet_count) AS count FROM agent_member_days WHERE merchant_id = $1`,
    ),
    memberDays: await count(`SELECT count(*) FROM agent_member_days WHERE merchant_id = $1`),
    teamDays: await count(`SELECT count(*) FROM agent_team_days WHERE merchant_id = $1`),
    activeMemberRowsKept: await count(`SELECT count(*) FROM agent_team_active_members`, []),
    activeCountRows: await count(
      `SELECT count(*) FROM agent_team_active_counts WHERE merchant_id = $1`,
    ),
  };
}

/** Tables of the agent figures this database has (reports added later bring their own). */
export async function figureTables(client) {
  const { rows } = await client.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name LIKE 'agent\\_%'`,
  );
  return new Set(rows.map((row) => row.table_name));
}

/** A session for a member, as the sign-in stores one (the token only as its SHA-256). */
async function sessionFor(client, merchant, memberId) {
  const token = crypto.randomUUID().replaceAll('-', '') + crypto.randomUUID().replaceAll('-', '');
  await client.query(
    `INSERT INTO member_sessions (token_hash, member_id, merchant_id, created_at, last_seen_at,
       expires_at) VALUES (sha256($1::bytea), $2, $3, now(), now(), now() + interval '1 day')`,
    [Buffer.from(token), memberId, merchant.id],
  );
  return token;
}

/** The process and every process below it (the server, its PostgreSQL and its backends). */
function processTree(pid) {
  const parentOf = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone since the listing.
    }
  }
  const tree = new Set([pid]);
  let isGrowing = true;
  while (isGrowing) {
    isGrowing = false;
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        isGrowing = true;
      }
    }
  }
  return [...tree];
}

/** CPU time (ms) each process of the server and its database has used so far, by pid. */
function serverCpuMs(pid) {
  const used = new Map();
  for (const each of processTree(pid)) {
    try {
      used.set(each, cpuMsOf(each));
    } catch {
      // Gone since the listing.
    }
  }
  return used;
}

/**
 * CPU (ms) the server's processes used between two samples: a process that began meanwhile
 * counts whole; one that ended meanwhile (an idle pool connection closing) is left out.
 */
function cpuBetween(before, after) {
  let total = 0;
  for (const [pid, afterMs] of after) total += afterMs - (before.get(pid) ?? 0);
  return total;
}

/**
 * `count` requests one after another: their latencies in ms and the CPU (ms) the server and
 * its database spent on them, which other load on the host's two cores moves far less than the
 * latencies. A failure answers its status and body.
 */
async function sequential(url, headers, count, serverPid) {
  let last = '';
  const latencies = [];
  const cpuBefore = serverCpuMs(serverPid);
  for (let index = 0; index < count; index += 1) {
    const startedAt = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    latencies.push(performance.now() - startedAt);
    if (!response.ok) return { status: response.status, body };
    last = body;
  }
  return { status: 200, last, latencies, cpuMs: cpuBetween(cpuBefore, serverCpuMs(serverPid)) };
}

/**
 * The agent's routes one request at a time, in rounds that take a slice of each route in turn
 * (so a burst of other work on the host falls on every route alike): the overview, the subtree
 * search with prefixes that hit many, some, few and none, the profit-and-loss report of the
 * last 30 days, and without an aim the whole team's list and team betting by vendor (the
 * team's own rows). The reference is the cheapest signed-in call (the session and the member's
 * row): its p99 is this host's floor. Team betting by member (every member's rows) takes
 * seconds and is measured alone, with fewer requests.
 */
async function measureRoutes(server, headers, client, merchant, agentId) {
  const {
    rows: [{ today, from }],
  } = await client.query(
    `SELECT (now() AT TIME ZONE $1)::date::text AS today,
        ((now() AT TIME ZONE $1)::date - 29)::text AS from`,
    [merchant.timezone],
  );
  const range = `from=${from}&to=${today}`;
  const search = (prefix) => ({
    route: `search "${prefix}"`,
    kind: 'search',
    path: `/wps/agent/team/members?scope=all&q=${prefix}`,
    prefix,
    aimMs: aims.searchP99Ms,
  });
  const plan = [
    { route: 'reference: member info', kind: 'reference', path: '/wps/member/info' },
    {
      route: 'team overview',
      kind: 'overview',
      path: '/wps/agent/team/overview',
      aimMs: aims.overviewP99Ms,
    },
    ...searchPrefixes.map(search),
    {
      route: 'profit and loss, 30 days',
      kind: 'profitLoss',
      path: `/wps/agent/reports/profit-loss?${range}`,
      aimMs: aims.profitLossP99Ms,
    },
    { route: 'team list, no search', kind: 'list', path: '/wps/agent/team/members?scope=all' },
    {
      route: 'team betting by vendor, 30 days',
      kind: 'betting',
      path: `/wps/agent/reports/betting?${range}&groupBy=vendor`,
    },
  ];
  const slow = {
    route: 'team betting by member, 30 days',
    kind: 'betting',
    path: `/wps/agent/reports/betting?${range}`,
  };
  const taken = new Map(plan.map((step) => [step, { latencies: [], cpuMs: 0, last: '' }]));
  const take = async (step, count, isCounted) => {
    const result = await sequential(`${server.base}${step.path}`, headers, count, server.pid);
    if (result.status !== 200) {
      throw new Error(`${step.route}: HTTP ${result.status} ${result.body.slice(0, 300)}`);
    }
    if (!isCounted) return;
    const sums = taken.get(step) ?? { latencies: [], cpuMs: 0, last: '' };
    sums.latencies.push(...result.latencies);
    sums.cpuMs += result.cpuMs;
    sums.last = result.last;
    taken.set(step, sums);
  };
  for (const step of plan) await take(step, warmUpRequests, false);
  for (let round = 0; round < requestRounds; round += 1) {
    for (const step of plan) await take(step, requestsPerRoute / requestRounds, true);
  }
  await take(slow, 2, false);
  await take(slow, slowRouteRequests, true);
  const rows = [];
  for (const step of [...plan, slow]) {
    const { latencies, cpuMs, last } = taken.get(step);
    latencies.sort((a, b) => a - b);
    const p99Ms = percentile(latencies, 0.99);
    rows.push({
      route: step.route,
      kind: step.kind,
      path: step.path,
      requests: latencies.length,
      matches: step.prefix === undefined ? null : await matchesOf(client, agentId, step.prefix),
      teamSize: JSON.parse(last).value.teamSize ?? null,
      p50Ms: percentile(latencies, 0.5),
      p99Ms,
      cpuMsPerRequest: Number((cpuMs / latencies.length).toFixed(1)),
      aimP99Ms: step.aimMs ?? null,
      isMet: step.aimMs === undefined ? null : p99Ms < step.aimMs,
    });
  }
  return rows;
}

/** How many of the agent's team now have a username starting with `prefix`. */
async function matchesOf(client, agentId, prefix) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS count FROM agent_tree t JOIN members m ON m.id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.valid_to IS NULL AND starts_with(m.username, $2)`,
    [agentId, prefix],
  );
  return rows[0].count;
}

/**
 * Spins (bet + win) of members in the agent's team with the activity trigger on and off, in
 * alternating slices of one run; then one pass of the fold over the inbox the spins filled.
 */
async function measureTriggerCost(root, server, lock, merchant, agentId) {
  const modules = await serverModules(root, spinModules);
  const { db, vendorWallet, house } = createSpinServices(modules, server.databaseUrl, {
    now: () => new Date(),
  });
  try {
    const { rows: members } = await lock.query('SELECT member_id FROM bench_pairs ORDER BY client');
    // The spinning members join the deepest branch of the agent's team (the most uplines
    // each activity is attributed to), through the trigger as a move would.
    const memberIds = members.map((member) => member.member_id);
    await lock.query(`UPDATE members SET upline_id = $1 WHERE id = ANY ($2::bigint[])`, [
      agentId,
      memberIds,
    ]);
    const {
      rows: [{ uplines }],
    } = await lock.query(
      `SELECT count(*)::int AS uplines FROM agent_tree
        WHERE descendant_id = $1 AND valid_to IS NULL`,
      [memberIds[0]],
    );
    const tokens = await openSpinSessions(vendorWallet, merchant, members);
    const context = spinContext(merchant);
    const setTrigger = (isOn) =>
      lock.query(
        `ALTER TABLE ledger_transfers ${isOn ? 'ENABLE' : 'DISABLE'} TRIGGER agent_activity_record`,
      );
    // Uncounted, so both sides meet a warm process.
    await spinSlice(house, context, tokens, spinClients, spinSliceS);
    const inboxBefore = await inboxCount(lock);
    const slices = { with: [], without: [] };
    const cpuMs = { with: 0, without: 0 };
    const ratios = [];
    try {
      for (let round = 0; round < spinRounds; round += 1) {
        // Which side goes first alternates too, so neither always follows the other.
        const order = round % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
        const slice = {};
        for (const side of order) {
          await setTrigger(side === 'with');
          // CPU of the spins' whole path: this process (the services) and the database.
          const cpuBefore = serverCpuMs(server.pid);
          const ownBefore = process.cpuUsage();
          slice[side] = await spinSlice(house, context, tokens, spinClients, spinSliceS);
          const own = process.cpuUsage(ownBefore);
          cpuMs[side] +=
            cpuBetween(cpuBefore, serverCpuMs(server.pid)) + (own.user + own.system) / 1000;
          slices[side].push(slice[side]);
        }
        ratios.push(slice.with.count / slice.without.count);
      }
    } finally {
      await setTrigger(true);
    }
    const queued = (await inboxCount(lock)) - inboxBefore;
    const withTrigger = combine(slices.with);
    const withoutTrigger = combine(slices.without);
    // The bench holds the fold's lock, so the job left these rows alone meanwhile.
    const startedAt = performance.now();
    const {
      rows: [{ folded }],
    } = await lock.query(`SELECT agent_team_fold($1) AS folded`, [foldLimit]);
    const foldMs = performance.now() - startedAt;
    const foldRowsPerSecond = Math.round((folded * 1000) / foldMs);
    const queuedPerSecond = queued / (spinRounds * spinSliceS);
    const cpuMsPerSpin = {
      with: Number((cpuMs.with / withTrigger.count).toFixed(2)),
      without: Number((cpuMs.without / withoutTrigger.count).toFixed(2)),
    };
    ratios.sort((a, b) => a - b);
    return {
      clients: spinClients,
      slices: `${spinRounds} × ${spinSliceS} s a side, alternating, after one uncounted`,
      uplinesPerSpinner: uplines,
      withTrigger,
      withoutTrigger,
      withToWithout: Number((withTrigger.tps / withoutTrigger.tps).toFixed(3)),
      medianRoundRatio: Number((ratios[Math.floor(ratios.length / 2)] ?? 0).toFixed(3)),
      // Spins per CPU-second with the trigger over without: the ratio when CPU is what limits,
      // and far steadier than spins per second on a shared host.
      cpuMsPerSpin,
      cpuWithoutToWith: Number((cpuMsPerSpin.without / cpuMsPerSpin.with).toFixed(3)),
      inboxRowsQueued: queued,
      fold: {
        limit: foldLimit,
        rows: folded,
        ms: Math.round(foldMs),
        rowsPerSecond: foldRowsPerSecond,
        // How much of one connection's time folding takes to keep up with these spins.
        shareOfTimeToKeepUp: Number((queuedPerSecond / foldRowsPerSecond).toFixed(3)),
      },
    };
  } finally {
    await db.destroy();
  }
}

async function inboxCount(client) {
  return Number((await client.query('SELECT count(*) FROM agent_activity_inbox')).rows[0].count);
}

/** The agent with the biggest team, and the deepest agent of that team. */
async function topAndDeepest(client, merchant) {
  const {
    rows: [top],
  } = await client.query(
    `SELECT t.ancestor_id AS id, m.username, count(*)::int AS team
       FROM agent_tree t JOIN members m ON m.id = t.ancestor_id
       WHERE t.merchant_id = $1 AND t.valid_to IS NULL
       GROUP BY t.ancestor_id, m.username ORDER BY team DESC LIMIT 1`,
    [merchant.id],
  );
  const {
    rows: [deepest],
  } = await client.query(
    `SELECT t.descendant_id AS id FROM agent_tree t JOIN members m ON m.id = t.descendant_id
       WHERE t.ancestor_id = $1 AND t.valid_to IS NULL AND m.is_agent <> 0
       ORDER BY t.depth DESC, t.descendant_id LIMIT 1`,
    [top.id],
  );
  return { top, deepest };
}

/** The aims, each with the figure it is judged on. */
function goalsOf(routes, spins) {
  const reference = routes.find((row) => row.kind === 'reference');
  const overview = routes.find((row) => row.kind === 'overview');
  const profitLoss = routes.find((row) => row.kind === 'profitLoss');
  const searches = routes.filter((row) => row.kind === 'search');
  const worstSearch = searches.reduce((worst, row) => (row.p99Ms > worst.p99Ms ? row : worst));
  const latency = (goal, row, aimMs) => ({
    goal,
    aim: `< ${aimMs} ms`,
    value: row.p99Ms,
    p50: row.p50Ms,
    isMet: row.p99Ms < aimMs,
  });
  return [
    latency('team overview p99', overview, aims.overviewP99Ms),
    latency('profit and loss p99', profitLoss, aims.profitLossP99Ms),
    latency(`subtree search p99 (worst: ${worstSearch.route})`, worstSearch, aims.searchP99Ms),
    {
      goal: "the host's floor: member info p99",
      aim: 'none (reference)',
      value: reference.p99Ms,
      p50: reference.p50Ms,
      isMet: null,
    },
    {
      goal: 'spins/s with / without the trigger',
      aim: `≥ ${aims.withToWithout}`,
      value: spins.withToWithout,
      isMet: spins.withToWithout >= aims.withToWithout,
    },
  ];
}

/**
 * The start both network benches share: members with money and sessions for the spins (made
 * before the network), the merchant, and the bench's own connection holding the fold's lock
 * with room for the fixture's sums and sorts in memory (this connection only).
 */
export async function openNetworkBench(lock, databaseUrl) {
  const { merchant: row } = await arrange(databaseUrl);
  await lock.connect();
  const {
    rows: [merchant],
  } = await lock.query(`SELECT id, code, currency, timezone FROM merchants WHERE id = $1`, [
    row.id,
  ]);
  await lock.query(`SELECT pg_advisory_lock(${foldLockSql})`);
  await lock.query(`SET work_mem = '256MB'`);
  return { merchant, seconds: {} };
}

export async function measureAgents(root) {
  const server = await startBenchServer(root);
  const { databaseUrl } = server;
  // The bench's own connection holds the fold's lock from start to end: the server's fold job
  // then leaves the inbox to the bench (it answers 0 while another folder holds the lock).
  const lock = new pg.Client({ connectionString: databaseUrl });
  try {
    const { merchant, seconds } = await openNetworkBench(lock, databaseUrl);
    const tables = await figureTables(lock);
    await generateTree(lock, merchant, seconds);
    await generateFigures(lock, merchant, tables, seconds);
    // As autovacuum would have by now: statistics, and a visibility map for index-only scans.
    await timed('vacuumAnalyze', seconds, () =>
      lock.query(
        `VACUUM ANALYZE members, agent_tree, agent_activity_inbox, ${[...tables]
          .filter((table) => /^agent_(member|team)_/.test(table))
          .join(', ')}`,
      ),
    );
    // And the fixture's writes flushed: a checkpoint spreading them over the measurements
    // would time the disk, not the reads.
    await lock.query('CHECKPOINT');
    const sizes = await fixtureSizes(lock, merchant);
    const { rows: indexRows } = await lock.query(
      `SELECT indexname FROM pg_indexes
        WHERE tablename IN ('agent_tree', 'members') ORDER BY indexname`,
    );
    const { top, deepest } = await topAndDeepest(lock, merchant);
    const headers = {
      merchant: merchant.code,
      language: 'en',
      authorization: await sessionFor(lock, merchant, top.id),
    };
    // The host's load around the timings: other work on these two cores moves every figure.
    const loadAverageBefore = os.loadavg()[0];
    const routes = await measureRoutes(server, headers, lock, merchant, top.id);
    const spins = await measureTriggerCost(root, server, lock, merchant, deepest.id);
    return {
      fixture: {
        ...sizes,
        windowDays,
        agentsPerLevel,
        generation:
          'set-based SQL: agents and the first members through the tree trigger, the other ' +
          'members with the rows it writes; folded figures summed from generated member days, ' +
          'registrations folded by agent_team_fold',
        seconds,
      },
      // The indexes the reads could use in this run.
      indexes: indexRows.map((index) => index.indexname),
      topAgent: { username: top.username, teamSize: top.team },
      loadAverage: {
        before: Number(loadAverageBefore.toFixed(2)),
        after: Number(os.loadavg()[0].toFixed(2)),
      },
      routes,
      spins,
      goals: goalsOf(routes, spins),
    };
  } finally {
    await lock.end().catch(() => {});
    await server.stop();
  }
}
