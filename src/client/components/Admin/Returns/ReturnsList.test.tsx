import type { AdminReturn } from '@shared/schemas/returns';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { ReturnsList } from './ReturnsList';

/** Issue 41, item 1: the owner's returns (Admin → Orders → Returns), and each move. */
afterEach(() => vi.unstubAllGlobals());

const admin = { session: signedIn('owner', 'admin') };
const REQUESTED: AdminReturn = {
  id: 4,
  orderId: 12,
  status: 'requested',
  reason: 'too_small',
  reasonText: 'Runs small',
  resolution: 'exchange',
  note: '',
  lines: [
    {
      orderItemId: 7,
      name: 'Acid Tee',
      size: 'M',
      color: 'black',
      quantity: 1,
      exchangeSize: 'L',
      exchangeColor: 'black',
      restocked: null,
    },
  ],
  refund: null,
  credit: 0,
  exchangeOrderId: 30,
  priceDifference: 8.32,
  exchangeWaitingFor: null,
  createdAt: '2026-12-02T10:00:00.000Z',
  updatedAt: '2026-12-02T10:00:00.000Z',
  email: 'sam@example.com',
  customer: 'Sam Shopper',
};
const APPROVED: AdminReturn = { ...REQUESTED, id: 5, status: 'approved', note: 'Post it back' };

describe('ReturnsList', () => {
  it('lists the requested returns and approves one with the owner’s instructions', async () => {
    const list = vi.fn((_input: unknown) => [REQUESTED]);
    const approve = vi.fn((_input: unknown) => ({ ...REQUESTED, status: 'approved' }));
    stubTrpc({ 'admin.returns.list': list, 'admin.returns.approve': approve });
    renderWithProviders(<ReturnsList />, admin);
    const card = await screen.findByRole('article', { name: 'Return #4' }, { timeout: 4000 });
    expect(list).toHaveBeenCalledWith({ status: 'requested' });
    expect(within(card).getByText('1 × Acid Tee — M / black → L / black')).toBeTruthy();
    expect(within(card).getByText('Return #4 · order #12 · Exchange')).toBeTruthy();
    expect(within(card).getByText('Exchange order #30')).toBeTruthy();
    expect(within(card).getByText('Price difference: to pay $8.32')).toBeTruthy();
    fireEvent.change(within(card).getByRole('textbox'), { target: { value: 'Send it to 1 Studio Lane' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(approve).toHaveBeenCalledWith({ id: 4, note: 'Send it to 1 Studio Lane' }));
  });

  it('receives an approved return, a line not put back in stock', async () => {
    const receive = vi.fn((_input: unknown) => ({ ...APPROVED, status: 'received' }));
    stubTrpc({ 'admin.returns.list': () => [APPROVED], 'admin.returns.receive': receive });
    renderWithProviders(<ReturnsList />, admin);
    const card = await screen.findByRole('article', { name: 'Return #5' }, { timeout: 4000 });
    expect(within(card).getByText('Your note: Post it back')).toBeTruthy();
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Back in stock' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Mark received' }));
    await vi.waitFor(() =>
      expect(receive).toHaveBeenCalledWith({ id: 5, lines: [{ orderItemId: 7, restock: false }] }),
    );
  });
});
