import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { freePort } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

export const templateDatabase = 'khela_template';

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary directory, or the server
 * of TEST_DATABASE_URL. A migrated template database is made once; every test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'khela-test-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
    });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  const config = loadConfig();
  await migrate(templateUrl.toString(), config.migrationsDir, {
    functionsRoot: config.functionsRoot,
  });

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
