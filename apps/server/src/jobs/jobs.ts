import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** A piece of scheduled work: its queue name, cron (minutes) and what it does. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run: () => Promise<number>;
}

/**
 * Scheduled work on pg-boss (ARCHITECTURE.md Runtime): each job is scheduled once for every
 * server instance (pg-boss keeps one schedule per queue), and each run is taken by a single
 * worker. Work is done in bounded batches and is safe to repeat.
 */
export async function startJobs(
  databaseUrl: string,
  jobs: ScheduledJob[],
  log: Pick<Logger, 'info' | 'warn' | 'error'>,
): Promise<{ stop: () => Promise<void> }> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, undefined, { tz: 'UTC' });
    await boss.work(job.name, async () => {
      const count = await job.run();
      if (count > 0) log.info({ job: job.name, count }, 'job done');
    });
  }
  return {
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}
