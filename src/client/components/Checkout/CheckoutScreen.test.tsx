import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../features/cart';
import { pending, StubError, stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { CheckoutScreen } from './CheckoutScreen';
import {
  ADDRESS,
  click,
  fillAddress,
  METHODS,
  NONE,
  PRINT,
  QUOTE,
  renderCheckout,
  TEE,
  type,
  value,
} from './test-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CheckoutScreen', () => {
  it('summarises the cart with Calculating... until the server quotes', async () => {
    renderCheckout(2, NONE, pending);
    expect(await screen.findByText('Size: M | Color: Black | Qty 2')).toBeTruthy();
    expect(screen.getByText('Type: Artwork | Qty 1')).toBeTruthy();
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('$194.00');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Calculating...');
    expect(screen.getByTestId('summary-tax').textContent).toBe('Calculating...');
    expect(screen.getByTestId('summary-total').textContent).toBe('Calculating...');
    expect(await screen.findByText('US Standard')).toBeTruthy();
    expect(screen.getByText('2-3 business days')).toBeTruthy();
  });

  it('prefills the e-mail and shows every shipping-field message of the spec', async () => {
    const { start } = renderCheckout();
    await screen.findByRole('textbox', { name: 'Full Name' });
    await vi.waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('sam@example.com'),
    );
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Shipping' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('State/Province is required')).toBeTruthy();
    expect(screen.getByText('Postal/ZIP code is required')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
    expect(screen.queryByText('Preparing checkout...')).toBeNull();
  });
});

describe('CheckoutScreen discount code', () => {
  it('applies a code in the summary: the discount line and the new total at once; a better automatic one says so', async () => {
    let entered = false;
    const line = { code: 'SPRING10', title: 'SPRING10', automatic: false, type: 'percentage', freeShipping: false };
    const trpc = stubTrpc({
      'cart.get': () => [TEE, PRINT],
      'account.me': () => ({ id: 1, username: 'sam', email: 'sam@example.com', role: 'user', avatar: null }),
      'account.preferences': () => ({ cartReminders: false }),
      'checkout.shippingMethods': () => ({ shippingMethods: METHODS }),
      'checkout.start': () => pending(),
      'checkout.pending': NONE,
      'addresses.list': () => [],
      'checkout.quote': () =>
        entered ? { ...QUOTE, discount: { ...line, amountOff: 19.4 }, discountTotal: 19.4, total: 182.55 } : QUOTE,
      'discounts.cartTotals': () => ({
        subtotal: 194,
        discount: entered ? { ...line, amountOff: 19.4 } : null,
        discountTotal: entered ? 19.4 : 0,
        total: entered ? 174.6 : 194,
        enteredCode: entered ? 'SPRING10' : null,
        notice: null,
      }),
      'discounts.applyCode': (input) => {
        if ((input as { code: string }).code === 'WELCOME5') {
          throw new StubError('Free shipping over $150 is already applied and saves you more.', 'CONFLICT', 409);
        }
        entered = true;
        return { code: 'SPRING10', type: 'percentage', amountOff: 19.4, freeShipping: false };
      },
    });
    renderWithProviders(
      <CartProvider>
        <CheckoutScreen />
      </CartProvider>,
      { session: signedIn('sam'), path: '/checkout', settings: { checkoutSteps: 2 } },
    );
    await fillAddress();
    await vi.waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$201.95'), {
      timeout: 5000,
    });
    type('Discount code', 'WELCOME5');
    click('Apply');
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      'Free shipping over $150 is already applied and saves you more.',
    );
    type('Discount code', 'SPRING10');
    click('Apply');
    expect((await screen.findByTestId('summary-discount', {}, { timeout: 4000 })).textContent).toBe('−$19.40');
    expect(screen.getByText('Discount (SPRING10)')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$182.55'), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'Remove discount code SPRING10' })).toBeTruthy();
    expect(trpc.callsTo('discounts.applyCode')).toHaveLength(2);
  });
});

