import { pathLocale } from '@shared/locale-path';
import { type ReactNode, startTransition } from 'react';
import { whenIdle } from '../components/HydrationGate/HydrationGate';
import { rememberLanguageSwitches } from '../components/LanguageSwitch/LanguageSwitch';
import { Toasts } from '../components/Toasts';
import { useSettings } from '../features/settings';
import { putFontOnInSteps } from '../fonts/font-steps';
import { fontLoaded } from '../fonts/use-font-on-page';
import { loadIslandMessages } from '../i18n/catalogues';
import { shopIntl } from '../i18n/intl';
import { createQueryClient } from '../query-client';
import { nextTask, prefetchForFirstTap, warmIcu } from '../start-up';
import { createHttpTrpcClient } from '../trpc';
import { type IslandEnv, IslandRoot } from './IslandRoot';
import { MONEY_MARK, pageIslandAreas, pageIslandFrench } from './island-areas';
import type { IslandName } from './island-names';
import { takePageQueries } from './island-queries';
import type { KeptHtml } from './kept-context';
import { ISLANDS } from './registry';

/** Drawn as soon as the runtime starts, wherever they are: what every page has at its top or nowhere in its HTML. */
const AT_ONCE = new Set<IslandName>(['header', 'frame']);

/** How near the window an island must be to be drawn (half a screen ahead of the scroll, or behind it), in screens. */
const NEAR_SCREENS = 0.5;

/** The same distance as the observer's margin: the window grown by it above and below. */
const NEAR = `${NEAR_SCREENS * 100}% 0px`;

/**
 * How long after the page is ready the islands still far from the window start to be drawn, one per idle period (and
 * what a first tap needs is fetched, `prefetchForFirstTap`): the first view's code and images have the phone to themselves,
 * and the rest is ready before most shoppers scroll to it.
 */
const LATER_MS = 2000;

