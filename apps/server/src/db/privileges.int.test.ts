import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { missingPrivileges, requirePrivileges } from './privileges';

/**
 * A role that owns nothing, as a hosting provider hands one out: what it lacks is said with the
 * statement that gives it, and once given, the check passes.
 */
describe('database privileges at start', () => {
  const adminUrl = inject('adminDatabaseUrl');
  const suffix = randomBytes(4).toString('hex');
  const role = `khela_limited_${suffix}`;
  const database = `khela_priv_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('names each missing privilege with its fix, and passes once they are granted', async () => {
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'limited-password'`);
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.username = role;
    url.password = 'limited-password';
    url.pathname = `/${database}`;

    const missing = await missingPrivileges(url.toString());
    expect(missing.map((item) => item.need)).toEqual([
      `CREATE on schema public of database "${database}"`,
      `CREATE on database "${database}" (for the job queue's schema and pg_trgm)`,
    ]);
    expect(missing[0]?.fix).toContain(`GRANT CREATE ON SCHEMA public TO "${role}"`);
    await expect(requirePrivileges(url.toString())).rejects.toThrow(/cannot run Khela yet/);

    await admin.query(`GRANT CREATE ON DATABASE ${database} TO ${role}`);
    const owned = new URL(adminUrl);
    owned.pathname = `/${database}`;
    const inDatabase = new pg.Client({ connectionString: owned.toString() });
    await inDatabase.connect();
    await inDatabase.query(`GRANT CREATE ON SCHEMA public TO ${role}`);
    await inDatabase.end();
    expect(await missingPrivileges(url.toString())).toEqual([]);
  });
});
