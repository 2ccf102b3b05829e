import type { Painting } from '@shared/schemas/catalogue';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPainting } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { editionBadge } from './edition-badge';
import { PaintingDetail } from './PaintingDetail';

/** A print of two sizes, each its own edition (issue 43): 8×10 of 50 with 12 sold, 16×20 of 25 with 23 sold. */
const print: Painting = aPainting({
  id: 7,
  title: 'Tide Line',
  is_original: false,
  is_limited: true,
  limited_edition_count: 50,
  current_edition_number: 12,
  stock: 40,
  available_sizes: [
    { width: 8, height: 10, unit: 'in', price: 45 },
    { width: 16, height: 20, unit: 'in', price: 95 },
  ],
  editions: [
    { width: 8, height: 10, unit: 'in', size: '8x10in', total: 50, sold: 12, proofs: 5, proofsSold: 0 },
    { width: 16, height: 20, unit: 'in', size: '16x20in', total: 25, sold: 23, proofs: 2, proofsSold: 1 },
  ],
});

const badgeText = () => screen.getByTestId('edition-badge').textContent;

describe("a print's edition badge", () => {
  it('says what a collector reads, never a bare 0/50', () => {
    expect(editionBadge({ total: 50, sold: 0 })).toEqual({
      message: 'painting.editionLeft',
      params: { total: 50, left: 50 },
    });
    expect(editionBadge({ total: 50, sold: 47 }).message).toBe('painting.editionLast');
    expect(editionBadge({ total: 50, sold: 49 }).message).toBe('painting.editionLastOne');
    expect(editionBadge({ total: 50, sold: 50 }).message).toBe('painting.editionSoldOut');
    expect(editionBadge({ total: 50, sold: 46 }).message).toBe('painting.editionLeft');
  });

  it('reads the chosen size’s edition, in English', async () => {
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => print });
    renderWithProviders(<PaintingDetail painting={print} />);
    expect(await screen.findByText('Edition of 50 · 38 left')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    expect(badgeText()).toBe('Edition of 25 · Last 2');
    expect(screen.queryByText(/\d+\/50/)).toBeNull();
  });

  it('reads the chosen size’s edition, in French', async () => {
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => print });
    renderWithProviders(<PaintingDetail painting={print} />, { locale: 'fr', path: '/?size=16x20in' });
    expect(await screen.findByText('Édition de 25 · Les 2 derniers')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('radio')[0] as HTMLElement);
    expect(badgeText()).toBe('Édition de 50 · 38 restants');
  });

  it('crosses out a sold-out size, which cannot be chosen, and opens on a size still for sale', async () => {
    const first = print.editions?.[0];
    const soldOutFirst: Painting = {
      ...print,
      editions: [{ ...(first as NonNullable<typeof first>), sold: 50 }, ...(print.editions ?? []).slice(1)],
    };
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => soldOutFirst });
    renderWithProviders(<PaintingDetail painting={soldOutFirst} />);
    expect(await screen.findByText('Edition of 25 · Last 2')).toBeTruthy();
    const [small, large] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(small?.disabled).toBe(true);
    expect(large?.getAttribute('aria-checked') ?? String(large?.checked)).toBe('true');
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect((screen.getByText('8 × 10 in') as HTMLElement).style.textDecoration).toBe('line-through');
  });

  it('reads a sizeless print’s one edition from the painting', async () => {
    const sizeless: Painting = {
      ...print,
      available_sizes: [],
      editions: [],
      limited_edition_count: 30,
      current_edition_number: 29,
    };
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => sizeless });
    renderWithProviders(<PaintingDetail painting={sizeless} />);
    expect(await screen.findByText('Edition of 30 · Last one')).toBeTruthy();
  });
});
