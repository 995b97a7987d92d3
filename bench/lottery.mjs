// Lottery (issue 6): settling one drawn period of 1,000,000 tickets (aim under 10 s, every
// credit in the ledger), and bets placed through the service at -c 8 and -c 64 beside the raw
// pgbench debit script of the wallet bench, in alternating slices on the same database.
import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { startBenchServer } from './harness.mjs';
import { arrange, besideDebitScript, debianTool, serverModules } from './transfers.mjs';

const ticketCount = 1_000_000;
const settleMembers = 10_000;
const betConcurrencies = [8, 64];
const sliceS = 3;
const rounds = 3;
const game = 'BENCHLOT';

/** A bench lottery with its own two periods: one open for bets, one drawn with tickets. */
async function arrangeLottery(client, merchant, sheetOf) {
  const huge = 1_000_000_000_000;
  const offer = { minStakeMinor: 100, maxStakeMinor: huge, maxPeriodStakeMinor: huge };
  await client.query(
    `INSERT INTO lottery_games (merchant_id, game_id, names, prize_mode, sheet_format, menu_tag,
       schedule, play_types, max_payout_per_period_minor)
     VALUES ($1, $2, '{"en":"Bench"}', 'Elott', 'elott-5', 'elott', $3, $4, $5)`,
    [
      merchant.id,
      game,
      JSON.stringify({ kind: 'interval', periodSeconds: 300, lockSeconds: 30, timeZone: 'UTC' }),
      JSON.stringify({
        position: { oddsMilli: 9_500, ...offer },
        bigSmall: { oddsMilli: 1_950, ...offer },
        oddEven: { oddsMilli: 1_950, ...offer },
      }),
      String(huge * 1000),
    ],
  );
  await client.query(
    `INSERT INTO games (merchant_id, vassalage, code, game_type, game_classify, names, image_path)
     VALUES ($1, 'KLOTTO', $2, 'ELOTT', 'OTHER', '{"en":"Bench"}', '/art/vendors/khela-house.svg')`,
    [merchant.id, game],
  );
  const seed = 'cd'.repeat(32);
  const period = async (numero, status, sheet) =>
    (
      await client.query(
        `INSERT INTO lottery_periods (lottery_game_id, merchant_id, numero, opens_at, locks_at,
           draws_at, scheme, seed, seed_hash, status, sheet, drawn_at)
         SELECT id, merchant_id, $2, now() - interval '1 hour', now() + interval '1 hour',
           now() + interval '1 hour', 1, $3, $3, $4, $5, CASE WHEN $4 = 'drawn' THEN now() END
         FROM lottery_games WHERE merchant_id = $1 AND game_id = '${game}' RETURNING id`,
        [merchant.id, numero, seed, status, sheet ? JSON.stringify(sheet) : null],
      )
    ).rows[0].id;
  const openPeriod = await period('20000101-0001', 'open', null);
  // Open until its tickets are in (the server's own workers settle any drawn period they see).
  const drawnPeriod = await period('20000101-0002', 'open', null);
  return { openPeriod, drawnPeriod, sheet: sheetOf(seed, '20000101-0002') };
}

/** 10,000 members with wallets, 100 tickets each on the drawn period, their bets recorded. */
async function arrangeTickets(client, merchant, periodId) {
  await client.query(
    `INSERT INTO members (merchant_id, username, password_hash)
     SELECT $1, 'lot' || i, 'x' FROM generate_series(1, ${settleMembers}) i`,
    [merchant.id],
  );
  await client.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, purpose, member_id, currency)
     SELECT $1, 'player', '', id, $2 FROM members WHERE merchant_id = $1 AND username LIKE 'lot%'`,
    [merchant.id, merchant.currency],
  );
  await client.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, purpose, shard, currency)
     SELECT $1, 'house', 'lottery', s, $2 FROM generate_series(0, 15) s
     ON CONFLICT DO NOTHING`,
    [merchant.id, merchant.currency],
  );
  await client.query(
    `WITH m AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM members
                WHERE merchant_id = $1 AND username LIKE 'lot%')
     INSERT INTO lottery_tickets (merchant_id, member_id, period_id, request_id, play_type,
       selection, stake_minor, odds_milli, max_payout_minor)
     SELECT $1, m.id, $2, gen_random_uuid(),
       (ARRAY['position', 'bigSmall', 'oddEven'])[i % 3 + 1],
       CASE i % 3 WHEN 0 THEN (i % 5 + 1) || ':' || (i / 7 % 10)
         WHEN 1 THEN (ARRAY['big', 'small'])[i / 3 % 2 + 1]
         ELSE (ARRAY['odd', 'even'])[i / 3 % 2 + 1] END,
       100, CASE i % 3 WHEN 0 THEN 9500 ELSE 1950 END, 1000
     FROM generate_series(0, ${ticketCount - 1}) i JOIN m ON m.n = i % ${settleMembers}`,
    [merchant.id, periodId],
  );
  // Each member's bet the settlement's win refers to (the stake itself is not taken here).
  await client.query(
    `INSERT INTO vendor_transactions (merchant_id, vassalage, transaction_uuid, kind, member_id,
       round, game_code, currency, amount_minor)
     SELECT $1, 'KLOTTO', 'lottery:' || member_id || ':' || min(request_id::text), 'bet',
       member_id, '${game}:20000101-0002', '${game}', $2, 100
     FROM lottery_tickets WHERE period_id = $3 GROUP BY member_id`,
    [merchant.id, merchant.currency, periodId],
  );
  await client.query('VACUUM ANALYZE lottery_tickets');
}

