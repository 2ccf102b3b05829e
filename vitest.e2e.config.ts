import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/e2e/sequencer.js';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    /**
     * Two specs at a time, each with its own shop process, temporary database and Chromium: one at a time kept about
     * one of CI's 2 cores busy (e2e took 1028 s, 998 s of it in the specs). E2E_WORKERS=1 runs them one at a time.
     */
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    /** Longest spec first (tests/e2e/sequencer.ts): neither worker is left with one long spec at the end. */
    sequence: { sequencer: LongestFirst },
    /**
     * The specs share one module graph per worker: each file imported Playwright, axe and the helpers again. A spec
     * keeps its state in its own file (its shop and browser start and stop in its hooks); no spec mocks a module or
     * sets the environment.
     */
    isolate: false,
    /** The few waits Playwright cannot do itself (a count, a field's value, a computed list) poll as long as its own waits (tests/e2e/wait.ts). */
    expect: { poll: { timeout: 15_000, interval: 200 } },
  },
});
