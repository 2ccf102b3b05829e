import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { noNetwork, takeStrayRequests } from './test-trpc';

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
