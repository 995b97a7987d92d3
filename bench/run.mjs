// `npm run bench`: prints tables and writes bench/results/<name>.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleApps } from '../scripts/build-state.mjs';
import { measureAccounts } from './accounts.mjs';
import { measureAgents } from './agents.mjs';
import { measureBundle } from './bundle.mjs';
import { measureContracts } from './contracts.mjs';
import { measureLogin } from './login.mjs';
import { measureServer } from './server.mjs';
import { measureGames } from './games.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLottery } from './lottery.mjs';
import { measureLoyalty } from './loyalty.mjs';
import { measureSportsbook } from './sportsbook.mjs';
import { measureTables } from './tables.mjs';
import { measureTransfers } from './transfers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench/results');
const kib = (bytes) => (bytes / 1024).toFixed(1);

if (staleApps().length > 0) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
fs.mkdirSync(resultsDir, { recursive: true });
// `npm run bench -- games` runs one benchmark; no argument runs them all.
const only = process.argv[2];
const wants = (name) => only === undefined || only === name;
const machine = { node: process.version, cpus: os.cpus().length, at: new Date().toISOString() };

if (wants('bundle')) {
  const bundle = measureBundle(root);
  console.log('\nJavaScript chunks (gzip), * = loaded for / at start');
  console.table(
    bundle.chunks.map((chunk) => ({
      chunk: chunk.chunk,
      gzipKiB: kib(chunk.gzipBytes),
      rawKiB: kib(chunk.rawBytes),
      initial: chunk.isInitial ? '*' : '',
      lazy: chunk.isLazy ? 'lazy' : '',
    })),
  );
  console.log(
    `initial JS for /: ${kib(bundle.initialGzipBytes)} KiB gzip (budget ${kib(bundle.budgetInitialGzipBytes)} KiB) — ${bundle.isWithinBudget ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log(
    `route screens loaded eagerly: ${bundle.eagerRoutes.length === 0 ? 'none' : bundle.eagerRoutes.join(', ')}`,
  );
  fs.writeFileSync(
    path.join(resultsDir, 'bundle.json'),
    JSON.stringify({ machine, ...bundle }, null, 2) + '\n',
  );
}

if (wants('server')) {
  const server = await measureServer(root);
  console.log('\nServer');
  console.table({
    'cold start, empty data dir (ms)': server.coldStartEmptyDataDirMs,
    'cold start, existing data dir (ms)': server.coldStartExistingDataDirMs,
    '/wps/system/status req/s': server.status.requestsPerSecond,
    '/wps/system/status p99 (ms)': server.status.p99Ms,
    'bare Fastify hello req/s': server.helloWorld.requestsPerSecond,
    'bare Fastify hello p99 (ms)': server.helloWorld.p99Ms,
    'status / hello ratio (aim ≥ 0.6)': server.statusToHelloRatio,
    '/wps/system/status server CPU per answer (µs)': server.status.cpuUsPerAnswer,
    'bare Fastify hello server CPU per answer (µs)': server.helloWorld.cpuUsPerAnswer,
    'status CPU / hello CPU': server.statusCpuToHelloCpu,
  });
  fs.writeFileSync(
    path.join(resultsDir, 'server.json'),
    JSON.stringify({ machine, ...server }, null, 2) + '\n',
  );
  if (server.status.non2xx > 0 || server.status.errors > 0) {
    console.error('status load had failures');
    process.exit(1);
  }
}

if (wants('login')) {
  const login = await measureLogin(root);
  console.log('\nSign-in (argon2id 19 MiB, t=2, p=1)');
  console.table({
    'argon2id hash (ms)': login.argon2HashMs,
    [`logins/s at -c ${login.connections}`]: login.loginsPerSecond,
    'logins/s per core': login.loginsPerSecondPerCore,
    'login p99 (ms)': login.p99Ms,
  });
  fs.writeFileSync(
    path.join(resultsDir, 'login.json'),
    JSON.stringify({ machine, ...login }, null, 2) + '\n',
  );
  if (login.non2xx > 0) {
    console.error('login load had failures');
    process.exit(1);
  }
}

if (wants('accounts')) {
  const accounts = await measureAccounts(root);
  console.log('\nAccounts');
  console.table({
    'slider puzzles drawn/s': accounts.sliderPuzzlesPerSecond,
    'slider p99 (ms)': accounts.sliderP99Ms,
    [`SMS codes sent/s (outbox) at -c ${accounts.connections}`]: accounts.smsCodesPerSecond,
    'SMS codes/s per core': accounts.smsCodesPerSecondPerCore,
    'SMS code p99 (ms)': accounts.smsP99Ms,
  });
  fs.writeFileSync(
    path.join(resultsDir, 'accounts.json'),
    JSON.stringify({ machine, ...accounts }, null, 2) + '\n',
  );
  if (accounts.non2xx > 0) {
    console.error('account load had failures');
    process.exit(1);
  }
}

if (wants('transfers')) {
  const transfers = await measureTransfers(root);
  console.log(
    `\nMoney: a ${transfers.amount} debit, ${transfers.durationS} s per run; script and HTTP in ${transfers.slices} slices (TPS / p99 ms)`,
  );
  console.table(
    Object.fromEntries(
      [
        ['pgbench -N (simple update)', 'pgbenchSimpleUpdate'],
        ['pgbench: the debit in plain SQL', 'pgbenchDebitScript'],
        ['pgbench: ledger_transfer()', 'pgbenchLedgerFunction'],
        ['ledger service (Node, pool)', 'service'],
        ['HTTP GCS_walletTransfer (wrk)', 'http'],
        ['HTTP bare Fastify + pg, same statement', 'bareHttp'],
      ].map(([label, key]) => [
        label,
        Object.fromEntries(
          transfers.rows.map((row) => [`-c ${row.clients}`, `${row[key].tps} / ${row[key].p99Ms}`]),
        ),
      ]),
    ),
  );
  for (const row of transfers.rows) {
    console.log(
      `-c ${row.clients}: HTTP reaches ${Math.round(row.httpToScriptRatio * 100)} % of the plain-SQL debit script (aim ≥ 75 %); a bare Fastify + pg server ${Math.round(row.bareToScriptRatio * 100)} %`,
    );
  }
  console.log(`ledger:verify after the load: ${transfers.isLedgerVerified ? 'ok' : 'BREACH'}`);
  fs.writeFileSync(
    path.join(resultsDir, 'transfers.json'),
    JSON.stringify({ machine, ...transfers }, null, 2) + '\n',
  );
  if (!transfers.isLedgerVerified) process.exit(1);
}

if (wants('games')) {
  const games = await measureGames(root);
  console.log(
    `\nGame lists on ${games.catalogueSize.toLocaleString('en')} games, ${games.queriesPerFilter} queries each, in the service (aim p99 < 10 ms)`,
  );
  console.table(
    Object.fromEntries(
      games.lists.map((row) => [
        row.filter,
        { matches: row.matches ?? '', 'p50 ms': row.p50Ms, 'p99 ms': row.p99Ms },
      ]),
    ),
  );
  console.log(
    `\nSlot spins through the protocol (bet + win), ${games.slices} slices (per s / p99 ms)`,
  );
  console.table(
    Object.fromEntries(
      games.spins.map((row) => [
        `-c ${row.clients}`,
        {
          'pgbench debit script': `${row.pgbenchDebitScript.tps} / ${row.pgbenchDebitScript.p99Ms}`,
          'spins (service)': `${row.spins.tps} / ${row.spins.p99Ms}`,
          'spins / script (aim ≥ 0.4)': row.spinsToScriptRatio,
        },
      ]),
    ),
  );
  console.log('\nSlot engine, seeded fast generator, one core (aim > 1,000,000 spins/s)');
  console.table(Object.fromEntries(games.engine.map((row) => [row.game, row.spinsPerSecond])));
  fs.writeFileSync(
    path.join(resultsDir, 'games.json'),
    JSON.stringify({ machine, ...games }, null, 2) + '\n',
  );
}

if (wants('lighthouse')) {
  const report = await measureLighthouse(root);
  const { median } = report;
  console.log(
    `\nLighthouse, home page, ${report.emulation}; median of ${report.runs} runs (scores ${report.scores.join(', ')})`,
  );
  console.table({
    'performance score (aim ≥ 90)': median.performanceScore,
    'largest contentful paint ms (aim < 2500)': median.largestContentfulPaintMs,
    'cumulative layout shift': median.cumulativeLayoutShift,
    'total blocking time ms': median.totalBlockingTimeMs,
    'first contentful paint ms': median.firstContentfulPaintMs,
    'speed index ms': median.speedIndexMs,
    'total bytes transferred (KiB)': kib(median.totalBytes),
    requests: median.requests,
  });
  console.log(
    `host: Lighthouse benchmark index ${report.benchmarkIndexes.map((index) => index ?? 'unknown').join(', ')}; main thread on a CPU for ${report.mainThreadCpuShares.map((share) => (share === null ? 'unknown' : `${Math.round(share * 100)} %`)).join(', ')} of its task time`,
  );
  if (median.opportunities.length > 0) console.table(median.opportunities);
  console.log(report.isWithinAims ? 'within aims' : 'OUTSIDE AIMS');
  fs.writeFileSync(
    path.join(resultsDir, 'lighthouse.json'),
    JSON.stringify({ machine, ...report }, null, 2) + '\n',
  );
}

if (wants('lottery')) {
  const lottery = await measureLottery(root);
  const { settlement } = lottery;
  console.log(
    `\nLottery settlement: ${settlement.tickets.toLocaleString('en')} tickets of ${settlement.members.toLocaleString('en')} members in ${settlement.seconds} s (aim < 10 s), ${settlement.credits.toLocaleString('en')} wallet credits`,
  );
  console.log(`\nLottery bets through the service, ${lottery.slices} slices (per s / p99 ms)`);
  console.table(
    Object.fromEntries(
      lottery.bets.map((row) => [
        `-c ${row.clients}`,
        {
          'pgbench debit script': `${row.pgbenchDebitScript.tps} / ${row.pgbenchDebitScript.p99Ms}`,
          'bets (service)': `${row.bets.tps} / ${row.bets.p99Ms}`,
          'bets / script': row.betsToScriptRatio,
        },
      ]),
    ),
  );
  console.log(`ledger:verify after the load: ${lottery.isLedgerVerified ? 'ok' : 'BREACH'}`);
  fs.writeFileSync(
    path.join(resultsDir, 'lottery.json'),
    JSON.stringify({ machine, ...lottery }, null, 2) + '\n',
  );
  if (!lottery.isLedgerVerified) process.exit(1);
}

if (wants('tables')) {
  const tables = await measureTables(root);
  const { settlement, fanOut } = tables;
  console.log(
    `\nTables settlement: ${settlement.bets.toLocaleString('en')} bets of ${settlement.players.toLocaleString('en')} players in ${settlement.seconds} s (aim < 1 s), ${settlement.wins.toLocaleString('en')} wins, ${settlement.paidInLedgerMinor} paid in the ledger of ${settlement.payoutMinor} won`,
  );
  console.log(`\nTable slips through the service, ${tables.slices} slices (per s / p99 ms)`);
  console.table(
    Object.fromEntries(
      tables.placement.map((row) => [
        `-c ${row.clients}`,
        {
          'pgbench debit script': `${row.pgbenchDebitScript.tps} / ${row.pgbenchDebitScript.p99Ms}`,
          'slips (service)': `${row.slips.tps} / ${row.slips.p99Ms}`,
          'slips / script': row.slipsToScriptRatio,
        },
      ]),
    ),
  );
  console.log(
    `\nTable state to ${fanOut.players.toLocaleString('en')} streams, ${fanOut.changes} changes: p50 ${fanOut.p50Ms} ms, p99 ${fanOut.p99Ms} ms (aim < 250 ms), max ${fanOut.maxMs} ms, ${fanOut.missed} missed`,
  );
  console.log(`ledger:verify after the load: ${tables.isLedgerVerified ? 'ok' : 'BREACH'}`);
  fs.writeFileSync(
    path.join(resultsDir, 'tables.json'),
    JSON.stringify({ machine, ...tables }, null, 2) + '\n',
  );
  if (!tables.isLedgerVerified) process.exit(1);
}

if (wants('loyalty')) {
  const loyalty = await measureLoyalty(root);
  const { tracking, aims } = loyalty;
  console.log(
    `\nIn-house slot spins with loyalty's tracking (points trigger, VIP on, rebate index) on and off, -c ${tracking.clients}, ${loyalty.slices} (per s / p99 ms)`,
  );
  console.table({
    'tracking on': { spins: `${tracking.on.tps} / ${tracking.on.p99Ms}` },
    'tracking off': { spins: `${tracking.off.tps} / ${tracking.off.p99Ms}` },
  });
  console.log(
    `overhead ${(tracking.overhead * 100).toFixed(1)} % (aim < ${aims.trackingOverheadMax * 100} %)`,
  );
  console.log(
    `\nThe point mall's, reward centre's and rebate's calls over HTTP, a member with ${loyalty.records.toLocaleString('en')} points records, redemptions, VIP bonuses and rounds to rebate (aim p99 < ${aims.callP99Ms} ms)`,
  );
  console.table(loyalty.calls);
  fs.writeFileSync(
    path.join(resultsDir, 'loyalty.json'),
    JSON.stringify({ machine, ...loyalty }, null, 2) + '\n',
  );
}

