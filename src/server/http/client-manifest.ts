import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '@tanstack/react-router';
import type { BuiltStyles, PageStyles } from '../../client/entry-server.js';
import { ISLAND_ROUTES } from '../../shared/island-routes.js';
import { localeBasepath } from '../../shared/locale-path.js';
import { CLIENT_DIR } from '../paths.js';

const VITE_MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');

export interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, ViteChunk>;

/** A route file's id in the router: `product.$id` → `/product/$id`, `paintings.index` → `/paintings/`. */
export function fileRouteId(name: string): string {
  return `/${name
    .split('.')
    .map((part) => (part === 'index' ? '' : part))
    .join('/')}`.replace(/^\/\/$/, '/');
}

/** What the entry's loader asks for besides the entry: scripts the page will import, fetched beside it. */
export interface Preloads {
  /** Every app page's: what the entry imports (the framework, the storefront's chunk …). */
  root: string[];
  /** French pages' (`/fr/…`): the catalogue the entry imports before the router starts. */
  french: string[];
  /** A page drawn as islands: the islands' runtime and what it imports (a French one carries its French itself). */
  islands: { src: string; root: string[] };
}

/**
 * The entry module, asked for once the browser has painted the page's first content (the next task after the
 * `first-contentful-paint` entry; after the first frame where the browser has no paint timing), not by a
 * `<script type="module">` in the HTML: on a phone's link the stylesheets and the largest image then have the
 * bandwidth to themselves until the page shows, and the ~180 KiB of script follow (finishing about when they would
 * have sharing it). Measured in Lighthouse's mobile run, main and this alternated (issue 45): FCP 1,545–1,587 →
 * 1,246 ms on a product page, home 1,561–1,578 → 1,112, LCP with them. A tab opened in the background draws no frame:
 * a timer asks for it then. Without JavaScript the page is the server's HTML, as before.
 *
 * With it, the loader preloads (`<link rel="modulepreload">`) what the page will import, one file a task (starting a
 * fetch takes Chromium 1–10 ms, more with DevTools' network view on: in one task, four of them and the entry's were a
 * long task of 20–40 ms at 1× in Lighthouse's run), each a round trip that came
 * after the last one before: the entry's own imports (known once the entry came), the French catalogue on a French
 * page of the app (imported when the entry ran; a page drawn as islands carries its French), and the page's routes' components (`self.$P`, pushed by each matched route's
 * script, `routePreloads`; imported when the router hydrates). Vite's loader skips a module a link already names.
 */
export function entryLoader(
  src: string,
  preloads: Preloads = { root: [], french: [], islands: { src, root: [] } },
): string {
  // A French page's path, as `pathLocale` tells it: the prefix itself or below it.
  const prefix = localeBasepath('fr');
  const { islands } = preloads;
  // A page drawn as islands says so in its route's script (`ISLANDS_PAGE`): its runtime, not the app's entry.
  const french = `!i&&(p=>p===${JSON.stringify(prefix)}||p.startsWith(${JSON.stringify(`${prefix}/`)}))(location.pathname)?${JSON.stringify(preloads.french)}:[]`;
  return `(()=>{let asked=false;const ask=()=>{if(asked)return;asked=true;const i=self.$I===1;const s=document.createElement('script');s.type='module';s.src=i?${JSON.stringify(islands.src)}:${JSON.stringify(src)};document.body.append(s);const fs=[...(i?${JSON.stringify(islands.root)}:${JSON.stringify(preloads.root)}),...(${french}),...(i?[]:self.$P||[])];const next=()=>{const f=fs.shift();if(!f)return;const l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.append(l);setTimeout(next)};setTimeout(next)};const P=self.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).includes('paint'))new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length>0){o.disconnect();setTimeout(ask)}}).observe({type:'paint',buffered:true});else requestAnimationFrame(()=>setTimeout(ask));setTimeout(ask,300)})()`;
}

/** A route's script in a page drawn as islands (`ISLAND_ROUTES`): the entry's loader asks for the islands' runtime. */
const ISLANDS_PAGE = 'self.$I=1';

/** A matched route's script: the scripts of its component (and what that imports), for the entry's loader. */
export function routePreloads(files: string[]): string {
  return `(self.$P=self.$P||[]).push(...${JSON.stringify(files)})`;
}

/**
 * What a chunk and every chunk it imports statically name (`pick`: their stylesheets, their scripts), depth first,
 * each chunk once (`seen` is shared, so a second walk from it skips what the first took).
 */
