import type { ShippingMethod } from '@shared/schemas/checkout';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShippingMethods } from '../components/Checkout/ShippingMethods';
import { renderWithProviders } from '../test-utils';

const method = (id: number, name: string, price: number, freeOver: number | null): ShippingMethod => ({
  id,
  name,
  price,
  freeOver,
  estimatedDays: '5-7 business days',
  country: 'US',
});

describe('the checkout method list', () => {
  it('says why the standard method is free, and prices Express as quoted', async () => {
    const methods = [
      method(1, 'US Standard', 0, 150),
      method(2, 'US Express', 19.95, null),
      method(3, 'Pickup', 0, null),
    ];
    renderWithProviders(
      <ShippingMethods methods={methods} currency={null} isError={false} value={1} onChange={() => undefined} />,
    );
    expect(await screen.findByText('Free (orders over $150)')).toBeTruthy();
    expect(screen.getByText('$19.95')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('in French, in the currency the methods are priced in', async () => {
    const methods = [method(1, 'Canada Post', 0, 150), method(2, 'Canada Express', 19.95, null)];
    renderWithProviders(
      <ShippingMethods methods={methods} currency="cad" isError={false} value={1} onChange={() => undefined} />,
      { locale: 'fr' },
    );
    expect(await screen.findByText(/^Gratuite \(commandes de plus de 150\s\$\)$/)).toBeTruthy();
    expect(screen.getByText(/^19,95\s\$$/)).toBeTruthy();
  });
});
