import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows the 404 heading and the router hint', async () => {
    renderWithProviders(<NotFound />);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('offers a way back: a link to the shop and the search', async () => {
    renderWithProviders(<NotFound />);
    const back = await screen.findByRole('link', { name: 'Back to the shop' });
    expect(back.getAttribute('href')).toBe('/category/all');
    fireEvent.click(screen.getByRole('button', { name: 'Search the shop' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
