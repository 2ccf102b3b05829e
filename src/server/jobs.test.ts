import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Services } from './deps.js';
import { type Job, startJobs } from './jobs.js';
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
