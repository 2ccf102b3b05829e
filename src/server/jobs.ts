import type { FastifyBaseLogger } from 'fastify';
import { exclusively, refreshPlannerStatistics } from './db/dialect.js';
import type { Services } from './deps.js';
import { mailOpenedReleases } from './domain/alerts/mail-waiting.js';
import { sendDueCampaigns } from './domain/campaigns/send.js';
import { expireAbandonedCheckouts } from './domain/checkout/expire.js';
import { reconcilePayments } from './domain/checkout/reconcile.js';
import { mailCartReminders } from './domain/checkout/reminders.js';
import { cleanUp } from './domain/cleanup.js';
import { sendDueRefunds } from './domain/refunds/send.js';
import { dashboardSummary } from './domain/reports/dashboard.js';
import { ensureSearchIndex } from './domain/search.js';

export interface Job {
  name: string;
  everyMs: number;
  /** Runs on its own, beside the queue of the others: the outbox's one-second drain never waits behind them. */
  alone?: boolean;
  run: (services: Services) => Promise<unknown>;
}

/**
 * The shop's background work, in the same process: pending refunds are sent again (a refund whose answer was
 * never heard is first looked up at the gateway, so it is settled, not made twice), pending payments reconciled,
 * checkouts whose hold ran out unpaid ended (their intents cancelled at the gateway), expired holds released and abandoned carts forgotten, the query planner's statistics kept current, and the
 * dashboard's kept sales figures made again after a sale or refund, in the background rather than on the owner's next
 * visit (25-65 ms at 50,000 orders; a call costs a few index steps when nothing moved), and the search index built
 * again after the owner changed what it holds (a read of one row when nothing did), and the "Notify me" requests of a
 * release that opened mailed, and the abandoned checkouts' reminders and the newsletter campaigns at their pace (issue 40). Each runs a second after the
 * start too.
 */
export const JOBS: Job[] = [
  { name: 'refunds', everyMs: 60_000, run: (services) => sendDueRefunds(services) },
  { name: 'reconcile', everyMs: 5 * 60_000, run: (services) => reconcilePayments(services) },
  { name: 'checkout-expiry', everyMs: 60_000, run: (services) => expireAbandonedCheckouts(services) },
  { name: 'cleanup', everyMs: 60 * 60_000, run: (services) => cleanUp(services) },
  { name: 'planner-statistics', everyMs: 6 * 60 * 60_000, run: ({ db }) => refreshPlannerStatistics(db) },
  { name: 'dashboard', everyMs: 60_000, run: (services) => dashboardSummary(services) },
  { name: 'search-index', everyMs: 10_000, run: ({ db }) => ensureSearchIndex(db) },
  { name: 'release-alerts', everyMs: 30_000, run: (services) => mailOpenedReleases(services) },
  { name: 'cart-reminders', everyMs: 60_000, run: (services) => mailCartReminders(services) },
  { name: 'campaigns', everyMs: 5_000, run: (services) => sendDueCampaigns(services) },
];

/**
 * The jobs with the intervals a test asked for (JOB_INTERVALS, e.g. `cart-reminders=1000`: a spec that waits for a
 * job sets it short instead of waiting its minute); a name that is no job's is refused, so a typo cannot leave a
 * spec waiting the full interval.
 */
export function withIntervals(jobs: Job[], intervals: Record<string, number> = {}): Job[] {
  const unknown = Object.keys(intervals).filter((name) => !jobs.some((job) => job.name === name));
  if (unknown.length > 0) throw new Error(`Invalid JOB_INTERVALS: no job named ${unknown.join(', ')}`);
  return jobs.map((job) => ({ ...job, everyMs: intervals[job.name] ?? job.everyMs }));
}

/**
 * Runs each job on its interval (never two runs of one job at once, in any process sharing the database; a failure
 * is logged and tried again next time), one job at a time in a process: a run holds a pooled connection for its
 * cross-process lock (`exclusively`) and takes others for its work, so jobs due together and run side by side held
 * the whole PostgreSQL pool (ten jobs, ten connections) and each waited for an eleventh forever, hanging every request
 * of the process. Queued one after the other they hold one lock connection at a time; a job marked `alone` (the mail
 * drain) keeps its own lane beside the queue, so at most two are held. A job already queued or running is not queued
 * again. Answers a stop function.
 */
export function startJobs(services: Services, log: FastifyBaseLogger, jobs: Job[]): () => void {
  let queue: Promise<void> = Promise.resolve();
  const timers = jobs.map((job) => {
    let pending = false;
    const run = async () => {
      try {
        await exclusively(services.db, job.name, () => job.run(services));
      } catch (error) {
        log.error({ err: error, job: job.name }, 'background job failed');
      } finally {
        pending = false;
      }
    };
    const tick = () => {
      if (pending) return;
      pending = true;
      // `pending` already keeps one job's runs apart: a job alone needs no lane of its own.
      if (job.alone) void run();
      else queue = queue.then(run);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    setTimeout(tick, 1_000).unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
