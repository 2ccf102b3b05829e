import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows the 404 heading and the router hint', async () => {
    renderWithProviders(<NotFound />);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });
});
