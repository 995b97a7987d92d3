// Agents' contracts (issue 32), on the agents bench's network (100,000 members under 1,000
// agents, 60 days of folded figures) in the real server's database:
// - daily wages: every agent holds a daily salary within its upline's; one settlement of
//   yesterday computed and paid (aim: under 60 s);
// - real-time salary: 9,000 members made agents beside them (10,000 in all), each with a
//   real-time salary within its upline's, and 50,000 rounds closed in one five minutes; that
//   window computed and paid (aim: under 30 s, well within the five minutes);
// - in-house slot spins per second with a settlement running beside them and without, in
//   alternating slices of one run (aim: with / without at least 0.8).
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { figureTables, generateFigures, generateTree, openNetworkBench, timed } from './agents.mjs';
import { startBenchServer } from './harness.mjs';
import {
  createSpinServices,
  openSpinSessions,
  percentile,
  spinContext,
  spinModules,
  spinSlice,
} from './games.mjs';
import { combine, serverModules } from './transfers.mjs';

/** Members of the network made agents for the real-time salary (1,000 agents are there). */
const extraAgents = 9_000;
/** Rounds closed in the real-time window, by members of the network. */
const realtimeRounds = 50_000;
const spinClients = 8;
/** The uncounted warm-up slice (s). */
const spinSliceS = 4;
const spinRounds = 6;
const aims = { dailyMs: 60_000, realtimeMs: 30_000, withToWithout: 0.8 };
const settlementModules = {
  createDatabase: 'db/database',
  createLedgerRepository: 'domains/money/ledger/ledger.repository',
  createLedgerService: 'domains/money/ledger/ledger.service',
  createSettlement: 'domains/agents/contracts/settlement',
  createSettlementRepository: 'domains/agents/contracts/settlement.repository',
  closedPeriods: 'domains/agents/contracts/windows',
  fiveMinuteWindows: 'domains/agents/contracts/windows',
};

/** The kinds run, and each agent's contract: a rate that falls with its depth (so within). */
async function makeDailyContracts(client, merchant) {
  await client.query(
    `INSERT INTO agent_contract_kinds (merchant_id, kind, is_enabled, max_rate_bp)
     VALUES ($1, 'daily_salary', true, 200), ($1, 'realtime_salary', true, 200)
     ON CONFLICT (merchant_id, kind) DO UPDATE SET is_enabled = true, max_rate_bp = 200`,
    [merchant.id],
  );
  // An agent's depth among agents: the number of its uplines in the tree.
  const { rowCount } = await client.query(
    `INSERT INTO agent_contracts (merchant_id, kind, holder_id, upline_id, terms, status,
         offered_at, decided_at)
     SELECT $1, 'daily_salary', m.id, m.upline_id,
         jsonb_build_object('tiers', jsonb_build_array(
           jsonb_build_object('rateBp', 100 - 10 * d.depth,
             'minimums', jsonb_build_object('validBet', '0', 'activeMembers', '0')),
           jsonb_build_object('rateBp', 105 - 10 * d.depth,
             'minimums', jsonb_build_object('validBet', '100000000', 'activeMembers', '10')))),
         'active', now() - interval '90 days', now() - interval '90 days'
       FROM members m
       CROSS JOIN LATERAL (SELECT count(*)::int AS depth FROM agent_tree t
         WHERE t.descendant_id = m.id AND t.valid_to IS NULL) d
       WHERE m.merchant_id = $1 AND m.is_agent <> 0
         AND NOT EXISTS (SELECT 1 FROM agent_contracts c WHERE c.holder_id = m.id)`,
    [merchant.id],
  );
  return rowCount;
}

/**
 * 9,000 members spread over the network made agents (their team is whoever is under them:
 * nobody, as a new agent's), and every agent a real-time salary within its upline's.
 */
async function makeRealtimeContracts(client, merchant) {
  await client.query(
    `UPDATE members SET is_agent = 2
      WHERE id IN (SELECT id FROM members WHERE merchant_id = $1 AND is_agent = 0
                     AND upline_id IS NOT NULL ORDER BY hashint8(id) LIMIT $2)`,
    [merchant.id, extraAgents],
  );
  const { rowCount } = await client.query(
    `INSERT INTO agent_contracts (merchant_id, kind, holder_id, upline_id, terms, status,
         offered_at, decided_at)
     SELECT $1, 'realtime_salary', m.id, m.upline_id,
         jsonb_build_object('profitRateBp', 50 - 5 * d.depth, 'lossRateBp', 100 - 10 * d.depth,
           'singleBetMinor', (100 * (1 + d.depth))::text),
         'active', now() - interval '1 day', now() - interval '1 day'
       FROM members m
       CROSS JOIN LATERAL (SELECT count(*)::int AS depth FROM agent_tree t
         WHERE t.descendant_id = m.id AND t.valid_to IS NULL) d
       WHERE m.merchant_id = $1 AND m.is_agent <> 0
         AND NOT EXISTS (SELECT 1 FROM agent_contracts c
                           WHERE c.holder_id = m.id AND c.kind = 'realtime_salary')`,
    [merchant.id],
  );
  return rowCount;
}

