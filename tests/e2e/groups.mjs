// The browser suites in three groups, each a vitest process of its own with its own server and
// database, run side by side by `npm test` (scripts/test.mjs). vitest.config.ts has two
// projects: 'e2e', and 'e2e-second' for the files below, which npm test runs as two processes.
const file = (name) => `tests/e2e/${name}.e2e.test.ts`;

/**
 * The three long tours of every route (routes, colour contrast, digits in every language):
 * busy on both cores for minutes and waiting on no clock, they run at a lower priority and take
 * what the other two groups leave.
 */
export const e2eTourFiles = ['contrast', 'routes', 'digits'].map(file);

/**
 * The suites that mostly wait on a clock (a lottery draw, table rounds, a fight, a restart), and
 * beside them a few others, so that this group and 'e2e' take about as long.
 */
export const e2eClockFiles = [
  'lottery',
  'ops-lottery',
  'tables',
  'crash-game',
  'crash',
  'cockfight',
  'ops-cockfight',
  'failover',
  'npm-start',
  'ops',
  'withdraw',
  'games',
  'promotions',
  'pwa',
  'wallet',
].map(file);

/** The files of the 'e2e-second' project; every other browser test file is in 'e2e'. */
export const e2eSecondFiles = [...e2eClockFiles, ...e2eTourFiles];
