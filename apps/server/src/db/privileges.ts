import pg from 'pg';

/** What the database role lacks, each said with the statement that gives it. */
export interface MissingPrivilege {
  need: string;
  fix: string;
}

/** Raised at start when the database cannot be used as it is: said plainly, without a stack. */
export class StartupError extends Error {}

/**
 * What the server needs of its database role before it migrates: to create tables and
 * functions in schema public, to create schemas in the database (the job queue's `pgboss`),
 * and the pg_trgm extension (game search), which a role with CREATE on the database installs
 * itself (it is a trusted extension) once the server has it (Debian: postgresql-contrib).
 * Each need already met by what exists is not asked again.
 */
export async function missingPrivileges(url: string): Promise<MissingPrivilege[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      role: string;
      database: string;
      createOnPublic: boolean;
      createOnDatabase: boolean;
      hasJobSchema: boolean;
      hasTrigram: boolean;
      canInstallTrigram: boolean;
    }>(`SELECT current_user AS role, current_database() AS database,
        has_schema_privilege('public', 'CREATE') AS "createOnPublic",
        has_database_privilege(current_database(), 'CREATE') AS "createOnDatabase",
        EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss') AS "hasJobSchema",
        EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS "hasTrigram",
        EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS "canInstallTrigram"`);
    const found = rows[0];
    if (!found) return [];
    const role = `"${found.role}"`;
    const database = `"${found.database}"`;
    const missing: MissingPrivilege[] = [];
    if (!found.createOnPublic) {
      missing.push({
        need: `CREATE on schema public of database ${database}`,
        fix: `ALTER SCHEMA public OWNER TO ${role};  -- or: GRANT CREATE ON SCHEMA public TO ${role};`,
      });
    }
    const needsDatabaseCreate = !found.hasJobSchema || !found.hasTrigram;
    if (needsDatabaseCreate && !found.createOnDatabase) {
      missing.push({
        need: `CREATE on database ${database} (for the job queue's schema and pg_trgm)`,
        fix: `GRANT CREATE ON DATABASE ${database} TO ${role};  -- or make ${role} its owner`,
      });
    }
    if (!found.hasTrigram && !found.canInstallTrigram) {
      missing.push({
        need: 'the pg_trgm extension installed on the PostgreSQL server',
        fix: 'apt-get install postgresql-contrib  -- or: CREATE EXTENSION pg_trgm; as a superuser',
      });
    }
    return missing;
  } finally {
    await client.end();
  }
}

/** Refuses to start, saying what the role lacks and how to give it, when anything is missing. */
export async function requirePrivileges(url: string): Promise<void> {
  const missing = await missingPrivileges(url);
  if (missing.length === 0) return;
  throw new StartupError(
    [
      'The database role cannot run Khela yet. It needs:',
      ...missing.map((item) => `  - ${item.need}\n      ${item.fix}`),
      'See README.md, "Running on your own PostgreSQL".',
    ].join('\n'),
  );
}