/** 50,000 rounds of the network's members closed in the window (stakes 1 to 50, RTP ~96 %). */
async function makeRounds(client, merchant, window) {
  await client.query(`SET session_replication_role = replica`);
  try {
    await client.query(
      `INSERT INTO game_rounds (merchant_id, vassalage, round, member_id, game_code, currency,
           stake_minor, payout_minor, is_closed, started_at, closed_at)
       SELECT $1, 'KHELA', 'bench-rt-' || i, m.id, 'tiger-lotus', $2,
           s.stake, CASE WHEN hashint8(i + 77) & 1023 < 400 THEN s.stake * 2 ELSE 0 END, true,
           $3::timestamptz + make_interval(secs => (hashint8(i) & 262143) / 1000.0),
           $3::timestamptz + make_interval(secs => (hashint8(i) & 262143) / 1000.0 + 1)
         FROM generate_series(1, $4::int) i
         CROSS JOIN LATERAL (SELECT 100 * (1 + (hashint8(i + 5) & 1023) % 50) AS stake) s
         JOIN LATERAL (SELECT id FROM members WHERE merchant_id = $1 AND is_agent = 0
                         AND upline_id IS NOT NULL
                         AND id >= (SELECT min(id) FROM members WHERE merchant_id = $1)
                           + (hashint8(i + 3) & 1048575) % 100000
                         ORDER BY id LIMIT 1) m ON true`,
      [merchant.id, merchant.currency, window.startsAt, realtimeRounds],
    );
  } finally {
    await client.query(`RESET session_replication_role`);
  }
  await client.query('ANALYZE game_rounds, agent_contracts');
}

/** One settlement of a kind's window, computed then paid: how long each took, and its lines. */
async function settleOnce(settlement, running, kind, window, client) {
  const startedAt = performance.now();
  const settlementId = await settlement.compute(running, kind, window, false);
  const computedAt = performance.now();
  // A run pays up to 5,000 lines; the next runs pay the rest, back to back here.
  let paid = 0;
  for (let batch = await settlement.payDue(running); batch > 0;) {
    paid += batch;
    batch = await settlement.payDue(running);
  }
  const paidAt = performance.now();
  const {
    rows: [lines],
  } = await client.query(
    `SELECT count(*)::int AS lines, count(*) FILTER (WHERE pay_minor > 0)::int AS paying,
        coalesce(sum(pay_minor), 0)::text AS "payMinor"
       FROM agent_statements WHERE settlement_id = $1`,
    [settlementId],
  );
  return {
    ...lines,
    payments: paid,
    computeMs: Math.round(computedAt - startedAt),
    payMs: Math.round(paidAt - computedAt),
    totalMs: Math.round(paidAt - startedAt),
  };
}

/** Spins until `work` settles: how many, in how long, and their p99 (ms), as combine() takes. */
async function spinWhile(house, context, tokens, work) {
  const latencies = [];
  const startedAt = performance.now();
  let isDone = false;
  const done = work.finally(() => {
    isDone = true;
  });
  await Promise.all(
    Array.from({ length: spinClients }, async (_, index) => {
      const token = tokens[index % tokens.length];
      while (!isDone) {
        const spunAt = performance.now();
        await house.spin(context, { token, betMinor: 100, requestId: crypto.randomUUID() });
        latencies.push(performance.now() - spunAt);
      }
    }),
  );
  await done;
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - startedAt) / 1000;
  return { count: latencies.length, seconds, p99Ms: percentile(latencies, 0.99) };
}

/**
 * Spins per second while a settlement runs as its job runs it (a day of daily wages computed
 * and its 1,000 lines paid) and, alternating, for as long without one.
 */
async function measureSpins(root, databaseUrl, lock, merchant, settleDay) {
  const modules = await serverModules(root, spinModules);
  const { db, vendorWallet, house } = createSpinServices(modules, databaseUrl, {
    now: () => new Date(),
  });
  try {
    const { rows: members } = await lock.query('SELECT member_id FROM bench_pairs ORDER BY client');
    const tokens = await openSpinSessions(vendorWallet, merchant, members);
    const context = spinContext(merchant);
    await spinSlice(house, context, tokens, spinClients, spinSliceS);
    const slices = { with: [], without: [] };
    const ratios = [];
    const settlements = [];
    for (let round = 0; round < spinRounds; round += 1) {
      const withSettlement = await spinWhile(
        house,
        context,
        tokens,
        settleDay(round).then((run) => settlements.push(run)),
      );
      const withoutSettlement = await spinSlice(
        house,
        context,
        tokens,
        spinClients,
        Math.max(1, Math.round(withSettlement.seconds)),
      );
      slices.with.push(withSettlement);
      slices.without.push(withoutSettlement);
      ratios.push(
        withSettlement.count /
          withSettlement.seconds /
          (withoutSettlement.count / withoutSettlement.seconds),
      );
    }
    const withSettlement = combine(slices.with);
    const withoutSettlement = combine(slices.without);
    ratios.sort((a, b) => a - b);
    return {
      clients: spinClients,
      slices: `${spinRounds} rounds: spinning while a day's daily wages settle, then as long without`,
      settlementsBeside: settlements,
      withSettlement,
      withoutSettlement,
      withToWithout: Number((withSettlement.tps / withoutSettlement.tps).toFixed(3)),
      medianRoundRatio: Number((ratios[Math.floor(ratios.length / 2)] ?? 0).toFixed(3)),
    };
  } finally {
    await db.destroy();
  }
}