if (wants('sportsbook')) {
  const book = await measureSportsbook(root);
  const { betCost, settlement, fanOut, eventList, aims } = book;
  const number = (value) => value.toLocaleString('en');
  console.log(
    `\nSportsbook singles through POST /sportsbook/api/bets, ${book.slices} (per s / p99 ms; load average ${book.loadAverage.before.join(' ')} before, ${book.loadAverage.after.join(' ')} after)`,
  );
  console.table(
    Object.fromEntries(
      book.placement.map((row) => [
        `-c ${row.clients}`,
        {
          'pgbench debit script': `${row.pgbenchDebitScript.tps} / ${row.pgbenchDebitScript.p99Ms}`,
          'bets (HTTP)': `${row.bets.tps} / ${row.bets.p99Ms}`,
          [`bets / script (aim ≥ ${aims.betsToScript})`]: row.betsToScriptRatio,
        },
      ]),
    ),
  );
  console.log(
    `server CPU per bet ${betCost.serverCpuUsPerBet} µs; ${number(betCost.tickets)} tickets of ${betCost.members} members placed`,
  );
  console.log(
    `\nSettling a market of ${number(settlement.tickets)} singles (${number(settlement.members)} members) on the console: ${settlement.seconds} s (aim < ${aims.settleSeconds} s), the settlement job ran ${settlement.settlementJobRuns} time(s) meanwhile; ${number(settlement.won)} won of ${number(settlement.winners)}, ${settlement.paidMinor} paid on tickets and ${settlement.paidInLedgerMinor} in the ledger of ${settlement.payoutMinor} won — ${settlement.isPaidInFull ? 'paid in full' : 'NOT PAID IN FULL'}; its record says ${settlement.record.tickets} tickets, ${settlement.record.paidMinor} paid`,
  );
  console.log(
    `\nOdds changes to ${number(fanOut.players)} streams, ${fanOut.changes} changes: p50 ${fanOut.p50Ms} ms, p99 ${fanOut.p99Ms} ms (aim < ${aims.fanOutP99Ms} ms), max ${fanOut.maxMs} ms, ${fanOut.missed} missed; p50s: console answered ${fanOut.consoleAnswerP50Ms} ms, first stream ${fanOut.firstStreamP50Ms} ms, first to last ${fanOut.firstToLastStreamP50Ms} ms`,
  );
  console.log(
    `\nEvent list of ${number(eventList.events)} events, the lobby's first page of ${eventList.pageEvents} (${kib(eventList.answerBytes)} KiB), aim p99 < ${aims.listP99Ms} ms`,
  );
  console.table({
    'one at a time': eventList.sequential,
    [`-c ${eventList.concurrent.clients}`]: eventList.concurrent,
    'while odds move (10/s)': eventList.whileOddsMove,
    [`a page of ${eventList.largestPage.events} (${kib(eventList.largestPage.answerBytes)} KiB)`]: {
      requests: eventList.largestPage.requests,
      p50Ms: eventList.largestPage.p50Ms,
      p99Ms: eventList.largestPage.p99Ms,
    },
    'its parts, p50 ms': eventList.parts,
  });
  console.log(`ledger:verify after the load: ${book.isLedgerVerified ? 'ok' : 'BREACH'}`);
  fs.writeFileSync(
    path.join(resultsDir, 'sportsbook.json'),
    JSON.stringify({ machine, ...book }, null, 2) + '\n',
  );
  if (!book.isLedgerVerified || !settlement.isPaidInFull) process.exit(1);
}

