import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/** Every queue the platform runs, with its work's data. */
export type JobData = {
  /** Deliver one letter of the outbox through SMTP. */
  'mail.deliver': { outboxId: string };
  /** Write the letters of one delivered event with many readers (`events/letters.ts`). */
  'events.letters': { eventId: number };
  /** Dispatch domain events a process recorded and did not deliver (it died, or delivery failed). */
  'events.recover': Record<string, never>;
  /** Remove uploads never attached to anything. */
  'files.sweep': Record<string, never>;
  /** End the active crowdfunding rounds whose last day has passed. */
  'rounds.end': Record<string, never>;
  /** Remind pilot owners of coming decision dates and mark the runs past theirs overdue. */
  'pilots.clock': Record<string, never>;
  /** Cancel the backings not reconfirmed by their deadline after a change of a round's terms. */
  'backings.deadline': Record<string, never>;
  /** Remind the startups of finished rounds of their quarterly report, and mark it late after 30 days. */
  'rounds.reporting': Record<string, never>;
  /** Remove the answers kept for `Idempotency-Key` retries once they are a day old. */
  'idempotency.sweep': Record<string, never>;
};
export type JobName = keyof JobData;

export type Jobs = {
  send<N extends JobName>(name: N, data: JobData[N], options?: PgBoss.SendOptions): Promise<string | null>;
  /** Several jobs in one statement; `db` writes them in the caller's transaction. */
  insert<N extends JobName>(name: N, jobs: (Omit<PgBoss.JobInsert<JobData[N]>, 'name'> & { data: JobData[N] })[], db?: PgBoss.Db): Promise<void>;
  /** Runs `handler` for each job of `name` in this process; a throw fails the attempt (retried per the queue). */
  work<N extends JobName>(name: N, handler: (data: JobData[N]) => Promise<void>): void;
  /** Runs `name` on `cron` (UTC): one job per tick whatever the number of processes. */
  schedule(name: JobName, cron: string): void;
  /** Starts the queue, or (database away) keeps trying in the background after a first failure. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Jobs per queue and state, across every process: waiting (`created`, `retry`), running
   * (`active`) and `failed` for good (kept until pg-boss archives finished jobs).
   */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
};

type QueueSettings = { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number };

/**
 * pg-boss on the platform's own database, PGlite or PostgreSQL, through the same connections as
 * everything else: jobs are rows, so a job sent survives restarts, runs once across processes
 * (`FOR UPDATE SKIP LOCKED`), and is retried with backoff. Queues, workers and schedules are
 * declared before `start`, which creates them.
 */
export function createJobs(database: Database, log: FastifyBaseLogger, queues: Partial<Record<JobName, QueueSettings>>): Jobs {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Finished jobs are history, not a log: a week of it is kept for the outbox page and support.
    deleteAfterDays: 7,
    // How often one process looks at the schedules (pg-boss's default is 30 s). It skips a look that
    // comes less than this interval after the last one by any process, so with its default a tick
    // could go unseen for up to a minute; at 10 s it is seen within about 20 s, for one small UPDATE
    // every 10 s per process.
    cronMonitorIntervalSeconds: 10,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const workers: { name: JobName; handler: (data: never) => Promise<void> }[] = [];
  const schedules: { name: JobName; cron: string }[] = [];
  let started = false;
  let stopping = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function startOnce() {
    await boss.start();
    started = true;
    const names = new Set<JobName>([...(Object.keys(queues) as JobName[]), ...workers.map((w) => w.name), ...schedules.map((s) => s.name)]);
    for (const name of names) {
      const settings = queues[name] ?? {};
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...settings });
      else await boss.createQueue(name, { name, ...settings });
    }
    for (const { name, cron } of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    for (const { name, handler } of workers) {
      await boss.work(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    }
  }

  return {
    send: (name, data, options = {}) => boss.send(name, data as object, options),
    insert: (name, jobs, db) =>
      boss.insert(
        jobs.map((j) => ({ ...j, name })),
        db ? { db } : {},
      ),
    work(name, handler) {
      workers.push({ name, handler: handler as (data: never) => Promise<void> });
    },
    schedule(name, cron) {
      schedules.push({ name, cron });
    },
    async start() {
      try {
        await startOnce();
      } catch (err) {
        // A database that cannot be reached at start must not keep the server from answering
        // (503s until it is back): the queue starts on a later try, waiting longer each time.
        log.warn({ err }, 'the job queue could not start; trying again');
        void (async () => {
          for (let wait = 1000; !stopping; wait = Math.min(wait * 2, 30_000)) {
            await new Promise<void>((resolve) => {
              retryTimer = setTimeout(resolve, wait);
              retryTimer.unref();
            });
            if (stopping) return;
            try {
              await startOnce();
              return;
            } catch (again) {
              log.warn({ err: again }, 'the job queue could not start; trying again');
            }
          }
        })();
      }
    },
    async counts() {
      const { rows } = await database.executeSql(
        'select name as queue, state::text as state, count(*)::int as count from pgboss.job ' +
          "where state in ('created', 'retry', 'active', 'failed') group by name, state",
        [],
      );
      return rows as { queue: string; state: string; count: number }[];
    },
    async stop() {
      stopping = true;
      clearTimeout(retryTimer);
      if (!started) return;
      started = false;
      // Not graceful: a job in flight is left `active` and runs again after its expiry, which every
      // handler allows for (each is idempotent).
      await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}
