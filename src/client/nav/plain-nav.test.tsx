import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlContext, shopIntl } from '../i18n/intl';
import { renderWithProviders } from '../test-utils';
import { createLink, Link, NavProvider, useSearchOf } from './nav';
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
  { to: '.', search: { color: 'black', page: 2 } },
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

/** A list page's colour, as a route's `validateSearch` reads it. */
const parseColour = (raw: Record<string, unknown>) => ({ color: typeof raw.color === 'string' ? raw.color : 'none' });

function ColourShown() {
  return <output>{useSearchOf(parseColour).color}</output>;
}

describe('a link to the page it is on (a filter, a tab, a page of a list)', () => {
  it('writes the address with no page load, tells its readers, and scrolls to the top unless told not to', () => {
    window.history.replaceState(null, '', '/category/all?page=2');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <IntlContext value={shopIntl('en', null)}>
        <NavProvider nav={PLAIN_NAV}>
          <Link to="." search={{ color: 'black' }} resetScroll={false}>
            Black
          </Link>
          <Link to="." search={{ color: 'black', page: 3 }}>
            Page 3
          </Link>
          <ColourShown />
        </NavProvider>
      </IntlContext>,
    );
    const length = window.history.length;
    expect(screen.getByText('Black').getAttribute('href')).toBe('/category/all?color=black');
    expect(screen.getByRole('status').textContent).toBe('none');
    fireEvent.click(screen.getByText('Black'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/category/all?color=black');
    expect(window.history.length).toBe(length + 1);
    expect(screen.getByRole('status').textContent).toBe('black');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Page 3'));
    expect(window.location.search).toBe('?color=black&page=3');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // The back button: the readers read the address again.
    act(() => {
      window.history.replaceState(null, '', '/category/all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status').textContent).toBe('none');
    scrollTo.mockRestore();
  });
});
