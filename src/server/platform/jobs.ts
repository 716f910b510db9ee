import { randomUUID } from 'node:crypto';
import { type DB, nowIso } from '../db/database';

/**
 * Scheduled jobs (docs/decisions/0015): each process runs the same jobs on timers, and a job that
 * must run in one process at a time takes a lease, a row of job_leases that names its holder
 * until a time. Leases work alike on SQLite and PostgreSQL (a conditional UPDATE decides), need no
 * extra service, and a process that dies simply lets its lease run out.
 */

/** This process, as a lease holder. */
export const PROCESS_ID = randomUUID();

/**
 * Takes or renews the lease `name` for `ttlMs`: true when `owner` holds it now. Free when nobody
 * holds it, when it ran out, or when `owner` holds it already.
 */
export async function takeLease(
  db: DB,
  name: string,
  options: { owner?: string; ttlMs: number; now?: Date },
): Promise<boolean> {
  const owner = options.owner ?? PROCESS_ID;
  const now = options.now ?? new Date();
  const until = nowIso(new Date(now.getTime() + options.ttlMs));
  await db
    .insertInto('job_leases')
    .values({ name, owner: '', locked_until: nowIso(new Date(0)), last_run_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('job_leases')
    .set({ owner, locked_until: until })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('locked_until', '<=', nowIso(now)), eb('owner', '=', owner)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease up (at shutdown), and notes when its job last ran. */
export async function releaseLease(db: DB, name: string, owner = PROCESS_ID, ranAt?: Date): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ locked_until: nowIso(new Date(0)), ...(ranAt ? { last_run_at: nowIso(ranAt) } : {}) })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .execute();
}

export type Job = {
  name: string;
  everyMs: number;
  /** Held while the job runs, so that one process runs it at a time; none: every process runs it. */
  leaseMs?: number;
  run: (context: { stillHolding: () => Promise<boolean> }) => Promise<void>;
};

export type Scheduler = {
  /** Runs a job now (or as soon as its running round ends) instead of at its next tick. */
  poke(name: string): void;
  stop(): Promise<void>;
};

/**
 * Runs each job every `everyMs` (and when poked), never two rounds of one job at once in this
 * process. A failing round is logged and the next one runs as usual.
 */
export function startScheduler(
  db: DB,
  jobs: readonly Job[],
  log: { warn: (obj: object, msg: string) => void },
): Scheduler {
  let stopped = false;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();

  const round = async (job: Job) => {
    if (job.leaseMs !== undefined && !(await takeLease(db, job.name, { ttlMs: job.leaseMs }))) return;
    const stillHolding = async () =>
      job.leaseMs === undefined || (await takeLease(db, job.name, { ttlMs: job.leaseMs }));
    try {
      await job.run({ stillHolding });
    } finally {
      if (job.leaseMs !== undefined) await releaseLease(db, job.name, PROCESS_ID, new Date());
    }
  };

  const schedule = (job: Job, delayMs: number) => {
    if (stopped) return;
    clearTimeout(timers.get(job.name));
    const timer = setTimeout(() => start(job), delayMs);
    timer.unref();
    timers.set(job.name, timer);
  };

  const start = (job: Job) => {
    if (stopped) return;
    if (running.has(job.name)) {
      again.add(job.name);
      return;
    }
    const promise = round(job)
      .catch((err: unknown) => log.warn({ err, job: job.name }, 'a scheduled job failed'))
      .finally(() => {
        running.delete(job.name);
        if (again.delete(job.name)) start(job);
        else schedule(job, job.everyMs);
      });
    running.set(job.name, promise);
  };

  // The first rounds start soon after boot, spread a little so processes started together differ.
  for (const job of jobs) schedule(job, 1_000 + Math.floor(Math.random() * 1_000));

  return {
    poke(name) {
      const job = jobs.find((j) => j.name === name);
      if (job) start(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
