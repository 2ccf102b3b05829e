import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { noNetwork, takeStrayRequests } from './test-trpc';

/**
 * findBy… and waitFor wait up to 5 s (the library's 1 s default): a screen's first render in a file loads its lazy
 * modules, which on a busy 2-core machine took longer than a second and failed a test that was right ("saves the
 * shoppers' texts' French" run alone: the French field still empty at 1 s). A wait that succeeds returns at once.
 */
configure({ asyncUtilTimeout: 5_000 });

/** No component test reaches the network: fetch answers only what a test stubs (stubTrpc). */
globalThis.fetch = noNetwork;
if (typeof window !== 'undefined') window.fetch = noNetwork;

beforeEach(() => {
  takeStrayRequests(); // a finished test's late requests were reported then; they are not this test's
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  const strays = takeStrayRequests();
  if (strays.length > 0) {
    throw new Error(`This test made requests nothing was stubbed for:\n  ${strays.join('\n  ')}`);
  }
});
