import { DISCOUNT_REFUSALS } from '@shared/schemas/discounts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pending, StubError, type StubHandler } from '../../test-trpc';
import { LOGGED_OUT } from '../../test-utils';
import { ADDRESS, CART_TOTALS, click, QUOTE, renderCheckout, value } from './test-checkout';

/** Issue 35: coming back to checkout (a reload, the back button, a second tab) and a refused code. */
afterEach(() => {
  vi.unstubAllGlobals();
});

const OPEN = {
  state: 'open',
  orderId: 42,
  shippingMethodId: 2,
  holdExpiresAt: '2030-01-01T00:00:00.000Z',
  note: '',
  address: { ...ADDRESS, email: 'guest@example.com' },
};

/** Answers each call the next of `answers`, the last one from then on. */
function inTurn(...answers: unknown[]): StubHandler {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)];
}

const at = (router: { state: { location: { pathname: string; search: unknown } } }) => ({
  path: router.state.location.pathname,
  search: router.state.location.search,
});

describe('back at checkout once the order is paid', () => {
  it('leads to the order, the emptied cart notwithstanding', async () => {
    const { router } = renderCheckout(3, () => ({ state: 'paid', orderId: 42 }), undefined, {
      handlers: { 'cart.get': () => [] },
    });
    await vi.waitFor(() => expect(at(router)).toEqual({ path: '/order-success', search: { order: 42 } }));
  });

  it('waits for the answer before leaving an emptied cart for the home page', async () => {
    let answer: ((value: null) => void) | undefined;
    const { router } = renderCheckout(3, () => new Promise((resolve) => (answer = resolve)), undefined, {
      handlers: { 'cart.get': () => [] },
    });
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    answer?.(null);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('while the payment is being confirmed, says so, asks again, then leads to the order', async () => {
    const { router, trpc } = renderCheckout(
      3,
      inTurn({ state: 'confirming', orderId: 42 }, { state: 'paid', orderId: 42 }),
    );
    expect(await screen.findByRole('heading', { name: 'Your payment is being confirmed…' })).toBeTruthy();
    expect(screen.getByText('Order #42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await vi.waitFor(() => expect(at(router)).toEqual({ path: '/order-success', search: { order: 42 } }), {
      timeout: 8000,
    });
    expect(trpc.callsTo('checkout.pending')).toHaveLength(2);
  });

  it('a start that finds the order paid meanwhile (a second tab paid) leads to the order too', async () => {
    const { router, trpc } = renderCheckout(3, inTurn(OPEN, { state: 'paid', orderId: 42 }), undefined, {
      handlers: {
        'checkout.start': () => {
          throw new StubError('This checkout is already paid.', 'CHECKOUT_PAID', 409);
        },
      },
    });
    await vi.waitFor(() => expect(at(router)).toEqual({ path: '/order-success', search: { order: 42 } }), {
      timeout: 8000,
    });
    expect(trpc.callsTo('checkout.start')).toHaveLength(1);
  });
});

describe('a guest reloading at the payment step', () => {
  it('is back on the payment page with the name, e-mail and address they typed', async () => {
    const { start } = renderCheckout(3, () => OPEN, undefined, { session: LOGGED_OUT });
    expect(await screen.findByText('Preparing checkout...', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Sam Shopper, 12 Main Street, Portland, OR 97201, US')).toBeTruthy();
    click('Change contact');
    expect(value('Full Name')).toBe('Sam Shopper');
    expect(value('Email')).toBe('guest@example.com');
    expect(value('Address')).toBe('12 Main Street');
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
  });
});

describe('a code refused at the payment step', () => {
  it('offers "Remove code and continue" in the message: the code goes, the totals change, the checkout starts again', async () => {
    let entered = true;
    const line = { code: 'ONCE5', title: 'ONCE5', automatic: false, type: 'fixed_amount', freeShipping: false };
    const starts: unknown[] = [];
    const { trpc } = renderCheckout(
      3,
      () => OPEN,
      () => (entered ? { ...QUOTE, discount: { ...line, amountOff: 5 }, discountTotal: 5, total: 196.95 } : QUOTE),
      {
        handlers: {
          'discounts.cartTotals': () =>
            entered
              ? {
                  ...CART_TOTALS,
                  discount: { ...line, amountOff: 5 },
                  discountTotal: 5,
                  total: 189,
                  enteredCode: 'ONCE5',
                }
              : CART_TOTALS,
          'discounts.removeCode': () => {
            entered = false;
            return null;
          },
          'checkout.start': (input) => {
            starts.push(input);
            if (entered) throw new StubError(DISCOUNT_REFUSALS.alreadyUsed, 'DISCOUNT_REFUSED', 409);
            return pending();
          },
        },
      },
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain(DISCOUNT_REFUSALS.alreadyUsed);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toBe('$196.95');

    click('Remove code and continue');
    await vi.waitFor(() => expect(trpc.callsTo('discounts.removeCode')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$201.95'), { timeout: 5000 });
    await vi.waitFor(() => expect(starts).toHaveLength(2), { timeout: 5000 });
    expect(await screen.findByText('Preparing checkout...')).toBeTruthy();
    expect(screen.queryByText(DISCOUNT_REFUSALS.alreadyUsed)).toBeNull();
  });
});
