import fs from 'node:fs/promises';
import { isJackpotHit, jackpotOddsOneInMax, winMinor } from '@khela/games';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { loadConfig } from '../config';
import type { Db } from './database';
import { readFunctionSources, type FunctionSource } from './functions';

/**
 * Migrations up to this one restated functions; they stay as they were applied, but every
 * function now lives in its source file and a later migration carries schema only.
 */
const lastMigrationWithFunctions = '0063';

let db: Db;
let drop: () => Promise<void>;
let sources: FunctionSource[];

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  sources = await readFunctionSources(loadConfig().functionsRoot);
});
afterAll(() => drop());

/** The functions of the public schema that are ours (not an extension's), with their bodies. */
async function databaseFunctions() {
  const { rows } = await sql<{ name: string; body: string; arguments: string }>`
    SELECT p.proname AS name, p.prosrc AS body,
        pg_get_function_identity_arguments(p.oid) AS arguments
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prokind = 'f'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      ORDER BY p.proname, arguments`.execute(db);
  return rows;
}

describe('functions kept as source', () => {
  it('are in the database exactly as their source files say, once each', async () => {
    const inDatabase = await databaseFunctions();
    // One overload each: a changed signature must drop the old function in a migration.
    expect(inDatabase.map((row) => row.name)).toEqual(sources.map((s) => s.name).sort());
    for (const source of sources) {
      const stored = inDatabase.find((row) => row.name === source.name);
      expect(stored?.body, `${source.name} differs from ${source.file}`).toBe(source.body);
    }
  });

  it('come one per file, in the order that lets each find the functions it calls', () => {
    const names = sources.map((source) => source.name);
    expect(new Set(names).size).toBe(names.length);
    const position = new Map(names.map((name, index) => [name, index]));
    for (const source of sources) {
      for (const callee of names) {
        if (callee !== source.name && new RegExp(`\\b${callee}\\s*\\(`).test(source.body)) {
          expect(position.get(callee)).toBeLessThan(position.get(source.name)!);
        }
      }
    }
  });

  it('leave later migrations with the schema only', async () => {
    const dir = loadConfig().migrationsDir;
    const later = (await fs.readdir(dir)).filter(
      (name) => /^\d{4}_.*\.sql$/.test(name) && name.slice(0, 4) > lastMigrationWithFunctions,
    );
    for (const name of later) {
      const text = await fs.readFile(`${dir}/${name}`, 'utf8');
      expect(text, name).not.toMatch(/CREATE\s+(OR\s+REPLACE\s+)?FUNCTION/i);
    }
  });
});

describe('rules written in both SQL and TypeScript', () => {
  it("compute a lottery ticket's win the same way", async () => {
    const cases = fc.sample(
      fc.record({
        stakeMinor: fc.bigInt({ min: 1n, max: 1_000_000_000n }),
        oddsMilli: fc.integer({ min: 1, max: 9_999_999 }),
        hits: fc.integer({ min: 0, max: 30 }),
      }),
      { numRuns: 2000, seed: 20261128 },
    );
    const { rows } = await sql<{ winMinor: string }>`
      SELECT lottery_win_minor(c.stake, c.odds, c.hits)::text AS "winMinor"
        FROM unnest(${cases.map((c) => c.stakeMinor.toString())}::bigint[],
          ${cases.map((c) => c.oddsMilli)}::bigint[], ${cases.map((c) => c.hits)}::int[])
          WITH ORDINALITY AS c(stake, odds, hits, position)
        ORDER BY c.position`.execute(db);
    const expected = cases.map((c) => winMinor(c.stakeMinor, c.oddsMilli, c.hits).toString());
    expect(rows.map((row) => row.winMinor)).toEqual(expected);
  });

  it('decide a jackpot hit the same way, at the edge of every odds too', async () => {
    const drawRange = 2 ** 32;
    const odds = fc.integer({ min: 1, max: jackpotOddsOneInMax });
    const anyDraw = fc.record({ draw: fc.integer({ min: 0, max: drawRange - 1 }), odds });
    // The last draw that hits and the first that misses, for odds of every size.
    const edgeDraw = odds.chain((oddsOneIn) => {
      const lastHit = Math.ceil(drawRange / oddsOneIn) - 1;
      return fc.record({
        draw: fc.integer({
          min: Math.max(0, lastHit - 1),
          max: Math.min(drawRange - 1, lastHit + 1),
        }),
        odds: fc.constant(oddsOneIn),
      });
    });
    const cases = fc.sample(fc.oneof(anyDraw, edgeDraw), { numRuns: 4000, seed: 20261128 });
    const { rows } = await sql<{ isHit: boolean }>`
      SELECT jackpot_is_hit(c.draw, c.odds) AS "isHit"
        FROM unnest(${cases.map((c) => c.draw)}::bigint[], ${cases.map((c) => c.odds)}::bigint[])
          WITH ORDINALITY AS c(draw, odds, position)
        ORDER BY c.position`.execute(db);
    expect(rows.map((row) => row.isHit)).toEqual(cases.map((c) => isJackpotHit(c.draw, c.odds)));
    expect(rows.some((row) => row.isHit)).toBe(true);
  });
});
