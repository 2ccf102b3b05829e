import type { CartItem } from '@shared/schemas/cart';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../features/cart';
import { pending, stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { CheckoutScreen } from './CheckoutScreen';

const TEE: CartItem = {
  id: 1,
  cartId: '00000000-0000-4000-8000-000000000000',
  productId: 1,
  quantity: 2,
  size: 'M',
  color: 'black',
  price: 42,
  item_type: 'product',
  item_name: 'Acid Wash Tee',
  imageUrl: null,
  category: 'T-Shirts',
  stock: 10,
  issue: null,
};

const PRINT: CartItem = {
  ...TEE,
  id: 2,
  productId: 8,
  quantity: 1,
  size: '20x16in',
  color: '',
  item_type: 'painting',
  item_name: 'Bleached Horizon',
  category: 'Art Print',
  price: 110,
};

const METHODS = [
  { id: 1, name: 'US Standard', price: 7.95, estimatedDays: '5-7 business days', country: 'US' },
  { id: 2, name: 'US Express', price: 19.95, estimatedDays: '2-3 business days', country: 'US' },
];

function renderCheckout() {
  const start = vi.fn();
  stubTrpc({
    'cart.get': () => [TEE, PRINT],
    'account.me': () => ({ id: 1, username: 'sam', email: 'sam@example.com', role: 'user', avatar: null }),
    'checkout.shippingMethods': () => ({ shippingMethods: METHODS }),
    'checkout.start': start,
    'checkout.pending': pending,
    'checkout.quote': pending,
  });
  renderWithProviders(
    <CartProvider>
      <CheckoutScreen />
    </CartProvider>,
    { session: signedIn('sam'), path: '/checkout' },
  );
  return { start };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CheckoutScreen', () => {
  it('summarises the cart with Calculating... until the server quotes', async () => {
    renderCheckout();
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
    await screen.findByText('US Standard');
    await vi.waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('sam@example.com'),
    );
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('State/Province is required')).toBeTruthy();
    expect(screen.getByText('Postal/ZIP code is required')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
    expect(screen.queryByText('Preparing checkout...')).toBeNull();
  });

  it('accepts a complete address and prepares the payment', async () => {
    renderCheckout();
    await screen.findByText('US Standard');
    type('Full Name', 'Sam Shopper');
    type('Address', '12 Main Street');
    type('City', 'Portland');
    type('Postal/ZIP Code', '97201');
    fireEvent.click(screen.getByRole('combobox', { name: 'State/Province' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oregon', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Preparing checkout...')).toBeTruthy();
    expect(screen.queryByText('Full name is required')).toBeNull();
  });
});
