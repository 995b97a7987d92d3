import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { loadConfig } from '../config';
import type { Db } from './database';
import { createMerchant } from '../../test/factories';
import { installLotteries } from '../domains/lottery/period/install';
import { migrate } from './migrate';

let db: Db;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, url, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe('migrations', () => {
  it('applies nothing twice', async () => {
    expect(await migrate(url, loadConfig().migrationsDir)).toEqual([]);
    const rows = await sql<{ count: string }>`SELECT count(*) FROM schema_migrations`.execute(db);
    expect(Number(rows.rows[0]?.count)).toBeGreaterThanOrEqual(4);
  });

  it('refuses a migration whose file changed after it was applied', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'khela-migrations-'));
    for (const name of await fs.readdir(loadConfig().migrationsDir)) {
      await fs.copyFile(path.join(loadConfig().migrationsDir, name), path.join(dir, name));
    }
    await fs.appendFile(path.join(dir, '0001_merchants.sql'), '\n-- edited\n');
    await expect(migrate(url, dir)).rejects.toThrow(/changed after it was applied/);
    await fs.rm(dir, { recursive: true });
  });

  it('rolls back a failing migration entirely', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'khela-migrations-'));
    for (const name of await fs.readdir(loadConfig().migrationsDir)) {
      await fs.copyFile(path.join(loadConfig().migrationsDir, name), path.join(dir, name));
    }
    await fs.writeFile(
      path.join(dir, '9999_broken.sql'),
      'CREATE TABLE half_done (id int);\nSELECT no_such_function();',
    );
    await expect(migrate(url, dir)).rejects.toThrow(/9999_broken.sql failed/);
    const table = await sql<{
      name: string | null;
    }>`SELECT to_regclass('half_done') AS name`.execute(db);
    expect(table.rows[0]?.name).toBeNull();
    await fs.rm(dir, { recursive: true });
  });

  it('keeps config tables merchant-scoped', async () => {
    const merchantOwned = await sql<{ tableName: string }>`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'merchant_id'`.execute(db);
    const tables = merchantOwned.rows.map((row) => row.tableName);
    for (const table of [
      'banners',
      'announcements',
      'customer_services',
      'help_articles',
      'vendors',
      'region_rules',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("keeps a jackpot's waiting contributions when shares move to 1/10 000 of a minor unit", async () => {
    // A database as 0060 left it, with contributions waiting for the sweep.
    const adminUrl = inject('adminDatabaseUrl');
    const name = `khela_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'khela-migrations-'));
    const client = new pg.Client({ connectionString: target.toString() });
    try {
      const all = (await fs.readdir(loadConfig().migrationsDir)).sort();
      for (const file of all.filter((each) => each < '0061')) {
        await fs.copyFile(path.join(loadConfig().migrationsDir, file), path.join(dir, file));
      }
      await migrate(target.toString(), dir);
      await client.connect();
      await client.query(`INSERT INTO jackpot_contributions
          (merchant_id, member_id, currency, round_id, amount_minor)
        VALUES (1, 17, 'BDT', 40, 3), (1, 33, 'BDT', 41, 25)`);
      expect(await migrate(target.toString(), loadConfig().migrationsDir)).toContain(
        '0061_jackpot_exact_share.sql',
      );
      const { rows } = await client.query(
        'SELECT member_id, round_id, share_units FROM jackpot_contributions ORDER BY round_id',
      );
      expect(rows).toEqual([
        { member_id: '17', round_id: '40', share_units: '30000' },
        { member_id: '33', round_id: '41', share_units: '250000' },
      ]);
      const columns = await client.query(`SELECT column_name FROM information_schema.columns
        WHERE table_name = 'house_rounds' AND column_name LIKE 'jackpot_%' ORDER BY 1`);
      expect(columns.rows.map((row: { column_name: string }) => row.column_name)).toEqual([
        'jackpot_draw',
        'jackpot_odds_one_in',
        'jackpot_share_units',
      ]);
    } finally {
      await client.end().catch(() => undefined);
      await fs.rm(dir, { recursive: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it("moves the demo lottery off the house vendor's pictures, keeping an operator's own", async () => {
    const merchant = await createMerchant(db);
    const other = await createMerchant(db);
    const house = '/art/vendors/khela-house.svg';
    await installLotteries(db, merchant.id);
    await installLotteries(db, other.id);
    // As 0060 found them: everything on the house logo, but one lottery on an operator's own.
    await db
      .updateTable('vendors')
      .set({ logoUrl: house })
      .where('vassalage', '=', 'KLOTTO')
      .execute();
    await db
      .updateTable('games')
      .set({ imagePath: house })
      .where('vassalage', '=', 'KLOTTO')
      .execute();
    await db
      .updateTable('games')
      .set({ imagePath: '/media/7-0123456789abcdef.png' })
      .where('merchantId', '=', other.id)
      .where('code', '=', 'VN_MB')
      .execute();
    const file = path.join(loadConfig().migrationsDir, '0060_lottery_art.sql');
    await sql.raw(await fs.readFile(file, 'utf8')).execute(db);
    const vendors = await db
      .selectFrom('vendors')
      .select('logoUrl')
      .where('vassalage', '=', 'KLOTTO')
      .where('merchantId', 'in', [merchant.id, other.id])
      .execute();
    expect(new Set(vendors.map((row) => row.logoUrl))).toEqual(
      new Set(['/art/vendors/khela-lottery.svg']),
    );
    const games = await db
      .selectFrom('games')
      .select(['merchantId', 'code', 'imagePath'])
      .where('vassalage', '=', 'KLOTTO')
      .where('merchantId', 'in', [merchant.id, other.id])
      .execute();
    const pictureOf = (merchantId: string, code: string) =>
      games.find((row) => row.merchantId === merchantId && row.code === code)?.imagePath;
    expect(pictureOf(merchant.id, 'ELOTT1')).toBe('/art/games/fast-draw.svg');
    expect(pictureOf(merchant.id, 'VN_MB')).toBe('/art/games/vietnam-draw.svg');
    expect(pictureOf(other.id, 'VN_MB')).toBe('/media/7-0123456789abcdef.png');
    expect(games.filter((row) => row.imagePath === house)).toEqual([]);
  });
});