export async function measureLottery(root) {
  const binary = debianTool('pgbench', 'postgresql-client');
  const server = await startBenchServer(root);
  const { databaseUrl } = server;
  const modules = await serverModules(root, {
    createDatabase: 'db/database',
    createLedgerRepository: 'domains/money/ledger/ledger.repository',
    createLedgerService: 'domains/money/ledger/ledger.service',
    createLotteryRepository: 'domains/lottery/period/lottery.repository',
    createLotteryService: 'domains/lottery/period/lottery.service',
    createMessageRepository: 'domains/content/message/message.repository',
    createMessageService: 'domains/content/message/message.service',
    createVendorWalletRepository: 'domains/games/vendor-wallet/vendor-wallet.repository',
    createVendorWalletService: 'domains/games/vendor-wallet/vendor-wallet.service',
    drawSheet: '../../../packages/games/src/lottery/sheets',
  });
  try {
    const { merchant } = await arrange(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    // The server's shutdown ends this connection too; that is not news.
    client.on('error', () => undefined);
    await client.connect();
    const sheetOf = (seed, numero) => modules.drawSheet('elott-5', seed, game, numero, 1);
    const { drawnPeriod, sheet } = await arrangeLottery(client, merchant, sheetOf);
    const { rows: members } = await client.query(
      `SELECT member_id FROM bench_pairs ORDER BY client`,
    );
    const db = modules.createDatabase(databaseUrl);
    const ledger = modules.createLedgerService({ repository: modules.createLedgerRepository(db) });
    const clock = { now: () => new Date() };
    const lottery = modules.createLotteryService({
      db,
      repository: modules.createLotteryRepository(db),
      // The bench's periods are of the first scheme, seeded here: no chain needs this key.
      seedKey: randomBytes(32),
      ledger,
      vendorWallet: modules.createVendorWalletService({
        db,
        repository: modules.createVendorWalletRepository(db),
        ledger,
        clock,
      }),
      messages: modules.createMessageService({
        repository: modules.createMessageRepository(db),
        clock,
      }),
      clock,
    });
    const context = {
      merchant: { id: merchant.id, currency: merchant.currency },
      language: 'en',
      ip: '127.0.0.1',
    };

    // 1. Bets through the service beside the debit script, in alternating slices.
    const betRows = (
      await besideDebitScript({
        binary,
        databaseUrl,
        merchant,
        concurrencies: betConcurrencies,
        sliceS,
        rounds,
        call: (index) =>
          lottery.placeBet(context, members[index % members.length].member_id, {
            gameId: game,
            numero: '20000101-0001',
            playType: 'bigSmall',
            selection: index % 2 === 0 ? 'big' : 'small',
            stake: '1.00',
            requestId: randomUUID(),
          }),
      })
    ).map((row) => ({
      clients: row.clients,
      pgbenchDebitScript: row.script,
      bets: row.calls,
      betsToScriptRatio: row.ratio,
    }));

    // 2. Settling a period of a million tickets.
    const arrangedAt = performance.now();
    await arrangeTickets(client, merchant, drawnPeriod);
    const arrangeS = (performance.now() - arrangedAt) / 1000;
    // Drawn now; settled by this process or by the server's worker, whichever comes first:
    // the time is until the period is settled with every ticket paid.
    const startedAt = performance.now();
    await client.query(
      `UPDATE lottery_periods SET status = 'drawn', sheet = $2, drawn_at = now() WHERE id = $1`,
      [drawnPeriod, JSON.stringify(sheet)],
    );
    let settled = 0;
    for (;;) {
      settled += await lottery.settleDrawn();
      const { rows } = await client.query(`SELECT status FROM lottery_periods WHERE id = $1`, [
        drawnPeriod,
      ]);
      if (rows[0]?.status === 'settled') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const settleS = (performance.now() - startedAt) / 1000;
    const {
      rows: [check],
    } = await client.query(
      `SELECT count(*) FILTER (WHERE status = 'open') AS open,
         sum(win_minor) AS wins,
         (SELECT count(*) FROM vendor_transactions
           WHERE transaction_uuid LIKE 'lottery-win:' || $1::bigint || ':%') AS credits,
         (SELECT status FROM lottery_periods WHERE id = $1::bigint) AS period
       FROM lottery_tickets WHERE period_id = $1::bigint`,
      [drawnPeriod],
    );
    await client.end();
    await db.destroy();
    if (Number(check.open) !== 0 || check.period !== 'settled') {
      throw new Error(`settlement incomplete: ${JSON.stringify({ settled, ...check })}`);
    }
    const verify = spawnSync(process.execPath, ['apps/server/dist/ledger-verify.js'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    if (verify.status !== 0) console.error(verify.stdout, verify.stderr);
    return {
      settlement: {
        tickets: ticketCount,
        members: settleMembers,
        seconds: Number(settleS.toFixed(2)),
        arrangeSeconds: Number(arrangeS.toFixed(2)),
        credits: Number(check.credits),
        paidMinor: String(check.wins),
      },
      bets: betRows,
      slices: `${rounds} × ${sliceS} s alternating`,
      isLedgerVerified: verify.status === 0,
    };
  } finally {
    await server.stop();
  }
}
