import { sql } from 'kysely';
import type { Executor } from '../../../db/database';

/**
 * A round's lock against the bets in flight: every bet holds it shared (table_place_bet), a
 * close or a cancel alone, so it waits for them and no bet is taken after it.
 */
export async function lockRound(trx: Executor, roundId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext('table_round'),
    (${roundId}::bigint % 2147483647)::integer)`.execute(trx);
}
