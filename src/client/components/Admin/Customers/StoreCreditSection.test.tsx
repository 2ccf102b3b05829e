import '../test-env';
import type { AdminStoreCredit } from '@shared/schemas/store-credit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StubError, stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { StoreCreditSection } from './StoreCreditSection';

const admin = { session: signedIn('owner', 'admin') };

const CREDIT: AdminStoreCredit = {
  balance: 12.5,
  history: [
    {
      id: 1,
      kind: 'issue',
      amount: 12.5,
      orderId: null,
      reason: 'Late parcel',
      createdAt: '2026-12-01T10:00:00.000Z',
      by: 'owner',
    },
  ],
};

describe('StoreCreditSection', () => {
  it('shows the balance and history, asks for a reason, adds credit and shows the refusal of a removal', async () => {
    let credit = CREDIT;
    const trpc = stubTrpc({
      'admin.customers.credit': () => credit,
      'admin.customers.changeCredit': (input) => {
        const { change, amount, reason } = input as { change: string; amount: number; reason: string };
        if (change === 'remove') throw new StubError('That is more than the store credit balance.', 'CONFLICT', 409);
        credit = {
          balance: credit.balance + amount,
          history: [
            { ...CREDIT.history[0], id: 2, amount, reason } as AdminStoreCredit['history'][number],
            ...credit.history,
          ],
        };
        return credit;
      },
    });
    renderWithProviders(<StoreCreditSection customerKey="user:7" />, admin);
    await waitFor(() => expect(screen.getByTestId('store-credit-balance').textContent).toBe('Balance: $12.50'), {
      timeout: 4000,
    });
    const history = screen.getByRole('table', { name: 'Store credit history' });
    expect(within(history).getByText('Late parcel · by owner')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add credit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A reason is required.');
    expect(trpc.callsTo('admin.customers.changeCredit')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add credit' }));
    await waitFor(() => expect(screen.getByTestId('store-credit-balance').textContent).toBe('Balance: $17.50'));
    expect(trpc.callsTo('admin.customers.changeCredit')).toEqual([
      { id: 'user:7', change: 'add', amount: 5, reason: 'Goodwill' },
    ]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Taken back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove credit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That is more than the store credit balance.');
  });
});
