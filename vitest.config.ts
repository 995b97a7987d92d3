import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Three suites: pure unit tests, server integration on a real PostgreSQL, and browser e2e.
// Unit and integration files share their workers' modules (isolate: false): every
// integration file clones its own database and builds its own app, so nothing is shared but
// the compiled code, which is what took most of a file's time to load. At least two workers
// even on two cores: an integration file mostly waits for PostgreSQL.
const workers = Math.max(2, os.availableParallelism() - 1);
/**
 * The second browser group, about half of the browser time: the suites that mostly wait on a
 * clock (a lottery draw, table rounds, a fight, a restart), the three long tours of every
 * route (routes, colour contrast, digits in every language), and promotions (to even the two
 * groups' times, measured in CI).
 */
const e2eSecondFiles = [
  'promotions',
  'lottery',
  'ops-lottery',
  'tables',
  'crash-game',
  'crash',
  'cockfight',
  'ops-cockfight',
  'failover',
  'npm-start',
  'routes',
  'contrast',
  'digits',
].map((name) => `tests/e2e/${name}.e2e.test.ts`);
const e2eOptions = {
  globalSetup: ['tests/e2e/global-setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // A page waited on for up to 10 s (not vitest's 1 s): two groups share the machine.
  expect: { poll: { timeout: 10_000 } },
};
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          maxWorkers: workers,
          // Property tests of the game maths take seconds; the machine is shared with the rest.
          testTimeout: 20_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'tests/repository/**/*.test.ts',
            'tests/verifier/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          isolate: false,
          maxWorkers: workers,
          include: ['apps/server/**/*.int.test.ts', 'tests/verifier/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The browser suites in two groups, each with its own server and database, run side by
      // side by `npm test`, about half of the browser time each (e2eSecondFiles).
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: e2eSecondFiles,
          ...e2eOptions,
        },
      },
      {
        test: {
          name: 'e2e-second',
          include: e2eSecondFiles,
          ...e2eOptions,
        },
      },
    ],
  },
});
