import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '@tanstack/react-router';
import { CLIENT_DIR } from '../paths.js';

const VITE_MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
/** Where the build says how it joined each route's stylesheets (`scripts/join-css.ts`): a `StylesheetGroups`. */
const JOINED_CSS = join(CLIENT_DIR, '.vite', 'joined-css.json');

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

/**
 * The entry module, asked for once the browser has drawn the page's first frame (the next task after it), not by a
 * `<script type="module">` in the HTML: on a phone's link the stylesheets and the largest image then have the
 * bandwidth to themselves until the page shows, and the ~180 KiB of script follow (finishing about when they would
 * have sharing it). Measured in Lighthouse's mobile run, main and this alternated (issue 45): FCP 1,545–1,587 →
 * 1,246 ms on a product page, home 1,561–1,578 → 1,112, LCP with them. A tab opened in the background draws no frame:
 * a timer asks for it then. Without JavaScript the page is the server's HTML, as before.
 */
export function entryLoader(src: string): string {
  return `(()=>{let asked=false;const ask=()=>{if(asked)return;asked=true;const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.body.append(s)};requestAnimationFrame(()=>setTimeout(ask));setTimeout(ask,300)})()`;
}

/**
 * Each route's stylesheets (`/assets/…`, in the order they apply): the root's are the entry's and what it imports;
 * a route's are those of its split component and of what that imports, less the root's.
 */
function routeStylesheets(vite: ViteManifest): { entry: string; routes: Record<string, string[]> } {
  const css = (key: string, seen = new Set<string>()): string[] => {
    const chunk = vite[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [
      ...(chunk.css ?? []).map((file) => `/${file}`),
      ...(chunk.imports ?? []).flatMap((child) => css(child, seen)),
    ];
  };
  const entryKey = Object.keys(vite).find((key) => vite[key]?.isEntry);
  const entry = entryKey ? vite[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The client build has no entry in its manifest');
  const rootCss = css(entryKey);
  const routes: Record<string, string[]> = { __root__: rootCss };
  for (const key of Object.keys(vite)) {
    const match = /^routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
    if (!match?.[1] || match[1] === '__root') continue;
    routes[fileRouteId(match[1])] = [...new Set(css(key).filter((file) => !rootCss.includes(file)))];
  }
  return { entry: `/${entry.file}`, routes };
}

/** A stylesheet past this size (bytes) is linked on its own: it is shared by many routes (Mantine's whole sheet). */
const JOIN_MAX_BYTES = 16 * 1024;

/**
 * A route's stylesheets as the files its pages link: the root's all in one; a route's, each run of small
 * neighbours in one, a large one alone (several routes share it: inside each route's joined file, a shopper
 * would download it again for every such route, where alone it is cached once).
 */
export function stylesheetGroups(routeId: string, files: string[], sizeOf: (file: string) => number): string[][] {
  if (routeId === '__root__') return files.length > 0 ? [files] : [];
  const groups: string[][] = [];
  let run: string[] = [];
  for (const file of files) {
    if (sizeOf(file) <= JOIN_MAX_BYTES) {
      run.push(file);
      continue;
    }
    if (run.length > 0) groups.push(run);
    groups.push([file]);
    run = [];
  }
  if (run.length > 0) groups.push(run);
  return groups;
}

/** The file that joins several stylesheets, named from theirs (hashed by their content already). */
export function joinedStylesheet(parts: string[]): string {
  return `/assets/joined-${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 12)}.css`;
}

type CssLink = NonNullable<Manifest['routes'][string]['css']>[number];

/**
 * How the client's code names a built stylesheet (Vite's `renderBuiltUrl`, for a dynamic import's CSS or a `?url`):
 * an expression, run in the browser, that answers the joined file the page links where one holds it (`data-has`),
 * else the file itself. Vite's loader then finds the joined file linked already and neither fetches the part again
 * nor holds the import (and the hydration) for it.
 */
export function stylesheetAtRunTime(file: string): string {
  return `((f)=>{const l=document.querySelector('link[data-has~="'+f+'"]');return l?l.getAttribute('href'):'/'+f})(${JSON.stringify(file)})`;
}

/** Each route's stylesheets in the groups the build links them by (a group of one is a file linked alone). */
export type StylesheetGroups = Record<string, string[][]>;

/** How the build groups each route's stylesheets, from Vite's manifest and each file's size. */
export function joinGroups(vite: ViteManifest, sizeOf: (file: string) => number): StylesheetGroups {
  const { routes } = routeStylesheets(vite);
  return Object.fromEntries(Object.entries(routes).map(([id, files]) => [id, stylesheetGroups(id, files, sizeOf)]));
}

/**
 * The router's manifest from Vite's: the entry's script and stylesheets for the root, and for each route the
 * stylesheets of its split component (and of what it imports), so the HTML links every stylesheet the page needs:
 * no flash of unstyled content. Where the build joined a group (`groups`, `joinBuiltStylesheets`), the page links the joined
 * file, which says what it holds (`data-has`): the client's dynamic imports read that and do not fetch those parts
 * again (`vite.config.ts`, `renderBuiltUrl`). A product page links 2 stylesheets instead of 6, and its largest
 * image no longer waits for a connection. Scripts are not preloaded: a page's largest image loads first, and the
 * entry (asked for after the first frame, `entryLoader`) brings the rest through its own imports.
 */
export function routerManifest(vite: ViteManifest, groups?: StylesheetGroups): Manifest {
  const { entry, routes: lists } = routeStylesheets(vite);
  // The router spreads a link's fields into its attributes.
  const links = (routeId: string, files: string[]): CssLink[] =>
    (groups?.[routeId] ?? files.map((file) => [file])).flatMap((parts): CssLink[] => {
      if (parts.length < 2) return parts;
      const link = { href: joinedStylesheet(parts), 'data-has': parts.map((part) => part.slice(1)).join(' ') };
      return [link];
    });
  const routes: Manifest['routes'] = {};
  for (const [routeId, files] of Object.entries(lists)) {
    routes[routeId] = { css: links(routeId, files) };
  }
  routes.__root__ = { ...routes.__root__, scripts: [{ children: entryLoader(entry) }] };
  return { routes };
}

/** The built client's manifest as the server links it, or null before a build. */
export function readClientManifest(): Manifest | null {
  if (!existsSync(VITE_MANIFEST)) return null;
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
  return routerManifest(read(VITE_MANIFEST), existsSync(JOINED_CSS) ? read(JOINED_CSS) : undefined);
}

/**
 * Joins each route's groups of stylesheets into one file and says so (JOINED_CSS), for `routerManifest`: run after
 * the client build (`scripts/join-css.ts`), before the assets are precompressed. Answers how many files it wrote.
 */
export function joinBuiltStylesheets(): number {
  const path = (file: string) => join(CLIENT_DIR, file);
  const groups = joinGroups(JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')), (file) => statSync(path(file)).size);
  const joined = new Map(
    Object.values(groups)
      .flat()
      .filter((parts) => parts.length > 1)
      .map((parts) => [joinedStylesheet(parts), parts]),
  );
  for (const [file, parts] of joined) {
    writeFileSync(path(file), parts.map((part) => readFileSync(path(part), 'utf8')).join('\n'));
  }
  writeFileSync(JOINED_CSS, JSON.stringify(groups));
  return joined.size;
}
