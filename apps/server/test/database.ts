import { randomBytes } from 'node:crypto';
import { detailFieldNames, isLoggedFieldName } from '@khela/contracts';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../src/db/database';

/** A fresh database cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<{
  db: Db;
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `khela_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString());
  return {
    db,
    url: url.toString(),
    async drop() {
      let unnamed: string[];
      try {
        unnamed = await unnamedLoggedFields(db);
      } finally {
        await db.destroy();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      }
      if (unnamed.length > 0) {
        throw new Error(
          `action log fields without words in loggedFieldNames: ${unnamed.join(', ')}`,
        );
      }
    },
  };
}

/**
 * Action detail fields the back office has no words for (contracts' loggedFieldNames), as
 * "action: field": a test file whose work logged one fails when its database goes.
 */
async function unnamedLoggedFields(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('operatorActions').select(['action', 'detail']).execute();
  const unnamed = rows.flatMap((row) =>
    detailFieldNames(row.detail)
      .filter((name) => !isLoggedFieldName(name))
      .map((name) => `${row.action}: ${name}`),
  );
  return [...new Set(unnamed)];
}
