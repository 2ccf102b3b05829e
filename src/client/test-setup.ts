import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeCartDrawer } from './features/cart-drawer';
import { forgetChosenCurrency } from './features/currency';
import { loadToasts, setErrorTitle } from './features/notify';
import { loadMessageEngine } from './i18n/message-engine';
import { noNetwork, takeStrayRequests } from './test-trpc';
import { loadTransport } from './trpc';

/**
 * The browser's client loads tRPC's transport with its first call (`trpc.ts`), the toasts' store with the first
 * toast (`features/notify.ts`) and the ICU engine with the first area that needs it (`i18n/message-engine.ts`);
 * loaded here once, a screen's calls go out, its toasts show and its messages are written at once, within its test,
 * as they did (not in the next test's, once the module came).
 */
await loadTransport();
await loadToasts();
await loadMessageEngine();

/**
 * findBy… and waitFor wait up to 5 s (the library's 1 s default): a screen's first render in a file loads its lazy
 * modules, which on a busy 2-core machine took longer than a second and failed a test that was right ("saves the
 * shoppers' texts' French" run alone: the French field still empty at 1 s). A wait that succeeds returns at once.
 */
configure({ asyncUtilTimeout: 5_000 });

/** No component test reaches the network: fetch answers only what a test stubs (stubTrpc). */
globalThis.fetch = noNetwork;
if (typeof window !== 'undefined') window.fetch = noNetwork;

/**
 * The tests' page is a returning browser's: its cart id is stored, so its cart is asked for (as the screens' stubs
 * answer). A cart id the page makes itself starts empty without asking (`features/cart.tsx`, tested there).
 */
const TEST_CART_ID = '00000000-0000-4000-8000-000000000000';

beforeEach(() => {
  takeStrayRequests(); // a finished test's late requests were reported then; they are not this test's
  if (typeof localStorage !== 'undefined' && !localStorage.getItem('cartId'))
    localStorage.setItem('cartId', TEST_CART_ID);
});

/**
 * What a test leaves in the page's shared state is taken away after it: the client files share one module graph and
 * one page (`isolate: false`), so a toast still showing or a cookie a screen wrote would otherwise reach the next
 * file's tests (a leftover toast's close button, a currency chosen in another file, a French page's error title, an
 * open cart drawer).
 */
function forgetPageState(): void {
  notifications.clean();
  closeCartDrawer(); // one store for the page (features/cart-drawer.ts): a drawer one test opened moves the next's toasts
  setErrorTitle('Error');
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear(); // the checkout's typed address
  if (typeof document === 'undefined') return;
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a test's cookies
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  forgetChosenCurrency();
}

afterEach(() => {
  cleanup();
  forgetPageState();
  vi.unstubAllGlobals();
  const strays = takeStrayRequests();
  if (strays.length > 0) {
    throw new Error(`This test made requests nothing was stubbed for:\n  ${strays.join('\n  ')}`);
  }
});