export async function measureContracts(root) {
  const server = await startBenchServer(root);
  const { databaseUrl } = server;
  const lock = new pg.Client({ connectionString: databaseUrl });
  const modules = await serverModules(root, settlementModules);
  const db = modules.createDatabase(databaseUrl);
  try {
    const { merchant, seconds } = await openNetworkBench(lock, databaseUrl);
    await generateTree(lock, merchant, seconds);
    await generateFigures(lock, merchant, await figureTables(lock), seconds);
    const dailyContracts = await timed('dailyContracts', seconds, () =>
      makeDailyContracts(lock, merchant),
    );
    await timed('vacuumAnalyze', seconds, () =>
      lock.query(
        'VACUUM ANALYZE members, agent_tree, agent_team_days, agent_member_days, agent_contracts',
      ),
    );
    await lock.query('CHECKPOINT');
    const clock = { now: () => new Date() };
    const repository = modules.createSettlementRepository(db);
    const settlement = modules.createSettlement({
      db,
      repository,
      ledger: modules.createLedgerService({ repository: modules.createLedgerRepository(db) }),
      clock,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: merchant.timezone }).format(
      new Date(),
    );
    // Days and five minutes older than the server's own jobs look back (7 days, an hour), so
    // they never settle a period of the bench first.
    const days = modules.closedPeriods(today, 'daily', 10 + spinRounds, merchant.timezone);
    const settledDay = days[days.length - 10];
    const [daily] = await repository.runningKind('daily_salary', merchant.id);
    const loadAverageBefore = os.loadavg()[0];
    const dailyRun = await settleOnce(settlement, daily, 'daily_salary', settledDay, lock);

    const realtimeContracts = await timed('realtimeContracts', seconds, () =>
      makeRealtimeContracts(lock, merchant),
    );
    const [window] = modules.fiveMinuteWindows(new Date(Date.now() - 2 * 3_600_000), 1);
    await timed('rounds', seconds, () => makeRounds(lock, merchant, window));
    const {
      rows: [counted],
    } = await lock.query(
      `SELECT count(*)::int AS rounds, coalesce(sum(stake_minor), 0)::text AS "stakeMinor"
         FROM game_rounds WHERE merchant_id = $1 AND closed_at >= $2 AND closed_at < $3`,
      [merchant.id, window.startsAt, window.endsAt],
    );
    await lock.query('CHECKPOINT');
    const [realtime] = await repository.runningKind('realtime_salary', merchant.id);
    const realtimeRun = await settleOnce(settlement, realtime, 'realtime_salary', window, lock);

    const spins = await measureSpins(root, databaseUrl, lock, merchant, (round) =>
      settleOnce(settlement, daily, 'daily_salary', days[round], lock),
    );
    return {
      fixture: {
        agents: realtimeContracts,
        dailyContracts,
        realtimeContracts,
        realtimeRounds,
        roundsInWindow: counted,
        seconds,
      },
      loadAverage: {
        before: Number(loadAverageBefore.toFixed(2)),
        after: Number(os.loadavg()[0].toFixed(2)),
      },
      daily: dailyRun,
      realtime: realtimeRun,
      spins,
      goals: [
        {
          goal: `daily wages, ${dailyContracts} agents over 100,000 members: compute + pay`,
          aim: `< ${aims.dailyMs / 1000} s`,
          value: dailyRun.totalMs,
          isMet: dailyRun.totalMs < aims.dailyMs,
        },
        {
          goal: `real-time salary, ${realtimeContracts} agents, ${realtimeRounds} rounds in 5 min`,
          aim: `< ${aims.realtimeMs / 1000} s`,
          value: realtimeRun.totalMs,
          isMet: realtimeRun.totalMs < aims.realtimeMs,
        },
        {
          goal: 'spins/s with a settlement running / without',
          aim: `≥ ${aims.withToWithout}`,
          value: spins.withToWithout,
          isMet: spins.withToWithout >= aims.withToWithout,
        },
      ],
    };
  } finally {
    await db.destroy().catch(() => {});
    await lock.end().catch(() => {});
    await server.stop();
  }
}
