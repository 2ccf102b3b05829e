import { pathLocale } from '@shared/locale-path';
import { type ReactNode, startTransition } from 'react';
import { whenIdle } from '../components/HydrationGate/HydrationGate';
import { rememberLanguageSwitches } from '../components/LanguageSwitch/LanguageSwitch';
import { Toasts } from '../components/Toasts';
import { useSettings } from '../features/settings';
import { putFontOnInSteps } from '../fonts/font-steps';
import { fontLoaded } from '../fonts/use-font-ready';
import { loadIslandMessages } from '../i18n/catalogues';
import { shopIntl } from '../i18n/intl';
import { createQueryClient } from '../query-client';
import { nextTask, warmIcu } from '../start-up';
import { createHttpTrpcClient } from '../trpc';
import { type IslandEnv, IslandRoot } from './IslandRoot';
import type { IslandName } from './island-names';
import { takePageQueries } from './page-data';
import { ISLANDS } from './registry';

/** Drawn as soon as the runtime starts, wherever they are: what every page has at its top or nowhere in its HTML. */
const AT_ONCE = new Set<IslandName>(['header', 'frame']);

/** How near the window an island must be to be drawn (half a screen ahead of the scroll, or behind it), in screens. */
const NEAR_SCREENS = 0.5;

/** The same distance as the observer's margin: the window grown by it above and below. */
const NEAR = `${NEAR_SCREENS * 100}% 0px`;

/**
 * How long after the page is ready the islands still far from the window start to be drawn, one per idle period: the
 * first view's code and images have the phone to themselves, and the rest is ready before most shoppers scroll to it.
 */
const LATER_MS = 2000;

type CreateRoot = typeof import('react-dom/client').createRoot;

/**
 * The islands' runtime (issue 45): a page drawn as islands (`shared/island-routes.ts`) starts here instead of the
 * app's entry (`main.tsx`), and loads no router and no page code. The page is the server's HTML; each island named
 * in it (`Island.tsx`) is drawn by its own React root in place of the server's HTML of it, with its component's
 * code: the header, the frame and what the window shows at once; the rest as they come near the window, on the
 * first key pressed, or when the browser is idle a while after the page is ready. Links are plain: following one
 * loads the page it names. Start-up runs as short tasks with the browser free in between, as the app's does.
 */
setTimeout(async () => {
  rememberLanguageSwitches(document);
  const locale = pathLocale(window.location.pathname);
  await warmIcu(locale);
  const messages = await loadIslandMessages(locale);
  const queryClient = createQueryClient();
  takePageQueries(queryClient);
  const env: IslandEnv = {
    queryClient,
    trpcClient: createHttpTrpcClient([], locale),
    intl: shopIntl(locale, messages),
  };
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  startIslands(env, createRoot);
});

