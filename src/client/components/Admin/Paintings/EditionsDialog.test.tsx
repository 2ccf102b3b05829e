import '../test-env';
import type { EditionsView } from '@shared/schemas/editions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { EditionsDialog } from './EditionsDialog';

type Sold = { number: number; orderId: number | null; buyer: string | null; verifyUrl?: string };

const numbers = (total: number, sold: Sold[]) =>
  Array.from({ length: total }, (_, i) => {
    const line = sold.find((s) => s.number === i + 1);
    const none = { certificateUrl: null, verifyUrl: null };
    return line
      ? {
          number: i + 1,
          status: 'sold' as const,
          orderId: line.orderId,
          buyer: line.buyer,
          refunded: false,
          ...(line.verifyUrl && line.orderId
            ? { certificateUrl: `/api/orders/${line.orderId}/items/4/certificate.pdf`, verifyUrl: line.verifyUrl }
            : none),
        }
      : { number: i + 1, status: 'free' as const, orderId: null, buyer: null, refunded: false, ...none };
  });

const heldProof = (n: number) => ({
  number: n,
  status: 'held' as const,
  saleId: null,
  buyer: null,
  soldAt: null,
  note: null,
  certificateUrl: null,
  verifyUrl: null,
});
const soldProof = (n: number) => ({
  number: n,
  status: 'sold' as const,
  saleId: 70 + n,
  buyer: 'Gabrielle Roy',
  soldAt: '2026-11-20T12:00:00.000Z',
  note: 'Invoice 12',
  certificateUrl: `/api/paintings/9/proofs/${70 + n}/certificate.pdf`,
  verifyUrl: `/verify/proof${n}code`,
});

function view(proofsSold: number): EditionsView {
  return {
    paintingId: 9,
    title: 'Tide Line',
    editions: [
      {
        size: '8x10in',
        total: 5,
        sold: 3,
        proofs: 2,
        proofsSold,
        numbers: numbers(5, [
          { number: 1, orderId: 31, buyer: 'Inès Roy', verifyUrl: '/verify/abc123' },
          { number: 3, orderId: 32, buyer: 'Léa Roy' },
          { number: 2, orderId: null, buyer: null },
        ]),
        proofList: [1, 2].map((n) => (n <= proofsSold ? soldProof(n) : heldProof(n))),
      },
    ],
  };
}

const withProof = (v: EditionsView) => ({
  ...v,
  proof: { saleId: 71, number: 1, edition: 'AP 1/2', certificateUrl: '', verifyUrl: '' },
});

describe('EditionsDialog', () => {
  it('shows every number sold (to whom, linked to its order and certificate) or free, the proofs, and records, re-issues and voids an AP sold', async () => {
    const { callsTo } = stubTrpc({
      'admin.paintings.editions': () => view(0),
      'admin.paintings.recordProofSale': () => withProof(view(1)),
      'admin.paintings.reissueProofCertificate': () => withProof(view(1)),
      'admin.paintings.voidProofSale': () => view(0),
    });
    renderWithProviders(<EditionsDialog paintingId={9} onClose={() => {}} />, { session: signedIn('admin', 'admin') });
    expect(await screen.findByText('Editions: Tide Line')).toBeTruthy();
    expect(screen.getByText(/Edition of 5: 3 sold, 2 free/)).toBeTruthy();
    const sold = screen.getByLabelText('1/5 sold to Inès Roy, order 31');
    expect(sold.getAttribute('href')).toContain('order=31');
    expect(screen.getByLabelText('2/5 sold: Sold outside the shop')).toBeTruthy();
    expect(screen.getAllByTitle('Free')).toHaveLength(2);
    // A sold number links to its certificate (the PDF and the verify page); one without a valid one has no link.
    expect(screen.getByLabelText('Certificate of 1/5').getAttribute('href')).toBe(
      '/api/orders/31/items/4/certificate.pdf',
    );
    expect(screen.getByLabelText('Verify page of 1/5').getAttribute('href')).toBe('/verify/abc123');
    expect(screen.getByText('3/5: Léa Roy')).toBeTruthy();
    expect(screen.queryByLabelText('Certificate of 3/5')).toBeNull();
    expect(screen.getByText('AP 1/2 · held')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record AP 1 sold' }));
    fireEvent.change(screen.getByLabelText(/Buyer's name/), { target: { value: 'Gabrielle Roy' } });
    fireEvent.change(screen.getByLabelText(/Date of sale/), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Invoice 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record AP 1/2 sold' }));
    await waitFor(() => expect(screen.getByText('AP 1/2 · sold')).toBeTruthy());
    expect(callsTo('admin.paintings.recordProofSale')).toEqual([
      { id: 9, size: '8x10in', buyer: 'Gabrielle Roy', note: 'Invoice 12', locale: 'en', soldOn: '2026-11-20' },
    ]);
    // The sold proof: to whom, when, its certificate, re-issue and void.
    expect(screen.getByText(/Gabrielle Roy · 2026-11-20 · Invoice 12/)).toBeTruthy();
    expect(screen.getByLabelText('Certificate of AP 1/2').getAttribute('href')).toBe(
      '/api/paintings/9/proofs/71/certificate.pdf',
    );
    expect(screen.getByLabelText('Verify page of AP 1/2').getAttribute('href')).toBe('/verify/proof1code');
    fireEvent.click(screen.getByRole('button', { name: 'Re-issue certificate' }));
    await waitFor(() => expect(callsTo('admin.paintings.reissueProofCertificate')).toEqual([{ id: 9, saleId: 71 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Void (recorded by mistake)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: void AP 1/2' }));
    await waitFor(() => expect(screen.getByText('AP 1/2 · held')).toBeTruthy());
    expect(callsTo('admin.paintings.voidProofSale')).toEqual([{ id: 9, saleId: 71 }]);
  });
});
