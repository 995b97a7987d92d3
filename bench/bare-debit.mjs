// The floor under the HTTP figure: bare Fastify and a pg pool (as large as the server's)
// doing the same single-statement debit per request, with no session, validation or context.
// What Khela's API loses beside pgbench and what any Node HTTP server loses here tell apart.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
pool.on('error', () => undefined);
const { rows: pairs } = await pool.query('SELECT debit, credit FROM bench_pairs ORDER BY client');
const {
  rows: [merchant],
} = await pool.query(`SELECT id FROM merchants WHERE code = 'KHELA'`);
const app = Fastify({ logger: false });
let next = 0;
app.post('/debit', async (request) => {
  const pair = pairs[next++ % pairs.length];
  const { rows } = await pool.query(
    'SELECT outcome, transfer_id, debit_balance_after FROM ledger_transfer($1, $2, $3, $4, $5, $6, $7)',
    [
      merchant.id,
      pair.debit,
      pair.credit,
      100,
      'vendor_transfer',
      null,
      `bare:${request.body.idempotencyKey}`,
    ],
  );
  if (rows[0].outcome !== 'new') throw new Error(`debit answered ${rows[0].outcome}`);
  return { success: true, value: { transferId: rows[0].transfer_id } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => pool.end()));
