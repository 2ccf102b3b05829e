import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlContext, shopIntl } from '../i18n/intl';
import { renderWithProviders } from '../test-utils';
import { createLink, Link, NavProvider } from './nav';
import { PLAIN_NAV } from './plain-nav';

/** The links a header, a card and a menu write: a path, params, a list and a value in the search, exact or not. */
const LINKS = [
  { to: '/' },
  { to: '/', activeOptions: { exact: true } },
  { to: '/category/$category', params: { category: 'all' } },
  { to: '/category/$category', params: { category: 'all' }, search: { size: ['M', 'L'], sort: 'price-desc' } },
  { to: '/product/$id', params: { id: '2' }, hash: 'reviews' },
  { to: '/$page', params: { page: 'about us' } },
  { to: '/admin', search: { tab: 'products' } },
  { to: '/paintings' },
] as const;

function Anchor(props: Record<string, unknown>) {
  return <a {...props}>{props.children as string}</a>;
}
const Made = createLink(Anchor);

function links() {
  return (
    <nav>
      {LINKS.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <Link key={index} {...(link as object as { to: '/' })} className="link">
          {`link ${index}`}
        </Link>
      ))}
      <Made to="/product/$id" params={{ id: '2' }} className="made">
        made
      </Made>
    </nav>
  );
}

function plainHtml(locale: 'en' | 'fr' = 'en') {
  const { container, unmount } = render(
    <IntlContext value={shopIntl(locale, null)}>
      <NavProvider nav={PLAIN_NAV}>{links()}</NavProvider>
    </IntlContext>,
  );
  const html = container.querySelector('nav')?.outerHTML;
  unmount();
  return html;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('plain links (an island’s)', () => {
  it.each(['/', '/category/all', '/category/all?sort=price-desc', '/product/2', '/paintings/3'])(
    'write the router’s links on %s: the same address, class and active marks',
    async (path) => {
      const routed = renderWithProviders(links(), { path, route: path.split('?')[0] });
      await screen.findByText('made');
      const html = routed.container.querySelector('nav')?.outerHTML;
      routed.unmount();
      window.history.replaceState(null, '', path);
      expect(plainHtml()).toBe(html);
    },
  );

  it('write a French page’s links under /fr', () => {
    window.history.replaceState(null, '', '/fr/category/all');
    const html = plainHtml('fr') ?? '';
    expect(html).toContain('<a class="link" href="/fr/">');
    expect(html).toContain('<a class="link active" href="/fr/category/all" data-status="active" aria-current="page">');
    expect(html).toContain('<a class="link" href="/fr/category/all?size=M&amp;size=L&amp;sort=price-desc">');
  });
});
