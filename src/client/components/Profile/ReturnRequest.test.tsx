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
    currency: 'usd',
    lines: [
      {
        orderItemId: 7,
        name: 'Acid Tee',
        size: 'M',
        color: 'black',
        returnable: 2,
        excluded: null,
        exchangeOptions: [
          { size: 'L', color: 'black', priceDifference: 8.32 },
          { size: 'S', color: 'black', priceDifference: -5.2 },
          { size: 'M', color: 'white', priceDifference: 0 },
        ],
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
      priceDifference: 0,
      exchangeWaitingFor: null,
      createdAt: '2026-12-02T10:00:00.000Z',
      updatedAt: '2026-12-02T10:00:00.000Z',
    }));
    stubTrpc({ 'returns.forOrder': () => FORM, 'returns.create': create });
    renderWithProviders(<ReturnRequest orderId={12} />, { session: signedIn('sam') });
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const quantity = await screen.findByRole('textbox', {
      name: 'How many of Acid Tee — M / Black to send back (up to 2)',
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

  it('offers each size or colour with the server’s price difference, and sends the one chosen', async () => {
    const create = vi.fn((_input: unknown) => ({ id: 6 }));
    const asked = {
      ...FORM,
      returns: [
        {
          id: 3,
          orderId: 12,
          status: 'approved' as const,
          reason: 'too_small' as const,
          reasonText: '',
          resolution: 'exchange' as const,
          note: '',
          lines: [],
          refund: null,
          credit: 0,
          exchangeOrderId: 40,
          priceDifference: 8.32,
          exchangeWaitingFor: 'payment' as const,
          createdAt: '2026-12-02T10:00:00.000Z',
          updatedAt: '2026-12-02T10:00:00.000Z',
        },
      ],
    };
    stubTrpc({ 'returns.forOrder': () => asked, 'returns.create': create });
    renderWithProviders(<ReturnRequest orderId={12} />, { session: signedIn('sam') });
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    expect(await screen.findByText('Price difference to pay: $8.32')).toBeTruthy();
    expect(screen.getByText(/Waiting for the price difference to be paid/)).toBeTruthy();
    const quantity = screen.getByRole('textbox', { name: 'How many of Acid Tee — M / Black to send back (up to 2)' });
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'An exchange' }));
    fireEvent.click(screen.getAllByLabelText('Exchange Acid Tee — M / Black for')[0] as HTMLElement);
    expect(await screen.findByRole('option', { name: 'L / Black (+$8.32)' })).toBeTruthy();
    expect(screen.getByText('M / White (same price)')).toBeTruthy();
    fireEvent.click(screen.getByText('S / Black (−$5.20)'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the return' }));
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          resolution: 'exchange',
          exchange: [{ orderItemId: 7, size: 'S', color: 'black' }],
        }),
      ),
    );
  });

  it('writes the differences and the colours as French does', async () => {
    stubTrpc({ 'returns.forOrder': () => FORM });
    renderWithProviders(<ReturnRequest orderId={12} token="abc" />, { locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Retour ou échange' }));
    const quantity = await screen.findByRole('textbox', {
      name: 'Combien de Acid Tee — M / Noir renvoyer (jusqu’à 2)',
    });
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Un échange' }));
    fireEvent.click(screen.getAllByLabelText('Échanger Acid Tee — M / Noir contre')[0] as HTMLElement);
    expect(await screen.findByRole('option', { name: /^L \/ Noir \(\+8,32\s\$\sUS\)$/ })).toBeTruthy();
    expect(screen.getByText('M / Blanc (même prix)')).toBeTruthy();
  });
});
