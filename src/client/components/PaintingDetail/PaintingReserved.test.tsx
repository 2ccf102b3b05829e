import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPainting } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { PaintingCard } from '../PaintingCard/PaintingCard';
import { PaintingDetail } from './PaintingDetail';

/** An original another shopper's checkout holds, as the server answers it: not in stock, not sold, reserved. */
const held = aPainting({
  title: 'Night Garden',
  description: 'Dark greens under a bleached moon.',
  price: 1200,
  in_stock: false,
  is_reserved: true,
  stock: 0,
});
const NOTICE = 'Reserved — by another order; it may be available again if that order is not completed';

describe('a held original', () => {
  it('says Reserved on its page, not Sold or Sold Out, and cannot be added', async () => {
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => held });
    renderWithProviders(<PaintingDetail painting={held} />);
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Reserved' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/sold out/i)).toBeNull();
    expect(screen.queryByText('Sold')).toBeNull();
  });

  it('says Reserved on its card, distinct from Sold', async () => {
    renderWithProviders(<PaintingCard painting={held} />);
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.getByText('Reserved')).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });

  it('a sold one still says Sold', async () => {
    renderWithProviders(<PaintingCard painting={{ ...held, is_sold: true, is_reserved: false }} />);
    expect(await screen.findByText('Sold')).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
