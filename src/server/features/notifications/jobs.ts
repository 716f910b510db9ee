import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { startScheduler, type Scheduler } from '../../platform/jobs';
import { runDailyScan } from './daily-scan.service';
import { pushRequested } from './notifications.service';
import { deliverPendingPush } from './push.service';

/** How often a process looks for households whose day is due (a few minutes late at most). */
const SCAN_EVERY_MS = 60_000;
/** A scan round holds its lease this long at most before renewing it. */
const SCAN_LEASE_MS = 5 * 60_000;
/** Pushes are sent when made (poked); this round catches what a poke in another process missed. */
const PUSH_EVERY_MS = 15_000;

/**
 * The notifications' background work, started with the app when SCHEDULER is on (the default)
 * and stopped when it closes: the daily scan, one process at a time under a lease, and the push
 * queue, which every process drains (each notification is claimed once).
 */
export function registerNotificationJobs(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.config.scheduler) return;
  let scheduler: Scheduler | null = null;
  const poke = () => scheduler?.poke('push');
  app.addHook('onReady', async () => {
    const log = app.log;
    scheduler = startScheduler(
      deps.db,
      [
        {
          name: 'daily-scan',
          everyMs: SCAN_EVERY_MS,
          leaseMs: SCAN_LEASE_MS,
          run: async ({ stillHolding }) => {
            const result = await runDailyScan({ ...deps, log }, new Date(), { stillHolding });
            if (result.households > 0) log.info(result, 'daily scan');
          },
        },
        {
          name: 'push',
          everyMs: PUSH_EVERY_MS,
          run: async () => {
            await deliverPendingPush({ db: deps.db, config: deps.config, log });
          },
        },
      ],
      log,
    );
    pushRequested.on('push', poke);
  });
  app.addHook('onClose', async () => {
    pushRequested.off('push', poke);
    await scheduler?.stop();
  });
}