type CreateRoot = typeof import('react-dom/client').createRoot;
type Root = ReturnType<CreateRoot>;

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
  const messages = await loadIslandMessages(locale, pageIslandFrench());
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
  const roots = new WeakMap<HTMLElement, Root>();
  const areasByIsland = pageIslandAreas();
  const draw = (element: HTMLElement, onCommit?: () => void) => {
    const name = element.dataset.island as IslandName;
    const load = ISLANDS[name];
    if (!load) return;
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    const kept = keptIn(element);
    const keptNodes = [...kept.values()].flat();
    // Its code, on a French page the French of the areas the server drew it with (`island-areas.ts`), and the
    // browser's number data if it writes money (in short tasks, once; a page whose islands write none never loads it).
    const record = areasByIsland[name];
    const areas = record?.filter((id) => id !== MONEY_MARK);
    const money = record?.includes(MONEY_MARK) ? warmIcu(env.intl.locale) : null;
    // Each island's root in a task of its own: a root listens to every event on its element (React's ~160
    // listeners, 1.5–2 ms each root), and a page's first islands all came in one task (18 ms at 1×, 72 at 4×).
    void Promise.all([load(), areas ? env.intl.prepare(areas) : false, money]).then(async ([Component, prepared]) => {
      await nextTask();
      if (!element.isConnected) return onCommit?.(); // its kept HTML has gone (`Kept`)
      const Drawn = Component as (props: Record<string, unknown>) => ReactNode;
      const root = createRoot(element);
      roots.set(element, root);
      let once = false;
      const committed = () => {
        if (once) return; // StrictMode's second run of effects, in development
        once = true;
        // Asked now, not before drawing: "Filter (n)" may have been tapped while the island was being drawn.
        const target = targetIn(element);
        if (target) retarget(target);
        // The islands in the HTML it kept are drawn each on its own, as the page's are (before it counts as drawn),
        // placed once the page is laid out again: where each is (`nearNow`), read right after the commit changed the
        // page, was a layout of the whole page forced in this task (16 ms at 1× on the gallery's).
        const keptIslands = islandsIn(keptNodes);
        if (keptIslands.length === 0) return onCommit?.();
        afterLayout(() => {
          place(keptIslands, onCommit !== undefined);
          onCommit?.();
        });
      };
      const render = () =>
        root.render(
          <IslandRoot env={env} kept={keptHtml(kept, release)} onCommit={committed}>
            <Drawn {...props} />
          </IslandRoot>,
        );
      // In a transition: React yields to the browser every few milliseconds, so a tap or a scroll meanwhile waits no
      // longer than that, and a large island (a list's facets) is no long task on a phone; until it is committed,
      // the server's HTML of it stays, its controls disabled. Not while the island's French may still come: a part
      // waiting for its area's (`useT`) suspends the root, and React 19 mends a root with no Suspense boundary that
      // suspends in a transition only by drawing it again at once ("Rendered more hooks", reported as error #520;
      // react#33580). Its areas the server drew it with have come (`prepared`).
      if (env.intl.complete() || prepared) startTransition(render);
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
  // The page says it is no longer busy once the first view's islands are drawn (and the toasts' root), as the app's
  // does once all of it is hydrated.
  let waiting = 1;
  const drawn = () => {
    waiting -= 1;
    if (waiting > 0) return;
    pageReady();
    setTimeout(() => {
      drawNextWhenIdle();
      whenIdle(prefetchForFirstTap);
    }, LATER_MS);
  };
  const nearNow = (box: Element) => {
    const { top, bottom } = box.getBoundingClientRect();
    const near = NEAR_SCREENS * window.innerHeight;
    return bottom >= -near && top <= window.innerHeight + near;
  };
  // Drawn at once: the header and the frame, and every island the window shows or nearly shows (within NEAR of it),
  // part of the first view if `first`.
  const place = (islands: HTMLElement[], first: boolean) => {
    for (const island of islands) {
      if (AT_ONCE.has(island.dataset.island as IslandName) || nearNow(boxOf(island))) {
        if (first) waiting += 1;
        draw(island, first ? drawn : undefined);
      } else {
        const box = boxOf(island);
        later.set(box, [...(later.get(box) ?? []), island]);
        near.observe(box);
      }
    }
  };
  // Kept HTML that has left the page: its islands' roots are unmounted (those not drawn yet never will be: `draw`).
  const release = (nodes: readonly Node[], gone: () => void) =>
    setTimeout(() => {
      if (nodes.some((node) => node.isConnected)) return;
      gone();
      for (const island of islandsIn(nodes)) roots.get(island)?.unmount();
    });
  place(islandsIn([document]), true);
  const toasts = document.createElement('div');
  document.body.append(toasts);
  void nextTask().then(() =>
    createRoot(toasts).render(
      <IslandRoot env={env} onCommit={drawn}>
        <ShopToasts />
      </IslandRoot>,
    ),
  );
}

/** `run` once the browser has laid the page out again (the task after its next frame); at once in a tab that draws none. */
function afterLayout(run: () => void) {
  if (document.hidden) run();
  else requestAnimationFrame(() => setTimeout(run));
}

/** The islands in `nodes`, but those inside another island there (islands inside an island are its own parts). */
function islandsIn(nodes: readonly (Node | Document)[]): HTMLElement[] {
  return nodes.flatMap((node) => {
    if (!(node instanceof Element || node instanceof Document)) return [];
    const all = [...node.querySelectorAll<HTMLElement>('[data-island]')];
    if (node instanceof HTMLElement && node.dataset.island) all.unshift(node);
    return all.filter((island) => {
      const outer = island.parentElement?.closest('[data-island]');
      return !outer || !node.contains(outer);
    });
  });
}

/**
 * The server's HTML of each `Kept` part of `island` (not of an island inside it), by name, taken before its root
 * draws it (and clears its element): the nodes are moved into the drawn island as they are.
 */
function keptIn(island: HTMLElement): Map<string, Node[]> {
  const kept = new Map<string, Node[]>();
  for (const part of island.querySelectorAll<HTMLElement>('[data-kept]'))
    if (part.closest('[data-island]') === island && part.dataset.kept)
      kept.set(part.dataset.kept, [...part.childNodes]);
  return kept;
}

/** `Kept`'s view of `kept`: a part's nodes for the value first shown with them, until they have left the page. */
function keptHtml(kept: Map<string, Node[]>, release: (nodes: readonly Node[], gone: () => void) => void): KeptHtml {
  const shown = new Map<string, unknown>();
  return {
    take(name, value) {
      if (!shown.has(name)) shown.set(name, value);
      return shown.get(name) === value ? (kept.get(name) ?? null) : null;
    },
    release: (nodes) =>
      release(nodes, () => {
        for (const [name, part] of kept) if (part === nodes) kept.delete(name);
      }),
  };
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
 * The address's fragment when the element it names is in `island`, else null: "Filter (n)" tapped before the page ran
 * links to the facets, which then show by `:target`. The island's drawing replaces that element, and its new copy is
 * not the target until the fragment is gone to again (`retarget`).
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
 * chosen font goes on once its files are loaded, in steps (as `useFontOnPage` puts it on an app's page).
 */
function pageReady() {
  document.body.removeAttribute('aria-disabled');
  void fontLoaded().then(() => putFontOnInSteps(document.getElementById('root')));
}
