import { describe, expect, it } from 'vitest';
import {
  entryLoader,
  fileRouteId,
  joinedStylesheet,
  joinGroups,
  routerManifest,
  stylesheetAtRunTime,
  stylesheetGroups,
} from './client-manifest.js';

describe('the router manifest from the client build', () => {
  it('names routes as the router does', () => {
    expect(fileRouteId('index')).toBe('/');
    expect(fileRouteId('product.$id')).toBe('/product/$id');
    expect(fileRouteId('paintings.index')).toBe('/paintings/');
    expect(fileRouteId('$page')).toBe('/$page');
  });

  it("gives the root the entry's script and CSS, and each route only the CSS it adds", () => {
    const manifest = routerManifest({
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'], imports: ['_shared.js'] },
      'routes/product.$id.tsx?tsr-split=component': {
        file: 'assets/product.js',
        css: ['assets/product.css'],
        imports: ['_grid.js', '_shared.js'],
      },
    });
    expect(manifest.routes.__root__).toEqual({
      css: ['/assets/index.css', '/assets/shared.css'],
      scripts: [{ children: entryLoader('/assets/index.js') }],
    });
    expect(manifest.routes['/product/$id']).toEqual({ css: ['/assets/product.css', '/assets/grid.css'] });
  });

  it('links each group of stylesheets the build joined as one file that says what it holds', () => {
    const vite = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_mantine.js': { file: 'assets/mantine.js', css: ['assets/mantine.css'] },
      'routes/checkout.tsx?tsr-split=component': {
        file: 'assets/checkout.js',
        css: ['assets/checkout.css', 'assets/form.css'],
        imports: ['_mantine.js'],
      },
      'routes/about.tsx?tsr-split=component': { file: 'assets/about.js', css: ['assets/about.css'] },
    };
    const sizes: Record<string, number> = { '/assets/index.css': 90_000, '/assets/mantine.css': 250_000 };
    const size = (file: string) => sizes[file] ?? 2_000;
    // The root's all in one, whatever their size; a route's small neighbours in one, a large part alone.
    expect(stylesheetGroups('__root__', ['/assets/index.css', '/assets/shared.css'], size)).toEqual([
      ['/assets/index.css', '/assets/shared.css'],
    ]);
    expect(stylesheetGroups('/checkout', ['/a.css', '/assets/mantine.css', '/b.css', '/c.css'], size)).toEqual([
      ['/a.css'],
      ['/assets/mantine.css'],
      ['/b.css', '/c.css'],
    ]);

    const root = joinedStylesheet(['/assets/index.css', '/assets/shared.css']);
    const form = joinedStylesheet(['/assets/checkout.css', '/assets/form.css']);
    expect(root).toMatch(/^\/assets\/joined-[0-9a-f]{12}\.css$/);
    expect(form).not.toBe(root);
    const manifest = routerManifest(vite, joinGroups(vite, size));
    expect(manifest.routes.__root__?.css).toEqual([{ href: root, 'data-has': 'assets/index.css assets/shared.css' }]);
    expect(manifest.routes['/checkout']?.css).toEqual([
      { href: form, 'data-has': 'assets/checkout.css assets/form.css' },
      '/assets/mantine.css',
    ]);
    expect(manifest.routes['/about']?.css).toEqual(['/assets/about.css']);
    // A build that joined nothing (its step not run) links the parts.
    expect(routerManifest(vite).routes.__root__?.css).toEqual(['/assets/index.css', '/assets/shared.css']);
  });

  it('names a stylesheet in the browser by the joined file the page links where one holds it, else by its own', () => {
    const links = [{ has: 'assets/a.css assets/b.css', href: '/assets/joined-1.css' }];
    const document = {
      querySelector: (selector: string) => {
        const part = /data-has~="([^"]+)"/.exec(selector)?.[1] ?? '';
        const link = links.find((each) => each.has.split(' ').includes(part));
        return link ? { getAttribute: () => link.href } : null;
      },
    };
    const named = (file: string) => new Function('document', `return ${stylesheetAtRunTime(file)}`)(document);
    expect(named('assets/b.css')).toBe('/assets/joined-1.css');
    expect(named('assets/c.css')).toBe('/assets/c.css');
    expect(named('assets/a.cs')).toBe('/assets/a.cs');
  });

  it('asks for the entry once: after the first frame, or by its timer in a tab that draws none', () => {
    const run = (events: ('frame' | 'timers')[]) => {
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const appended: { type?: string; src?: string }[] = [];
      const document = { createElement: () => ({}), body: { append: (node: object) => appended.push(node) } };
      new Function('document', 'requestAnimationFrame', 'setTimeout', entryLoader('/assets/index.js'))(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
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

  it('refuses a build without an entry', () => {
    expect(() => routerManifest({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
  });
});