if (wants('agents')) {
  const agents = await measureAgents(root);
  const { fixture, spins } = agents;
  const number = (value) => value.toLocaleString('en');
  console.log(
    `\nAgent network: ${number(fixture.members)} members under ${number(fixture.agents)} agents (depth up to ${fixture.maxDepth}), the figures of ${number(fixture.betsRepresented)} bets over ${fixture.windowDays} days; agent ${agents.topAgent.username} (team of ${number(agents.topAgent.teamSize)}), requests one at a time (load average ${agents.loadAverage.before} before, ${agents.loadAverage.after} after)`,
  );
  console.table(
    Object.fromEntries(
      agents.routes.map((row) => [
        row.route,
        {
          requests: row.requests,
          matches: row.matches ?? '',
          'p50 ms': row.p50Ms,
          'p99 ms': row.p99Ms,
          'aim p99 ms': row.aimP99Ms ?? '',
          'server + db CPU ms': row.cpuMsPerRequest,
        },
      ]),
    ),
  );
  console.log(
    `\nIn-house slot spins of team members (${spins.uplinesPerSpinner} uplines each), -c ${spins.clients}, ${spins.slices} (per s / p99 ms)`,
  );
  console.table({
    'activity trigger on': `${spins.withTrigger.tps} / ${spins.withTrigger.p99Ms}`,
    'activity trigger off': `${spins.withoutTrigger.tps} / ${spins.withoutTrigger.p99Ms}`,
    'on / off (aim ≥ 0.9)': spins.withToWithout,
    'on / off, median round': spins.medianRoundRatio,
    'CPU ms per spin, on / off': `${spins.cpuMsPerSpin.with} / ${spins.cpuMsPerSpin.without}`,
    'spins per CPU-second, on / off': spins.cpuWithoutToWith,
  });
  console.log(
    `one fold of ${number(spins.fold.rows)} inbox rows: ${spins.fold.ms} ms (${number(spins.fold.rowsPerSecond)} rows/s); keeping up with these spins takes ${Math.round(spins.fold.shareOfTimeToKeepUp * 100)} % of one connection`,
  );
  console.table(
    Object.fromEntries(
      agents.goals.map((goal) => [
        goal.goal,
        {
          aim: goal.aim,
          value: goal.value,
          'p50 (same run)': goal.p50 ?? '',
          result: goal.isMet === null ? '' : goal.isMet ? 'met' : 'MISSED',
        },
      ]),
    ),
  );
  fs.writeFileSync(
    path.join(resultsDir, 'agents.json'),
    JSON.stringify({ machine, ...agents }, null, 2) + '\n',
  );
}

