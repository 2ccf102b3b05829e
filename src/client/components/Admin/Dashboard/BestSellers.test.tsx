import '../test-env';
import type { DashboardSummary } from '@shared/schemas/dashboard';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { BestSellers } from './DashboardLists';

const sellers = [
  { itemType: 'product' as const, itemId: 1, name: 'Acid Wash Tee', units: 5, revenue: 210 },
  { itemType: 'painting' as const, itemId: 4, name: 'Desert Hymn', units: 2, revenue: 90 },
];
const data = { bestSellers: { byUnits: sellers, byRevenue: sellers } } as unknown as DashboardSummary;

describe('best sellers', () => {
  it('expands a product into its variants, loading them only when asked', async () => {
    const { callsTo } = stubTrpc({
      'admin.dashboard.bestSellerVariants': () => [
        { variantId: 3, size: 'M', color: 'black', name: 'Acid Wash Tee — M / black', units: 3, revenue: 126 },
        { variantId: 5, size: 'L', color: 'black', name: 'Acid Wash Tee — L / black', units: 2, revenue: 84 },
      ],
    });
    renderWithProviders(<BestSellers data={data} currencySymbol="$" />, { session: signedIn('admin', 'admin') });
    const toggle = await screen.findByRole('button', { name: 'Show sizes and colours of Acid Wash Tee' });
    expect(screen.queryByRole('button', { name: /sizes and colours of Desert Hymn/ })).toBeNull();
    expect(callsTo('admin.dashboard.bestSellerVariants')).toHaveLength(0);

    fireEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Acid Wash Tee by size and colour' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['M / black3 sold$126.00', 'L / black2 sold$84.00']);
    expect(callsTo('admin.dashboard.bestSellerVariants')).toEqual([{ productId: 1 }]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Hide sizes and colours of Acid Wash Tee' }));
    expect(screen.queryByRole('list', { name: 'Acid Wash Tee by size and colour' })).toBeNull();
  });
});
