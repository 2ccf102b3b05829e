import { describe, expect, it } from 'vitest';
import { fileRouteId, routerManifest } from './pages.js';

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
      scripts: [{ attrs: { type: 'module', src: '/assets/index.js' } }],
    });
    expect(manifest.routes['/product/$id']).toEqual({ css: ['/assets/product.css', '/assets/grid.css'] });
  });

  it('refuses a build without an entry', () => {
    expect(() => routerManifest({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
  });
});
