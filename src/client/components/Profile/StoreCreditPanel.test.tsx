import type { StoreCredit } from '@shared/schemas/store-credit';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { StoreCreditPanel } from './StoreCreditPanel';

const CREDIT: StoreCredit = {
  balance: 7.5,
  history: [
    { id: 2, kind: 'adjust', amount: -5, orderId: null, reason: 'Given twice', createdAt: '2025-03-05T10:00:00.000Z' },
    { id: 1, kind: 'issue', amount: 12.5, orderId: null, reason: 'Late parcel', createdAt: '2025-03-04T10:00:00.000Z' },
  ],
};

describe('StoreCreditPanel (/profile)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance and the history, newest first', async () => {
    stubTrpc({ 'account.storeCredit': () => CREDIT });
    renderWithProviders(<StoreCreditPanel />, { session: signedIn('sam') });
    expect((await screen.findByTestId('store-credit-balance', {}, { timeout: 4000 })).textContent).toBe(
      'Balance: $7.50',
    );
    const rows = within(screen.getByRole('table', { name: 'Store credit history' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Credit removedGiven twice−$5.00'),
      expect.stringContaining('Credit addedLate parcel$12.50'),
    ]);
  });

  it('speaks French on a French page', async () => {
    stubTrpc({ 'account.storeCredit': () => CREDIT });
    renderWithProviders(<StoreCreditPanel />, { session: signedIn('sam'), locale: 'fr' });
    expect(await screen.findByText('Crédit en magasin', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('store-credit-balance').textContent?.replace(/\s/g, ' ')).toBe('Solde : 7,50 $ US');
    expect(screen.getByText('Crédit retiré')).toBeTruthy();
  });

  it('shows nothing to a customer who never had credit', async () => {
    const trpc = stubTrpc({ 'account.storeCredit': () => ({ balance: 0, history: [] }) });
    renderWithProviders(<StoreCreditPanel />, { session: signedIn('sam') });
    await waitFor(() => expect(trpc.callsTo('account.storeCredit').length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Store credit')).toBeNull();
    expect(screen.queryByTestId('store-credit-balance')).toBeNull();
  });
});
