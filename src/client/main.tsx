/* Mantine's styles per component, in its cascade layer (the shop's own CSS always wins): what every storefront page
   may show is here; a screen imports the rest (Tabs, Stepper …), and the admin and account screens the whole sheet. */
// First: it names its CSS layer before Mantine's (font-steps.css).
import './fonts/font-steps.css';
import './fonts/fallback-faces.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import './a11y.css';
import { pathLocale } from '@shared/locale-path';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { IntlMessageFormat } from 'intl-messageformat';
import { StrictMode, startTransition } from 'react';
import { whenIdle } from './components/HydrationGate/HydrationGate';
import { rememberLanguageSwitches } from './components/LanguageSwitch/LanguageSwitch';
import { loadMessages } from './i18n/catalogues';
import { provideMessageEngine } from './i18n/message-engine';
import { createAppRouter } from './router';
import { nextTask, prefetchForFirstTap, warmIcu } from './start-up';
import { createHttpTrpcClient } from './trpc';

declare global {
  interface Window {
    /** Set by the router's scripts in a server-rendered page. */
    $_TSR?: unknown;
  }
}

/**
 * Start-up runs as short tasks with the browser free in between (a phone's main thread never blocked for long, so
 * a tap or a paint waits for none of it): evaluating the modules; loading ICU's data (~11 ms of CPU the first time
 * a page formats a number, which a price or a message with an argument would otherwise add to one of hydration's
 * slices; in three tasks, `warmIcu`); building the router (its route tree); React DOM's own module (its
 * CommonJS body runs where it is first imported: a ~5 ms task of its own here, not part of the modules' one); then
 * hydrating, itself in slices. (Timeouts, not a top-level await, which would split the entry into dozens of small
 * chunks.)
 */
setTimeout(async () => {
  rememberLanguageSwitches(document);
  // The app's screens draw plurals and numbers at once: the ICU engine comes with its code.
  provideMessageEngine(IntlMessageFormat);
  // The page's language is its URL's (`/fr/…`); its messages are at hand for English, fetched for French.
  const locale = pathLocale(window.location.pathname);
  await warmIcu(locale);
  const messages = await loadMessages(locale);
  /** The page's one router, with its query cache and the tRPC client over HTTP. */
  const router = createAppRouter({
    trpcClient: createHttpTrpcClient([], locale),
    origin: window.location.origin,
    rendering: 'browser',
    locale,
    messages,
  });
  await nextTask();
  const dom = await import('react-dom/client');
  await nextTask();
  start(router, dom);
  // Most of the app's pages ask the server nothing at first (their data came with the HTML, the session check goes
  // to its REST path): tRPC's transport (and the toasts' store) is fetched when the browser is idle after hydration, not on the first tap.
  setTimeout(() => whenIdle(prefetchForFirstTap), PREFETCH_AFTER_MS);
});

/** How long after hydration starts what a first tap needs is fetched (when the browser is next idle). */
const PREFETCH_AFTER_MS = 2000;

function start(
  router: ReturnType<typeof createAppRouter>,
  { createRoot, hydrateRoot }: typeof import('react-dom/client'),
) {
  if (window.$_TSR) {
    // The server sent this page as HTML: take it over where it stands. In a transition React hydrates in slices of
    // a few milliseconds, yielding in between, instead of in one long task (a click meanwhile hydrates its part first).
    const served = window.location.href;
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
        {
          // A visitor who follows a link while the page is still hydrating (a slow phone): the next page renders
          // where this one's HTML still stands, so React drops that HTML and renders in the browser, as it should.
          // That is no fault to report; any other recoverable error (a real mismatch) is, as React reports it.
          onRecoverableError: (error) => {
            if (window.location.href === served) reportError(error);
          },
        },
      );
    });
  } else {
    // Served without server rendering (the Vite dev server): render the whole document here.
    createRoot(document).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}
