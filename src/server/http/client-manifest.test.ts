import { describe, expect, it } from 'vitest';
import {
  builtStyles,
  entryLoader,
  fileRouteId,
  pageStyles,
  routePreloads,
  routerManifest,
  stylesheetAtRunTime,
} from './client-manifest.js';

describe('the router manifest from the client build', () => {
  it('names routes as the router does', () => {
    expect(fileRouteId('index')).toBe('/');
    expect(fileRouteId('product.$id')).toBe('/product/$id');
    expect(fileRouteId('paintings.index')).toBe('/paintings/');
    expect(fileRouteId('$page')).toBe('/$page');
  });

  it("gives the root the entry's script, the page the root's CSS itself, and each route only the CSS it adds", () => {
    const vite = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'], imports: ['_shared.js'] },
      'routes/product.$id.tsx?tsr-split=component': {
        file: 'assets/product.js',
        css: ['assets/product.css'],
        imports: ['_grid.js', '_shared.js'],
      },
    };
    const manifest = routerManifest(vite);
    expect(manifest.routes.__root__).toEqual({
      scripts: [
        {
          children: entryLoader('/assets/index.js', {
            root: ['/assets/shared.js'],
            french: [],
            islands: { src: '', root: [] },
          }),
        },
      ],
    });
    // The route's scripts for the loader to preload: its component's and what that imports, less the entry's.
    expect(manifest.routes['/product/$id']).toEqual({
      css: ['/assets/product.css', '/assets/grid.css'],
      scripts: [{ children: routePreloads(['/assets/product.js', '/assets/grid.js']) }],
    });
    // Without the files' sizes, only the root's are carried.
    expect(pageStyles(vite, (file: string) => `/* ${file} */`)).toEqual({
      __root__: [
        { file: 'assets/index.css', css: '/* /assets/index.css */' },
        { file: 'assets/shared.css', css: '/* /assets/shared.css */' },
      ],
      '/product/$id': [],
    });
  });

  it("links a route's stylesheets up to its last large one and carries the rest in the page, in their order", () => {
    const vite = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_mantine.js': { file: 'assets/mantine.js', css: ['assets/mantine.css'] },
      'routes/checkout.tsx?tsr-split=component': {
        file: 'assets/checkout.js',
        css: ['assets/checkout.css', 'assets/form.css'],
        imports: ['_mantine.js'],
      },
      'routes/account.tsx?tsr-split=component': { file: 'assets/account.js', imports: ['_mantine.js', '_after.js'] },
      '_after.js': { file: 'assets/after.js', css: ['assets/after.css', 'assets/after-2.css'] },
      'routes/about.tsx?tsr-split=component': { file: 'assets/about.js', css: ['assets/about.css'] },
    };
    const sizes: Record<string, number> = { '/assets/index.css': 90_000, '/assets/mantine.css': 250_000 };
    const size = (file: string) => sizes[file] ?? 2_000;
    const manifest = routerManifest(vite, size);
    const carried = pageStyles(vite, (file) => `/* ${file} */`, size);
    // The root's all in the page, whatever their size.
    expect(manifest.routes.__root__?.css).toBeUndefined();
    expect(carried.__root__?.map(({ file }) => file)).toEqual(['assets/index.css', 'assets/shared.css']);
    // A route with none large: all in the page.
    expect(manifest.routes['/about']?.css).toBeUndefined();
    expect(carried['/about']).toEqual([{ file: 'assets/about.css', css: '/* /assets/about.css */' }]);
    // Small ones before a large one stay linked, before it (the cascade keeps the links' order)…
    expect(manifest.routes['/checkout']?.css).toEqual([
      '/assets/checkout.css',
      '/assets/form.css',
      '/assets/mantine.css',
    ]);
    expect(carried['/checkout']).toEqual([]);
    // …and those after it are in the page.
    expect(manifest.routes['/account']?.css).toEqual(['/assets/mantine.css']);
    expect(carried['/account']?.map(({ file }) => file)).toEqual(['assets/after.css', 'assets/after-2.css']);
  });

  it("names a stylesheet in the browser by the importing module where the page's <style> holds it, else by its file", () => {
    const styles = ['assets/root.css assets/shop.css'];
    const document = {
      querySelector: (selector: string) => {
        const part = /^style\[data-href~="([^"]+)"\]$/.exec(selector)?.[1] ?? '';
        return styles.some((names) => names.split(' ').includes(part)) ? {} : null;
      },
    };
    // `import.meta` is a module's own: the expression is put into one (the importing chunk) to be run.
    const expression = (file: string) => stylesheetAtRunTime(file).replace('import.meta.url', 'chunk');
    const named = (file: string) =>
      new Function('document', 'chunk', `return ${expression(file)}`)(document, '/assets/chunk.js');
    expect(named('assets/shop.css')).toBe('/assets/chunk.js');
    expect(named('assets/c.css')).toBe('/assets/c.css');
    expect(named('assets/shop.cs')).toBe('/assets/shop.cs');
    expect(stylesheetAtRunTime('assets/shop.css')).toContain('import.meta.url');
  });

  it('asks for the entry once: after the first frame where paints are not reported, or by its timer in a tab that draws none', () => {
    const run = (events: ('frame' | 'timers')[]) => {
      const { appended, frames, timers, run: load } = loaderOn('/product/1');
      load(entryLoader('/assets/index.js'));
      const seen = [appended.length];
      for (const event of events) {
        for (const callback of (event === 'frame' ? frames : timers).splice(0)) callback();
        seen.push(appended.length);
      }
      return { seen, appended };
    };
    // Nothing before the first frame; the frame's next task asks; the fallback timer then asks no more.
    expect(run(['frame', 'timers']).seen).toEqual([0, 0, 1]);
    expect(run(['frame', 'timers']).appended).toEqual([{ type: 'module', src: '/assets/index.js' }]);
    // A background tab: no frame, the timer asks.
    expect(run(['timers']).seen).toEqual([0, 1]);
  });

  it('asks for the entry after the first contentful paint where the browser reports paints, not at the first frame', () => {
    const { appended, frames, timers, run: load, self } = loaderOn('/product/1');
    type Entries = { getEntriesByName: (name: string) => unknown[] };
    const reports: ((list: Entries) => void)[] = [];
    let disconnected = 0;
    self.PerformanceObserver = class {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: Entries, observer: unknown) => void) {
        reports.push((list) => callback(list, this));
      }
      observe() {}
      disconnect() {
        disconnected++;
      }
    };
    load(entryLoader('/assets/index.js'));
    expect(frames).toHaveLength(0);
    const report = (name: string) => reports[0]?.({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    // The first paint (a background, no content yet) asks for nothing; the fallback timer is all that waits.
    report('first-paint');
    expect(timers).toHaveLength(1);
    report('first-contentful-paint');
    expect(disconnected).toBe(1);
    // Its next task asks, once: the fallback timer then asks no more.
    for (const callback of timers.splice(0)) callback();
    expect(appended).toEqual([{ type: 'module', src: '/assets/index.js' }]);
  });

  it("preloads, with the entry, its imports, the matched routes' scripts and on a French page the French catalogue", () => {
    const preloads = {
      root: ['/assets/framework.js'],
      french: ['/assets/french.js'],
      islands: { src: '/assets/islands.js', root: ['/assets/shell.js'] },
    };
    const asked = (path: string) => {
      const page = loaderOn(path);
      page.run(entryLoader('/assets/index.js', preloads));
      page.run(routePreloads(['/assets/product.js', '/assets/grid.js']));
      page.drain();
      return page.appended.map((node) => ('src' in node ? `script ${node.src}` : `${node.rel} ${node.href}`));
    };
    const english = [
      'script /assets/index.js',
      'modulepreload /assets/framework.js',
      'modulepreload /assets/product.js',
      'modulepreload /assets/grid.js',
    ];
    expect(asked('/product/1')).toEqual(english);
    expect(asked('/fr/product/1')).toEqual([
      ...english.slice(0, 2),
      'modulepreload /assets/french.js',
      ...english.slice(2),
    ]);
    expect(asked('/fr')).toContain('modulepreload /assets/french.js');
    // Not a French page, though its path begins with the letters.
    expect(asked('/free-shipping')).toEqual(english);
  });

  it('starts one fetch a task: the entry, then each preload in a task of its own', () => {
    const page = loaderOn('/product/1');
    page.run(entryLoader('/assets/index.js', { root: ['/a.js', '/b.js'], french: [], islands: { src: '', root: [] } }));
    page.run(routePreloads(['/c.js']));
    const counts: number[] = [];
    for (let callback = page.timers.shift(); callback; callback = page.timers.shift()) {
      callback();
      counts.push(page.appended.length);
    }
    // The entry's task (the fallback timer's: no frame is drawn here), then /a.js, /b.js, /c.js, then an empty one.
    expect(counts).toEqual([1, 2, 3, 4, 4]);
  });

  it("asks on a page drawn as islands for the islands' runtime and its imports, never the app or the route's scripts", () => {
    const vite = {
      'index.html': { file: 'assets/index.js', imports: ['_framework.js', '_router.js'], isEntry: true },
      'islands/main.tsx': { file: 'assets/islands.js', imports: ['_framework.js', '_shell.js'], isEntry: true },
      '_framework.js': { file: 'assets/framework.js' },
      '_router.js': { file: 'assets/router.js' },
      '_shell.js': { file: 'assets/shell.js', imports: ['_framework.js'] },
      'i18n/french.ts': { file: 'assets/french.js' },
      'routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_framework.js'] },
      'routes/checkout.tsx?tsr-split=component': { file: 'assets/checkout.js', imports: ['_framework.js'] },
    };
    const manifest = routerManifest(vite);
    // Home is drawn as islands (ISLAND_ROUTES); the checkout loads the app.
    expect(manifest.routes['/']).toEqual({ scripts: [{ children: 'self.$I=1' }] });
    expect(manifest.routes['/checkout']).toEqual({ scripts: [{ children: routePreloads(['/assets/checkout.js']) }] });
    const asked = (path: string, routeScript: string) => {
      const page = loaderOn(path);
      page.run(manifest.routes.__root__?.scripts?.[0]?.children ?? '');
      page.run(routeScript);
      page.drain();
      return page.appended.map((node) => ('src' in node ? `script ${node.src}` : `${node.rel} ${node.href}`));
    };
    expect(asked('/', 'self.$I=1')).toEqual([
      'script /assets/islands.js',
      'modulepreload /assets/framework.js',
      'modulepreload /assets/shell.js',
    ]);
    // A French one carries its islands' French in itself (`island-areas.ts`): no catalogue to preload.
    expect(asked('/fr/', 'self.$I=1')).toEqual([
      'script /assets/islands.js',
      'modulepreload /assets/framework.js',
      'modulepreload /assets/shell.js',
    ]);
    expect(asked('/checkout', routePreloads(['/assets/checkout.js']))).toEqual([
      'script /assets/index.js',
      'modulepreload /assets/framework.js',
      'modulepreload /assets/router.js',
      'modulepreload /assets/checkout.js',
    ]);
  });

  it("gives every built stylesheet, a chunk's or one imported by its URL, by its URL with its rules, once each", () => {
    const vite = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], isEntry: true },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/index.css'] },
      '_shared-B1.css': { file: 'assets/shared.css' },
      'node_modules/@fontsource-variable/inter/index.css': { file: 'assets/inter-C2.css' },
      'files/inter-latin.woff2': { file: 'assets/inter-latin-D3.woff2' },
    };
    const read: string[] = [];
    const styles = builtStyles(vite, (file) => {
      read.push(file);
      return `/* ${file} */`;
    });
    expect(styles).toEqual({
      '/assets/index.css': '/* assets/index.css */',
      '/assets/shared.css': '/* assets/shared.css */',
      '/assets/inter-C2.css': '/* assets/inter-C2.css */',
    });
    expect(read).toHaveLength(3);
  });

  it('refuses a build without an entry', () => {
    expect(() => routerManifest({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
  });
});

/** A page for the loader's scripts: what they append, their frame and timer callbacks, `location` and `self`. */
function loaderOn(pathname: string) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const appended: Record<string, string>[] = [];
  const append = (node: Record<string, string>) => appended.push(node);
  const document = { createElement: () => ({}), body: { append }, head: { append } };
  const self: Record<string, unknown> = {};
  const run = (script: string) =>
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'location', 'self', script)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      { pathname },
      self,
    );
  /** Runs the timers set until none is left (a timer may set the next), and how many tasks that took. */
  const drain = () => {
    let tasks = 0;
    for (let callback = timers.shift(); callback; callback = timers.shift(), tasks++) callback();
    return tasks;
  };
  return { appended, frames, timers, run, drain, self };
}