function walk(vite: ViteManifest, key: string, pick: (chunk: ViteChunk) => string[], seen = new Set<string>()) {
  const chunk = vite[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...pick(chunk).map((file) => `/${file}`),
    ...(chunk.imports ?? []).flatMap((child): string[] => walk(vite, child, pick, seen)),
  ];
}

/** The app's entry's key in Vite's manifest (the page `index.html` names). */
function entryKeyOf(vite: ViteManifest): string {
  const key = Object.keys(vite).find((k) => vite[k]?.isEntry && k !== ISLANDS_ENTRY);
  if (!key) throw new Error('The client build has no entry in its manifest');
  return key;
}

/** The islands' runtime's key in Vite's manifest (`vite.config.ts`'s second entry). */
const ISLANDS_ENTRY = 'islands/main.tsx';

/** Each route's split component in Vite's manifest: its id in the router, and its key. */
function routeComponents(vite: ViteManifest): [routeId: string, key: string][] {
  return Object.keys(vite).flatMap((key): [string, string][] => {
    const name = /^routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)?.[1];
    return name && name !== '__root' ? [[fileRouteId(name), key]] : [];
  });
}

/**
 * Each route's stylesheets (`/assets/…`, in the order they apply): the root's are the entry's and what it imports;
 * a route's are those of its split component and of what that imports, less the root's.
 */
function routeStylesheets(vite: ViteManifest): { entry: string; routes: Record<string, string[]> } {
  const css = (chunk: ViteChunk) => chunk.css ?? [];
  const entryKey = entryKeyOf(vite);
  const rootCss = walk(vite, entryKey, css);
  const routes: Record<string, string[]> = { __root__: rootCss };
  for (const [routeId, key] of routeComponents(vite)) {
    routes[routeId] = [...new Set(walk(vite, key, css).filter((file) => !rootCss.includes(file)))];
  }
  return { entry: `/${vite[entryKey]?.file}`, routes };
}

/**
 * A stylesheet past this size (bytes) is linked, not carried in the page: it is shared by several routes (Mantine's
 * whole sheet, for the account's and checkout's pages; the admin's), and linked it is cached once.
 */
const LINK_MIN_BYTES = 16 * 1024;

/**
 * How the client's code names a built stylesheet (Vite's `renderBuiltUrl`, for a dynamic import's CSS or a `?url`):
 * an expression, run in the browser, that answers the importing module's own URL where the page's `<style>` holds
 * the sheet already (`pageStyles`: React writes their names in the `<style>`'s `data-href`), else the file. Vite's
 * loader, which only knows `<link>`s, then preloads a module the browser has already (no request), where the file's
 * URL would download the sheet again, hold the import (and the hydration) until it came and put its rules after the
 * route's.
 */
export function stylesheetAtRunTime(file: string): string {
  return `((f)=>document.querySelector('style[data-href~="'+f+'"]')?import.meta.url:'/'+f)(${JSON.stringify(file)})`;
}

/**
 * Each route's stylesheets as its pages link them and as they carry them in themselves: the root's all carried; a
 * route's linked up to the last one past LINK_MIN_BYTES, the rest carried, so the cascade keeps the links' order.
 * Without the files' sizes (`sizeOf`) a route's are all linked.
 */
function pageStylesheets(vite: ViteManifest, sizeOf?: (file: string) => number) {
  const { entry, routes: lists } = routeStylesheets(vite);
  const routes: Record<string, { linked: string[]; carried: string[] }> = {};
  const large = (file: string) => (sizeOf?.(file) ?? 0) > LINK_MIN_BYTES;
  for (const [routeId, files] of Object.entries(lists)) {
    const cut = routeId === '__root__' ? 0 : sizeOf ? files.findLastIndex(large) + 1 : files.length;
    routes[routeId] = { linked: files.slice(0, cut), carried: files.slice(cut) };
  }
  return { entry, routes };
}

/**
 * The scripts a page fetches after the entry, in waves the loader can ask for at once (`entryLoader`): the entry's
 * imports; the French catalogue; each route's component chunk and its imports, less what the entry brings.
 */
