import { testLotterySeedKey } from '../test/app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { z } from 'zod';
import { buildApp, type DeclaredRoute } from './app';
import type { Db } from './db/database';
import { createAnswerWriter } from './plugins/schemas';

let db: Db;
let drop: () => Promise<void>;
let distRoot: string;
let declaredRoutes: DeclaredRoute[];
let close: () => Promise<void>;

/**
 * The built site's and back office's files (@fastify/static's wildcard routes): their answers
 * are the files themselves, not API answers, and they read nothing but the path.
 */
const builtFileRoutes = new Set(['/*', '/ops/*']);

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  // Built apps, so the page and file routes are declared as in production.
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-routes-'));
  for (const name of ['web', 'ops']) {
    fs.mkdirSync(path.join(distRoot, name), { recursive: true });
    fs.writeFileSync(path.join(distRoot, name, 'index.html'), '<!doctype html><html></html>');
  }
  const built = await buildApp({
    config: {
      trustProxy: false,
      logLevel: 'silent',
      webDistDir: path.join(distRoot, 'web'),
      opsDistDir: path.join(distRoot, 'ops'),
    },
    db,
    lotterySeedKey: testLotterySeedKey,
    isLogging: false,
  });
  await built.app.ready();
  declaredRoutes = built.declaredRoutes;
  close = () => built.app.close();
});

afterAll(async () => {
  await close();
  await drop();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

/** Whether a route declares what it reads and what it answers (a success or a redirect). */
function hasSchemas(route: DeclaredRoute): boolean {
  const schema = route.schema ?? {};
  const hasRequest =
    schema.body !== undefined || schema.querystring !== undefined || schema.params !== undefined;
  const answered = Object.keys((schema.response ?? {}) as Record<string, unknown>);
  return hasRequest && answered.some((status) => /^[23]\d\d$/.test(status));
}

describe('the route table', () => {
  it('declares a request and a response schema on every route but the built files', () => {
    // The API is all here: the site's, the back office's, the vendors' and the pages.
    expect(declaredRoutes.length).toBeGreaterThan(170);
    const missing = declaredRoutes.filter((route) => !hasSchemas(route)).map((route) => route.url);
    expect(new Set(missing)).toEqual(builtFileRoutes);
  });

  it("compiles every answer's writer (each is compiled when its route first answers)", () => {
    const schemas = declaredRoutes.flatMap((route) =>
      Object.values((route.schema?.response ?? {}) as Record<string, unknown>),
    );
    expect(schemas.length).toBeGreaterThan(170);
    for (const schema of schemas) {
      expect(schema).toBeInstanceOf(z.ZodType);
      expect(() => createAnswerWriter(schema as z.ZodType)).not.toThrow();
    }
  });
});
