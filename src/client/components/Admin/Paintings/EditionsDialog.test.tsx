import '../test-env';
import type { EditionsView } from '@shared/schemas/editions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { EditionsDialog } from './EditionsDialog';

const numbers = (total: number, sold: { number: number; orderId: number | null; buyer: string | null }[]) =>
  Array.from({ length: total }, (_, i) => {
    const line = sold.find((s) => s.number === i + 1);
    return line
      ? { number: i + 1, status: 'sold' as const, orderId: line.orderId, buyer: line.buyer, refunded: false }
      : { number: i + 1, status: 'free' as const, orderId: null, buyer: null, refunded: false };
  });

function view(proofsSold: number): EditionsView {
  return {
    paintingId: 9,
    title: 'Tide Line',
    editions: [
      {
        size: '8x10in',
        total: 5,
        sold: 2,
        proofs: 2,
        proofsSold,
        numbers: numbers(5, [
          { number: 1, orderId: 31, buyer: 'Inès Roy' },
          { number: 2, orderId: null, buyer: null },
        ]),
        proofList: [1, 2].map((n) => ({ number: n, status: n <= proofsSold ? ('sold' as const) : ('held' as const) })),
      },
    ],
  };
}

describe('EditionsDialog', () => {
  it('shows every number sold (to whom, linked to its order) or free, the proofs, and records an AP sold', async () => {
    const { callsTo } = stubTrpc({
      'admin.paintings.editions': () => view(0),
      'admin.paintings.recordProofSale': () => view(1),
    });
    renderWithProviders(<EditionsDialog paintingId={9} onClose={() => {}} />, { session: signedIn('admin', 'admin') });
    expect(await screen.findByText('Editions: Tide Line')).toBeTruthy();
    expect(screen.getByText(/Edition of 5: 2 sold, 3 free/)).toBeTruthy();
    const sold = screen.getByLabelText('1/5 sold to Inès Roy, order 31');
    expect(sold.getAttribute('href')).toContain('order=31');
    expect(screen.getByLabelText('2/5 sold: Sold outside the shop')).toBeTruthy();
    expect(screen.getAllByTitle('Free')).toHaveLength(3);
    expect(screen.getByText('AP 1/2 · held')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record AP 1 sold' }));
    await waitFor(() => expect(screen.getByText('AP 1/2 · sold')).toBeTruthy());
    expect(callsTo('admin.paintings.recordProofSale')).toEqual([{ id: 9, size: '8x10in' }]);
  });
});
