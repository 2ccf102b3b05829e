import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { FacetPager } from './FacetPager';

describe('the list pages’ pages', () => {
  it('are links that keep the filters and the sort, page 1 being the plain URL', async () => {
    const search = { size: ['M', 'L'], color: ['black'], sort: 'price-asc' as const, page: 3 };
    renderWithProviders(<FacetPager list={{ total: 60, page: 3, pageSize: 9 }} search={search} />);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    const href = (name: string) => within(pages).getByRole('link', { name }).getAttribute('href');
    expect(href('Page 1')).toBe('/?size=M&size=L&color=black&sort=price-asc');
    expect(href('Page 4')).toBe('/?size=M&size=L&color=black&sort=price-asc&page=4');
    expect(href('Previous page')).toBe('/?size=M&size=L&color=black&sort=price-asc&page=2');
    expect(href('Next page')).toBe('/?size=M&size=L&color=black&sort=price-asc&page=4');
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 7' })).toBeTruthy();
  });

  it('are not shown for a list of one page', async () => {
    renderWithProviders(
      <>
        <h1>List</h1>
        <FacetPager list={{ total: 9, page: 1, pageSize: 9 }} search={{}} />
      </>,
    );
    await screen.findByRole('heading', { name: 'List' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
