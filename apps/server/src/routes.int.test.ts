import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { buildApp, type DeclaredRoute } from './app';
import type { Db } from './db/database';

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

describe('the route table', () => {
  it('declares a request and a response schema on every route', () => {
    const routes = declaredRoutes.filter((route) => !builtFileRoutes.has(route.url));
    // The API is all here: the site's, the back office's, the vendors' and the pages.
    expect(routes.length).toBeGreaterThan(170);
    const missing = routes
      .filter((route) => {
        const schema = route.schema ?? {};
        const hasRequest =
          schema.body !== undefined ||
          schema.querystring !== undefined ||
          schema.params !== undefined;
        const response = (schema.response ?? {}) as Record<string, unknown>;
        return !hasRequest || response['200'] === undefined;
      })
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('leaves only the built files without schemas', () => {
    const unschemed = declaredRoutes.filter((route) => route.schema === undefined);
    expect(new Set(unschemed.map((route) => route.url))).toEqual(builtFileRoutes);
  });
});
