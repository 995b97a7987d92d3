import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Db, Executor } from './database';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** The statements this connection has prepared by name, by their text. */
async function prepared(trx: Executor) {
  const { rows } = await sql<{ name: string; statement: string }>`
    SELECT name, statement FROM pg_prepared_statements`.execute(trx);
  return rows;
}

describe('statements prepared by name', () => {
  it('prepares a statement with parameters once per connection, and answers it each time', async () => {
    await db.transaction().execute(async (trx) => {
      const read = (id: number) =>
        trx.selectFrom('merchants').select('code').where('id', '=', String(id)).execute();
      expect(await read(1)).toEqual(await read(2));
      const named = (await prepared(trx)).filter((row) => row.statement.includes('"merchants"'));
      expect(named).toHaveLength(1);
      expect(named[0]!.name).toMatch(/^k[\w-]{27}$/);
      // The same text again is the same statement: nothing more is prepared.
      await read(3);
      expect((await prepared(trx)).filter((row) => row.statement.includes('"merchants"'))).toEqual(
        named,
      );
    });
  });

  it('leaves a statement with a long list of values unnamed, so a connection keeps a bounded set', async () => {
    await db.transaction().execute(async (trx) => {
      const ids = Array.from({ length: 40 }, (_, index) => String(index + 1));
      await trx.selectFrom('members').select('id').where('id', 'in', ids).execute();
      await trx.selectFrom('members').select('id').where('id', 'in', ids.slice(0, 3)).execute();
      const named = (await prepared(trx)).filter((row) => row.statement.includes('"members"'));
      expect(named.map((row) => (row.statement.match(/\$\d+/g) ?? []).length)).toEqual([3]);
    });
  });

  it('leaves a read of whole rows unnamed, which a migration adding a column would break', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('merchants').selectAll().where('code', '=', 'none').execute();
      await trx.selectFrom('merchants as m').selectAll('m').where('m.code', '=', 'none').execute();
      const named = await prepared(trx);
      expect(named.filter((row) => row.statement.includes('"code" = $1'))).toEqual([]);
      expect(named.filter((row) => row.statement.includes('"m"."code" = $1'))).toEqual([]);
    });
  });
});
