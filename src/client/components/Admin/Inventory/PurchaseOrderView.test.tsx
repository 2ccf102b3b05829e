import type { PurchaseOrder } from '@shared/schemas/inventory';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { PurchaseOrderView } from './PurchaseOrderView';

const order: PurchaseOrder = {
  id: 7,
  vendor_id: 1,
  vendor_name: 'Blank Co',
  status: 'partially_received',
  total_amount: 200,
  notes: '',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  lines: [
    {
      id: 31,
      inventory_item_id: 4,
      item_name: 'Blank Tee',
      sku: 'TEE-1',
      quantity: 20,
      quantity_received: 5,
      unit_cost: 10,
      line_total: 200,
    },
  ],
  next_statuses: ['cancelled'],
  receivable: true,
};

describe('receiving a purchase order', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pre-fills nothing, and receives only what the owner typed', async () => {
    const trpc = stubTrpc({
      'admin.purchaseOrders.get': () => order,
      'admin.purchaseOrders.receive': () => order,
    });
    renderWithProviders(<PurchaseOrderView orderId={7} onClose={() => undefined} onEdit={() => undefined} />, {
      session: signedIn('owner', 'admin'),
    });
    const inputs = (await screen.findAllByLabelText('Receive Blank Tee')) as HTMLInputElement[];
    for (const input of inputs) expect(input.value).toBe('');
    const receive = screen.getByRole('button', { name: 'Receive' }) as HTMLButtonElement;
    expect(receive.disabled).toBe(true);

    fireEvent.change(inputs[0] as HTMLInputElement, { target: { value: '3' } });
    await waitFor(() => expect(receive.disabled).toBe(false));
    fireEvent.click(receive);
    await waitFor(() =>
      expect(trpc.callsTo('admin.purchaseOrders.receive')).toEqual([{ id: 7, lines: [{ line_id: 31, quantity: 3 }] }]),
    );
  });
});