if (wants('contracts')) {
  const contracts = await measureContracts(root);
  const { daily, realtime, spins } = contracts;
  console.log(
    `\nAgent contracts (load average ${contracts.loadAverage.before} before, ${contracts.loadAverage.after} after)`,
  );
  console.table({
    [`daily wages, ${contracts.fixture.dailyContracts} agents`]: daily,
    [`real-time salary, ${contracts.fixture.realtimeContracts} agents, ${contracts.fixture.realtimeRounds} rounds`]:
      realtime,
  });
  console.log(`\nIn-house slot spins, -c ${spins.clients}, ${spins.slices} (per s / p99 ms)`);
  console.table(spins.settlementsBeside);
  console.table({
    'a settlement running beside': `${spins.withSettlement.tps} / ${spins.withSettlement.p99Ms}`,
    'none running': `${spins.withoutSettlement.tps} / ${spins.withoutSettlement.p99Ms}`,
    'with / without (aim ≥ 0.8)': spins.withToWithout,
    'with / without, median round': spins.medianRoundRatio,
  });
  console.table(
    Object.fromEntries(
      contracts.goals.map((goal) => [
        goal.goal,
        { aim: goal.aim, value: goal.value, result: goal.isMet ? 'met' : 'MISSED' },
      ]),
    ),
  );
  fs.writeFileSync(
    path.join(resultsDir, 'contracts.json'),
    JSON.stringify({ machine, ...contracts }, null, 2) + '\n',
  );
}
