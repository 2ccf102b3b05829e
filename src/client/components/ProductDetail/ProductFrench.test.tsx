import type { Product } from '@shared/schemas/catalogue';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '../../features/cart';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, variantsOf } from '../../test-utils';
import { ProductInfoTabs } from './ProductInfoTabs';
import { ProductPurchase } from './ProductPurchase';

const TEE = {
  id: 7,
  name: 'Spiral Bloom Tee',
  price: 48,
  colors: ['black'],
  sizes: ['S', 'M'],
  stock: 3,
  stockPerVariant: false,
  variants: variantsOf({ sizes: ['S', 'M'], colors: ['black'], price: 48 }, 3),
  category: 'T-Shirts',
  collection: null,
} as unknown as Product;

describe('the product page in French', () => {
  it('chooses, counts and buys in French', async () => {
    stubTrpc({ 'cart.get': () => [] });
    renderWithProviders(
      <CartProvider>
        <ProductPurchase product={TEE} choice={{ size: '', color: 'black' }} onChoice={() => undefined} />
        <ProductInfoTabs product={TEE} />
      </CartProvider>,
      { locale: 'fr' },
    );
    expect(await screen.findByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
    expect(screen.getByText('Choisissez une taille')).toBeTruthy();
    expect(screen.getByText('Taille :')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeTruthy();
    expect(screen.getByTestId('stock-line').textContent).toBe('En stock (3 disponibles)');
    expect(screen.getByRole('tab', { name: 'Livraison' })).toBeTruthy();
    expect(screen.getByText('Catégorie : T-Shirts')).toBeTruthy();
  });
});