describe('CheckoutScreen with checkoutSteps', () => {
  it('3: Address, then Shipping, then Payment; Back keeps what was typed and forward keeps the session', async () => {
    const { start } = renderCheckout(3);
    await fillAddress();
    expect(screen.queryByRole('radio', { name: /US Standard/ })).toBeNull();
    click('Continue to Shipping');
    expect(await screen.findByRole('radio', { name: /US Express/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
    expect(screen.getByText('Sam Shopper, 12 Main Street, Portland, OR 97201, US')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /US Express/ }));

    click('Back');
    expect(value('Full Name')).toBe('Sam Shopper');
    expect(value('Postal/ZIP Code')).toBe('97201');
    click('Continue to Shipping');
    expect((await screen.findByRole('radio', { name: /US Express/ })).getAttribute('aria-checked')).toBe('true');
    click('Continue to Payment');
    expect(await screen.findByText('Preparing checkout...')).toBeTruthy();
    expect(screen.getByText(/US Express · \$19\.95/)).toBeTruthy();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start.mock.calls[0]?.[0]).toMatchObject({ shippingMethodId: 2, shippingAddress: ADDRESS });

    click('Change method');
    click('Continue to Payment');
    await screen.findByText('Preparing checkout...');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('2: address and shipping on one page, then Payment', async () => {
    const { start } = renderCheckout(2);
    await fillAddress();
    expect(screen.getByRole('radio', { name: /US Standard/ })).toBeTruthy();
    expect(screen.queryByText('Payment', { selector: 'h2' })).toBeNull();
    click('Continue to Payment');
    expect(await screen.findByText('Preparing checkout...')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start.mock.calls[0]?.[0]).toMatchObject({ shippingMethodId: 1, shippingAddress: ADDRESS });
    click('Change contact');
    expect(value('Full Name')).toBe('Sam Shopper');
  });

  it('1: one page with all three sections; a complete address prepares the payment without a click', async () => {
    const { start } = renderCheckout(1);
    await screen.findByText('US Standard');
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(screen.getByText('Complete your shipping details above to continue to payment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue to/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Checkout steps' })).toBeNull();
    await fillAddress();
    expect(await screen.findByText('Preparing checkout...', {}, { timeout: 8000 })).toBeTruthy();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start.mock.calls[0]?.[0]).toMatchObject({ shippingMethodId: 1, shippingAddress: ADDRESS });
    expect(value('Full Name')).toBe('Sam Shopper');
  });

  it.each([3, 2] as const)('%i: a checkout in progress resumes on the payment page', async (steps) => {
    const { start } = renderCheckout(steps, () => ({
      state: 'open',
      orderId: 9,
      shippingMethodId: 2,
      holdExpiresAt: '2030-01-01T00:00:00.000Z',
      note: 'Gift wrap, please',
      address: ADDRESS,
    }));
    expect(await screen.findByText('Preparing checkout...', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Sam Shopper, 12 Main Street, Portland, OR 97201, US')).toBeTruthy();
    await vi.waitFor(() => expect(start).toHaveBeenCalled(), { timeout: 8000 });
    // The resumed session keeps the shopper's note: the start that resumes it sends it again.
    expect(start.mock.calls[0]?.[0]).toMatchObject({ note: 'Gift wrap, please' });
  });

  it('sends the optional order note (trimmed) with the checkout, and holds back one that is too long', async () => {
    const { start } = renderCheckout(1);
    const field = await screen.findByRole('textbox', { name: 'Order note (optional)' });
    expect(field.getAttribute('placeholder')).toBe('Gift — please leave out the receipt');
    fireEvent.change(field, { target: { value: 'x'.repeat(501) } });
    await fillAddress();
    expect(await screen.findByText('note: at most 500 characters')).toBeTruthy();
    // The details are complete but the note is not: the payment step says so instead of preparing a checkout.
    expect(screen.getByText('Complete your shipping details above to continue to payment.')).toBeTruthy();
    expect(screen.queryByText('Preparing checkout...')).toBeNull();
    expect(start).not.toHaveBeenCalled();
    type('Order note (optional)', '  Gift — please leave out the receipt  ');
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(start.mock.calls[0]?.[0]).toMatchObject({ note: 'Gift — please leave out the receipt' });
  });
});
