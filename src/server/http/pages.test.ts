import { describe, expect, it } from 'vitest';
import { entryLoader, fileRouteId, routerManifest } from './pages.js';

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
