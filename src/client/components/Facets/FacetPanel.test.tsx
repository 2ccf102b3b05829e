import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseFacetSearch } from '../../category-filters';
import { renderWithProviders } from '../../test-utils';
import { FacetPanel } from './FacetPanel';
import type { Facets } from './facet-labels';

const FACETS: Facets = {
  size: [
    { value: 'S', label: 'S', count: 0 },
    { value: 'M', label: 'M', count: 4 },
    { value: 'L', label: 'L', count: 2 },
  ],
  color: [
    { value: 'Black', label: 'Black', count: 3 },
    { value: 'White', label: 'White', count: 1 },
  ],
  category: [{ value: 't-shirts', label: 'T-Shirts', count: 5 }],
  price: [
    { value: 'under-50', label: 'Under $50', count: 2 },
    { value: '50-100', label: '$50-$100', count: 3 },
  ],
  medium: [],
  kind: [{ value: 'print', label: 'print', count: 6 }],
  sizeRange: [],
  inStock: 7,
};

/** The option link whose accessible name starts with `label` in the facet titled `facet`. */
function option(facet: string, label: string) {
  const group = screen.getByRole('region', { name: facet });
  return within(group).getByRole('link', { name: new RegExp(`^${label.replace(/\$/g, '\\$')} \\(`) });
}

describe('FacetPanel', () => {
  it('offers each option as a link to the page with its value toggled, the others kept, back to page 1', async () => {
    const search = parseFacetSearch({ size: 'M', color: ['Black'], sort: 'price-asc', page: '3' });
    renderWithProviders(<FacetPanel search={search} facets={FACETS} />, { path: '/category/all?size=M' });
    await screen.findByRole('heading', { name: 'Filters' });
    // Adding L keeps M (OR within the facet) and the colour, the sort; the page goes back to 1.
    expect(option('Size', 'L').getAttribute('href')).toBe('/?size=M&size=L&color=Black&sort=price-asc');
    // The chosen M takes itself off, and says it is chosen.
    expect(option('Size', 'M').getAttribute('href')).toBe('/?color=Black&sort=price-asc');
    expect(option('Size', 'M').getAttribute('aria-current')).toBe('true');
    expect(option('Size', 'L').getAttribute('aria-current')).toBeNull();
    expect(option('Price', 'Under $50').getAttribute('href')).toBe(
      '/?size=M&color=Black&price=under-50&sort=price-asc',
    );
    expect(option('Original or print', 'Print').getAttribute('href')).toBe(
      '/?size=M&color=Black&kind=print&sort=price-asc',
    );
    expect(screen.getByRole('link', { name: 'In stock only (7)' }).getAttribute('href')).toBe(
      '/?size=M&color=Black&inStock=true&sort=price-asc',
    );
  });

  it('shows each option with its count; an option that would leave nothing is not a link', async () => {
    renderWithProviders(<FacetPanel search={{}} facets={FACETS} />);
    await screen.findByRole('heading', { name: 'Filters' });
    expect(option('Size', 'M').textContent).toBe('M (4)');
    expect(option('Colour', 'White').textContent).toBe('White (1)');
    expect(option('Category', 'T-Shirts').textContent).toBe('T-Shirts (5)');
    const sizes = screen.getByRole('region', { name: 'Size' });
    expect(within(sizes).getByText('S').closest('a')).toBeNull();
    expect(within(sizes).getByText('(0)')).toBeTruthy();
    // Facets with no option for these items are left out.
    expect(screen.queryByRole('region', { name: 'Medium' })).toBeNull();
  });

  it('offers only the facets the page names (no category facet on a category page)', async () => {
    renderWithProviders(<FacetPanel search={{}} facets={FACETS} offered={['size', 'color', 'price']} />);
    await screen.findByRole('heading', { name: 'Filters' });
    expect(screen.queryByRole('region', { name: 'Category' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Size' })).toBeTruthy();
  });

  it('shows the chosen filters as chips that each remove one, and Clear all, which keeps the words and sort', async () => {
    const search = parseFacetSearch({
      q: 'tee',
      size: ['M', 'L'],
      price: 'under-50',
      inStock: 'true',
      sort: 'alphabetical',
    });
    renderWithProviders(<FacetPanel search={search} facets={FACETS} />);
    await screen.findByRole('heading', { name: 'Filters' });
    const chips = screen.getByRole('navigation', { name: 'Chosen filters' });
    const names = within(chips)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(names).toEqual([
      'Remove filter: M',
      'Remove filter: L',
      'Remove filter: Under $50',
      'Remove filter: In stock only',
      'Clear all',
    ]);
    expect(within(chips).getByRole('link', { name: 'Remove filter: M' }).getAttribute('href')).toBe(
      '/?q=tee&size=L&price=under-50&inStock=true&sort=alphabetical',
    );
    expect(within(chips).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/?q=tee&sort=alphabetical',
    );
  });

  it('shows no chips and no Clear all when nothing is chosen', async () => {
    renderWithProviders(<FacetPanel search={{ sort: 'price-asc' }} facets={FACETS} />);
    await screen.findByRole('heading', { name: 'Filters' });
    expect(screen.queryByRole('navigation', { name: 'Chosen filters' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });

  it('keeps a chosen value the answer no longer offers, so it can be taken off', async () => {
    renderWithProviders(<FacetPanel search={{ color: ['Teal'] }} facets={FACETS} />);
    await screen.findByRole('heading', { name: 'Filters' });
    expect(option('Colour', 'Teal').getAttribute('href')).toBe('/');
  });

  it('navigates with the router when a link is followed (no reload)', async () => {
    const { router } = renderWithProviders(<FacetPanel search={{}} facets={FACETS} />);
    await screen.findByRole('heading', { name: 'Filters' });
    fireEvent.click(option('Size', 'L'));
    await waitFor(() => expect(router.state.location.search).toEqual({ size: 'L' }));
  });

  it('speaks French on French pages', async () => {
    renderWithProviders(<FacetPanel search={{ size: ['M'] }} facets={FACETS} />, { locale: 'fr' });
    await screen.findByRole('heading', { name: 'Filtres' });
    expect(screen.getByRole('region', { name: 'Taille' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tout effacer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'En stock seulement (7)' })).toBeTruthy();
  });
});