function startIslands(env: IslandEnv, createRoot: CreateRoot) {
  const draw = (element: HTMLElement, onCommit?: () => void) => {
    const load = ISLANDS[element.dataset.island as IslandName];
    if (!load) return;
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    void load().then((Component) => {
      const Drawn = Component as (props: Record<string, unknown>) => ReactNode;
      const root = createRoot(element);
      const target = targetIn(element);
      const committed = () => {
        if (target) retarget(target);
        onCommit?.();
      };
      const render = () =>
        root.render(
          <IslandRoot env={env} onCommit={committed}>
            <Drawn {...props} />
          </IslandRoot>,
        );
      // In a transition: React yields to the browser every few milliseconds, so a tap or a scroll meanwhile waits no
      // longer than that, and a large island (a list's cards and facets) is no long task on a phone; until it is
      // committed, the server's HTML of it stays, its controls disabled. Not while a French page's French may still
      // come: a part waiting for its area's (`useT`) suspends the root, and React 19 mends a root with no Suspense
      // boundary that suspends in a transition only by drawing it again at once ("Rendered more hooks", reported as
      // error #520; react#33580).
      if (env.intl.complete()) startTransition(render);
      else render();
    });
  };
  // An island far from the window is drawn when it comes near, on the first key, or once the page has been ready a
  // while, one per idle period.
  const later = new Map<Element, HTMLElement[]>();
  const drawLater = (box: Element) => {
    const waiting = later.get(box);
    if (!waiting) return;
    later.delete(box);
    near.unobserve(box);
    for (const island of waiting) draw(island);
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) drawLater(entry.target);
    },
    { rootMargin: NEAR },
  );
  const drawNextWhenIdle = () =>
    whenIdle(() => {
      const next = later.keys().next();
      if (next.done) return;
      drawLater(next.value);
      drawNextWhenIdle();
    });
  // A keyboard reaches every control in the page's order: its first key draws all that are left (a disabled control,
  // the server's HTML of an island not drawn yet, is one Tab skips).
  window.addEventListener('keydown', () => [...later.keys()].forEach(drawLater), { once: true, capture: true });
  // Islands inside an island are its own parts: its root draws them.
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (island) => !island.parentElement?.closest('[data-island]'),
  );
  // Drawn at once: the header and the frame, and every island the window shows or nearly shows (within NEAR of it):
  // the page says it is no longer busy once these are drawn, as the app's does once all of it is hydrated.
  const nearNow = (box: Element) => {
    const { top, bottom } = box.getBoundingClientRect();
    const near = NEAR_SCREENS * window.innerHeight;
    return bottom >= -near && top <= window.innerHeight + near;
  };
  const first = islands.filter((island) => AT_ONCE.has(island.dataset.island as IslandName) || nearNow(boxOf(island)));
  let waiting = first.length + 1;
  const drawn = () => {
    waiting -= 1;
    if (waiting > 0) return;
    pageReady();
    setTimeout(drawNextWhenIdle, LATER_MS);
  };
  for (const island of islands) {
    if (first.includes(island)) draw(island, drawn);
    else {
      const box = boxOf(island);
      later.set(box, [...(later.get(box) ?? []), island]);
      near.observe(box);
    }
  }
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(
    <IslandRoot env={env} onCommit={drawn}>
      <ShopToasts />
    </IslandRoot>,
  );
}

/**
 * What tells where an island is: it draws no box of its own (`display: contents`), so its first element that draws
 * one (not one hidden until hovered, nor a dialog's hidden part), else the element around it.
 */
function boxOf(island: HTMLElement): Element {
  for (const child of island.children) if (child.getClientRects().length > 0) return child;
  return island.parentElement ?? island;
}

/**
 * The address's fragment when the element it names (the page's `:target`) is in `island`, else null: "Filter (n)"
 * tapped before the page ran links to the facets, which then show by `:target`. The island's drawing replaces that
 * element, and its new copy is not the target until the fragment is gone to again (`retarget`).
 */
function targetIn(island: HTMLElement): string | null {
  const { hash } = window.location;
  try {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    return target !== null && island.contains(target) ? hash : null;
  } catch {
    return null; // a fragment that is not a name (`#%E0`)
  }
}

/**
 * Goes to the fragment again, the window kept where it is, so its element drawn anew is the target again: only while
 * the address still has it (a navigation to the same address with no fragment would load the page again).
 */
function retarget(hash: string) {
  if (window.location.hash !== hash) return;
  const { scrollX, scrollY } = window;
  window.location.replace(window.location.href);
  window.scrollTo(scrollX, scrollY);
}

/** The page's toasts, where the settings place them (the app's theme frame draws them there). */
function ShopToasts() {
  return <Toasts position={useSettings().notificationPosition} />;
}

/**
 * The header and frame are drawn: the page is no longer busy (the attribute the body's first script set), and the
 * chosen font goes on once its files are loaded (`useFontReady`'s steps).
 */
function pageReady() {
  document.body.removeAttribute('aria-disabled');
  const font = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][media="print"]');
  if (!font) return;
  void fontLoaded(font.getAttribute('href') ?? '', new AbortController().signal).then(() => {
    font.removeAttribute('media');
    putFontOnInSteps(document.getElementById('root'));
  });
}
