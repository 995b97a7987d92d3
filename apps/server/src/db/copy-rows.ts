import { sql } from 'kysely';
import type { Executor } from './database';

/**
 * Copies one merchant's rows of a table to another merchant, every column but the identity and
 * merchant_id as they are (columns read from the catalogue, so a new column is copied too).
 * `where` narrows the rows (SQL over the table's own columns). Answers how many were copied.
 */
export async function copyMerchantRows(
  trx: Executor,
  table: string,
  merchants: { fromId: string; toId: string },
  where?: ReturnType<typeof sql>,
): Promise<number> {
  const { rows } = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}
      AND column_name <> 'merchant_id' AND is_identity = 'NO'
    ORDER BY ordinal_position`.execute(trx);
  if (rows.length === 0) throw new Error(`no table ${table} to copy`);
  const columns = sql.join(rows.map((row) => sql.id(row.name)));
  const result = await sql`
    INSERT INTO ${sql.table(table)} (merchant_id, ${columns})
    SELECT ${merchants.toId}, ${columns} FROM ${sql.table(table)}
    WHERE merchant_id = ${merchants.fromId} AND (${where ?? sql`true`})
    ORDER BY ${sql.id(rows.some((row) => row.name === 'sort_order') ? 'sort_order' : (rows[0]?.name ?? 'merchant_id'))}`.execute(
    trx,
  );
  return Number(result.numAffectedRows ?? 0n);
}
