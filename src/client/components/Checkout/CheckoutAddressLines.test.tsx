import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT } from '../../test-utils';
import { ADDRESS, click, fillAddress, NONE, QUOTE, renderCheckout, type, value } from './test-checkout';

/** Issue 44, item 4: the optional second address line and phone at checkout. */
afterEach(() => {
  vi.unstubAllGlobals();
});

const SUITE = 'Apt 4B';
const PHONE = '+1 (503) 555-0142';

describe('the apartment and phone fields at checkout', () => {
  it('are optional, sent with the address when typed, and a phone with letters is held back with its message', async () => {
    const { start } = renderCheckout(1);
    await fillAddress();
    type('Apartment, suite (optional)', SUITE);
    type('Phone (optional, for the carrier)', 'call me');
    fireEvent.blur(screen.getByRole('textbox', { name: 'Phone (optional, for the carrier)' }));
    expect(
      await screen.findByText('Please enter a valid phone number: 7 to 15 digits (spaces and + - ( ) allowed)'),
    ).toBeTruthy();
    expect(screen.getByText('Complete your shipping details above to continue to payment.')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
    type('Phone (optional, for the carrier)', PHONE);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(start.mock.calls[0]?.[0]).toMatchObject({
      shippingAddress: { ...ADDRESS, address2: SUITE, phone: PHONE },
    });
  });

  it('a guest reloading at the payment step finds the apartment and phone they typed', async () => {
    const open = {
      state: 'open',
      orderId: 42,
      shippingMethodId: 2,
      holdExpiresAt: '2030-01-01T00:00:00.000Z',
      note: '',
      address: { ...ADDRESS, email: 'guest@example.com', address2: SUITE, phone: PHONE },
    };
    const { start } = renderCheckout(3, () => open, undefined, { session: LOGGED_OUT });
    expect(await screen.findByText('Preparing checkout...', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(`Sam Shopper, 12 Main Street, ${SUITE}, Portland, OR 97201, US`)).toBeTruthy();
    click('Change contact');
    expect(value('Apartment, suite (optional)')).toBe(SUITE);
    expect(value('Phone (optional, for the carrier)')).toBe(PHONE);
    await vi.waitFor(() => expect(start).toHaveBeenCalled(), { timeout: 5_000 });
    expect(start.mock.calls[0]?.[0]).toMatchObject({ shippingAddress: { address2: SUITE, phone: PHONE } });
  });

  it('speak French on a French page, the phone message too', async () => {
    renderCheckout(1, NONE, () => QUOTE, { locale: 'fr' });
    const phone = await screen.findByRole('textbox', { name: 'Téléphone (facultatif, pour le transporteur)' });
    expect(screen.getByRole('textbox', { name: 'Appartement, bureau (facultatif)' })).toBeTruthy();
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.blur(phone);
    expect(
      await screen.findByText(
        'Veuillez entrer un numéro de téléphone valide : 7 à 15 chiffres (espaces et + - ( ) permis)',
      ),
    ).toBeTruthy();
  });
});
