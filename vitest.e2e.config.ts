import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    /** The few waits Playwright cannot do itself (a count, a field's value, a computed list) poll as long as its own waits (tests/e2e/wait.ts). */
    expect: { poll: { timeout: 15_000, interval: 200 } },
  },
});