function scriptPreloads(vite: ViteManifest): Preloads & { routes: Record<string, string[]> } {
  const script = (chunk: ViteChunk) => [chunk.file];
  const rootSeen = new Set<string>();
  const [, ...root] = walk(vite, entryKeyOf(vite), script, rootSeen);
  const beyondRoot = (key: string) => walk(vite, key, script, new Set(rootSeen));
  const routes = Object.fromEntries(routeComponents(vite).map(([routeId, key]) => [routeId, beyondRoot(key)]));
  const [islandsSrc, ...islandsRoot] = vite[ISLANDS_ENTRY] ? walk(vite, ISLANDS_ENTRY, script, new Set()) : [];
  const islands = { src: islandsSrc ?? '', root: islandsRoot };
  return { root, french: beyondRoot('i18n/french.ts'), islands, routes };
}

/** A route's script: it is drawn as islands, or the scripts its component needs beyond the entry's. */
function routeScript(routeId: string, preloads: ReturnType<typeof scriptPreloads>): string | null {
  if (ISLAND_ROUTES.has(routeId) && preloads.islands.src !== '') return ISLANDS_PAGE;
  const scripts = preloads.routes[routeId] ?? [];
  return scripts.length > 0 ? routePreloads(scripts) : null;
}

/**
 * The router's manifest from Vite's: the entry's loader for the root, and for each route the stylesheets its pages
 * link (of its split component and of what that imports), so the HTML has every stylesheet the page needs: no flash
 * of unstyled content, and the scripts its component needs, for the loader to preload (`routePreloads`). The rest of
 * the CSS is in the page itself (`pageStyles`). Nothing is preloaded before the first frame: a page's largest image
 * loads first.
 */
export function routerManifest(vite: ViteManifest, sizeOf?: (file: string) => number): Manifest {
  const { entry, routes: split } = pageStylesheets(vite, sizeOf);
  const preloads = scriptPreloads(vite);
  const routes: Manifest['routes'] = {};
  for (const [routeId, { linked }] of Object.entries(split)) {
    const script = routeScript(routeId, preloads);
    routes[routeId] = {
      ...(linked.length > 0 ? { css: linked } : {}),
      ...(script ? { scripts: [{ children: script }] } : {}),
    };
  }
  routes.__root__ = { scripts: [{ children: entryLoader(entry, preloads) }] };
  return { routes };
}

/**
 * The stylesheets each route's pages carry in their HTML (RootDocument), each file with its rules: the root's (the
 * entry's and what it imports, ~14 KiB compressed) and a route's own small ones. The first paint then waits for the
 * page alone, not for a stylesheet's request after it: on a phone's link, a round trip or two (FCP ~150 ms sooner in
 * Lighthouse's mobile run).
 */
export function pageStyles(
  vite: ViteManifest,
  read: (file: string) => string,
  sizeOf?: (file: string) => number,
): PageStyles {
  const { routes } = pageStylesheets(vite, sizeOf);
  return Object.fromEntries(
    Object.entries(routes).map(([routeId, { carried }]) => [
      routeId,
      carried.map((file) => ({ file: file.slice(1), css: read(file) })),
    ]),
  );
}

/**
 * Every built stylesheet's rules by its URL (`/assets/…css`): the server's render writes the chosen font's `@font-face`
 * rules into the page from them (`fonts/FontFaces.tsx`), where the browser would otherwise fetch the font's stylesheet.
 */
export function builtStyles(vite: ViteManifest, read: (file: string) => string): BuiltStyles {
  const files = new Set(Object.values(vite).flatMap(({ file, css = [] }) => [file, ...css]));
  return Object.fromEntries([...files].filter((file) => file.endsWith('.css')).map((file) => [`/${file}`, read(file)]));
}

/**
 * What the built client gives the server for each page: the router's manifest, the stylesheets pages carry, and every
 * built stylesheet by URL (none in tests that render without a build: the font's stylesheet is then linked).
 */
export interface ClientBuild {
  manifest: Manifest;
  pageStyles: PageStyles;
  builtStyles?: BuiltStyles;
}

/** The built client as the server renders its pages, or null before a build. */
export function readClientBuild(): ClientBuild | null {
  if (!existsSync(VITE_MANIFEST)) return null;
  const vite: ViteManifest = JSON.parse(readFileSync(VITE_MANIFEST, 'utf8'));
  const sizeOf = (file: string) => statSync(join(CLIENT_DIR, file)).size;
  const read = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8');
  return {
    manifest: routerManifest(vite, sizeOf),
    pageStyles: pageStyles(vite, read, sizeOf),
    builtStyles: builtStyles(vite, read),
  };
}
