import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_FACETS } from '../../test-fixtures';
import { renderWithProviders } from '../../test-utils';
import { FilterButton } from './FilterButton';

const FACETS = { ...NO_FACETS, size: [{ value: 'M', label: 'M', count: 3 }], inStock: 3 };

describe('Filter (n)', () => {
  it('is a link to the sidebar before the page runs, counts the chosen filters, and opens the facets in a drawer', async () => {
    renderWithProviders(<FilterButton search={{ size: ['M'], inStock: true }} facets={FACETS} total={3} />);
    const button = await screen.findByRole('link', { name: 'Filter (2)' });
    expect(button.getAttribute('href')).toBe('#filters');
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 5000 });
    expect(within(drawer).getByRole('link', { name: 'M (3)' }).getAttribute('aria-current')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Clear all' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show 3 items' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  });

  it('says “Show 1 item” for one, in French “Afficher 1 article”', async () => {
    renderWithProviders(<FilterButton search={{}} facets={FACETS} total={1} />, { locale: 'fr' });
    fireEvent.click(await screen.findByRole('link', { name: 'Filtrer (0)' }));
    expect(await screen.findByRole('button', { name: 'Afficher 1 article' })).toBeTruthy();
  });
});
