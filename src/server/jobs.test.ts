import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import type { Services } from './deps.js';
import { JOBS, type Job, startJobs, withIntervals } from './jobs.js';
import { useTestApp } from './testing/helpers.js';

/**
 * The job runner runs a process's jobs one at a time: side by side, each run held a pooled connection for its lock
 * and wanted more for its work, and ten jobs due together held PostgreSQL's whole pool of ten and hung the process.
 */
let services: Services;
useTestApp((shop) => {
  services = { db: shop.db } as unknown as Services;
});

describe('the job runner', () => {
  it('runs the jobs due together one after the other, each once', async () => {
    let running = 0;
    let most = 0;
    const runs: string[] = [];
    const job = (name: string): Job => ({
      name,
      everyMs: 60_000,
      run: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 50));
        runs.push(name);
        running--;
      },
    });
    const log = { error: () => {} } as unknown as FastifyBaseLogger;
    const stop = startJobs(services, log, [job('a'), job('b'), job('c')]);
    try {
      await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(3);
    } finally {
      stop();
    }
    expect(most).toBe(1);
    expect(runs).toEqual(['a', 'b', 'c']);
  });
});

describe('JOB_INTERVALS (the specs that wait for a job set it short)', () => {
  const env = { DATABASE_PATH: ':memory:' };
  it('gives the jobs it names their interval and leaves the others theirs', () => {
    const { jobIntervals } = loadConfig({ ...env, JOB_INTERVALS: 'cart-reminders=1000,campaigns=250' });
    expect(jobIntervals).toEqual({ 'cart-reminders': 1000, campaigns: 250 });
    const jobs = withIntervals(JOBS, jobIntervals);
    expect(jobs.find((j) => j.name === 'cart-reminders')?.everyMs).toBe(1000);
    expect(jobs.find((j) => j.name === 'campaigns')?.everyMs).toBe(250);
    expect(jobs.find((j) => j.name === 'refunds')?.everyMs).toBe(60_000);
    expect(withIntervals(JOBS, loadConfig(env).jobIntervals).map((j) => j.everyMs)).toEqual(JOBS.map((j) => j.everyMs));
  });

  it('refuses a malformed value and a name that is no job’s', () => {
    expect(() => loadConfig({ ...env, JOB_INTERVALS: 'cart-reminders' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, JOB_INTERVALS: 'cart-reminders=1s' })).toThrow(/^Invalid JOB_INTERVALS: /);
    expect(() => withIntervals(JOBS, { 'cart-reminder': 1000 })).toThrow(
      'Invalid JOB_INTERVALS: no job named cart-reminder',
    );
  });
});
