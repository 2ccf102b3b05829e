import '../test-env';
import type { GiftCard } from '@shared/schemas/gift-cards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StubError, stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { GiftCardsTab } from './GiftCardsTab';

const admin = { session: signedIn('owner', 'admin') };

const CARD: GiftCard = {
  id: 4,
  last4: 'WXYZ',
  balance: 27.5,
  recipientEmail: 'friend@example.com',
  disabled: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  history: [
    { id: 2, kind: 'redeem', amount: -22.5, orderId: 31, reason: 'Order #31', createdAt: '2026-12-02T10:00:00.000Z' },
    {
      id: 1,
      kind: 'issue',
      amount: 50,
      orderId: null,
      reason: 'Issued by hand',
      createdAt: '2026-12-01T10:00:00.000Z',
    },
  ],
  sale: null,
};

describe('GiftCardsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists cards with their balance and history, issues one (the code shown once), and disables one', async () => {
    let cards = [CARD];
    const trpc = stubTrpc({
      'admin.giftCards.list': () => cards,
      'admin.giftCards.issue': (input) => {
        if ((input as { amount: number }).amount > 2000)
          throw new StubError('Amount must be at most 2000', 'BAD_REQUEST', 400);
        return { id: 5, code: 'ABCD-EFGH-JKMN-PQRS', last4: 'PQRS', balance: 25 };
      },
      'admin.giftCards.disable': () => {
        cards = [{ ...CARD, disabled: true }];
        return { success: true };
      },
    });
    renderWithProviders(<GiftCardsTab />, admin);
    const table = await screen.findByRole('table', { name: 'Gift cards' }, { timeout: 4000 });
    expect(within(table).getByText('••••WXYZ')).toBeTruthy();
    expect(within(table).getByText('$27.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'History of gift card ••••WXYZ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Redeemed')).toBeTruthy();
    expect(within(dialog).getByText('#31')).toBeTruthy();
    expect(within(dialog).getByText('−$22.50')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue gift card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Amount must be at most 2000');
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '25' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Recipient e-mail/ }), {
      target: { value: 'friend@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Issue gift card' }));
    expect((await screen.findByTestId('issued-code')).textContent).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(trpc.callsTo('admin.giftCards.issue').at(-1)).toMatchObject({
      amount: 25,
      recipientEmail: 'friend@example.com',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Disable gift card ••••WXYZ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(trpc.callsTo('admin.giftCards.disable')).toEqual([{ id: 4 }]));
    expect((await screen.findAllByText('Disabled', {}, { timeout: 4000 })).length).toBeGreaterThan(0);
  });
});
