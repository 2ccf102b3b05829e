import type { OrderReturns } from '@shared/schemas/returns';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { ReturnRequest } from './ReturnRequest';

/** Issue 41, item 1: "Return or exchange" on a shipped order (My Account, and a guest's order link). */
afterEach(() => vi.unstubAllGlobals());

const FORM: OrderReturns = {
  returns: [],
  returnable: {
    open: true,
    closedBecause: null,
    until: '2026-12-31T10:00:00.000Z',
    from: 'delivered',
    windowDays: 30,
    creditOffered: true,
    lines: [
      {
        orderItemId: 7,
        name: 'Acid Tee',
        size: 'M',
        color: 'black',
        returnable: 2,
        excluded: null,
        exchangeOptions: [{ size: 'L', color: 'black' }],
      },
      {
        orderItemId: 8,
        name: 'Night Swim',
        size: '',
        color: '',
        returnable: 0,
        excluded: 'original',
        exchangeOptions: [],
      },
    ],
  },
};

describe('ReturnRequest', () => {
  it('asks for store credit for one tee, naming the line and the reason', async () => {
    const create = vi.fn((_input: unknown) => ({
      id: 4,
      orderId: 12,
      status: 'requested',
      reason: 'too_big',
      reasonText: '',
      resolution: 'credit',
      note: '',
      lines: [],
      refund: null,
      credit: 0,
      exchangeOrderId: null,
      createdAt: '2026-12-02T10:00:00.000Z',
      updatedAt: '2026-12-02T10:00:00.000Z',
    }));
    stubTrpc({ 'returns.forOrder': () => FORM, 'returns.create': create });
    renderWithProviders(<ReturnRequest orderId={12} />, { session: signedIn('sam') });
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const quantity = await screen.findByRole('textbox', {
      name: 'How many of Acid Tee — M / black to send back (up to 2)',
    });
    expect(screen.getByText('Night Swim: Originals cannot be returned.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Ask for the return' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Store credit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Anything to add (optional)' }), {
      target: { value: 'Roomy' },
    });
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        id: 12,
        lines: [{ orderItemId: 7, quantity: 1 }],
        reason: 'too_small',
        reasonText: 'Roomy',
        resolution: 'credit',
      }),
    );
    expect(await screen.findByText('Return #4 requested: we will e-mail you the next steps.')).toBeTruthy();
  });

  it('says when the window closed, in French on a French page', async () => {
    const closed = {
      ...FORM,
      returnable: { ...FORM.returnable, open: false, closedBecause: 'window_closed' as const },
    };
    stubTrpc({ 'returns.forOrder': () => closed });
    renderWithProviders(<ReturnRequest orderId={12} token="abc" />, { locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Retour ou échange' }));
    expect(await screen.findByText(/Le délai de retour de cette commande a pris fin le/)).toBeTruthy();
    expect(screen.getByText('Retourner ou échanger des articles de la commande no 12')).toBeTruthy();
  });
});
