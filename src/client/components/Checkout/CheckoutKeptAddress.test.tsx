import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keptAddress } from '../../features/typed-address';
import { EMPTY_ADDRESS } from '../../features/use-checkout-session';
import { fillAddress, renderCheckout, type, value } from './test-checkout';

/** A reload before the payment page (the walk of 2026-11-29: at the shipping step) keeps what the shopper typed. */
describe('the address typed at checkout, across a reload', () => {
  it('is there again when the checkout opens anew in the same tab, before any payment page', async () => {
    const first = renderCheckout(3);
    await fillAddress();
    type('Apartment, suite (optional)', 'Apt 4B');
    first.unmount();

    const { start } = renderCheckout(3);
    await screen.findByRole('textbox', { name: 'Full Name' });
    expect(value('Full Name')).toBe('Sam Shopper');
    expect(value('Address')).toBe('12 Main Street');
    expect(value('Apartment, suite (optional)')).toBe('Apt 4B');
    expect(value('City')).toBe('Portland');
    expect(value('Postal/ZIP Code')).toBe('97201');
    expect(value('Email')).toBe('sam@example.com');
    expect(start).not.toHaveBeenCalled();
  });

  it('reads only the form’s own text fields back, and nothing from junk', () => {
    sessionStorage.setItem('checkoutAddress', JSON.stringify({ name: 'Ana', city: 7, admin: 'yes' }));
    expect(keptAddress(EMPTY_ADDRESS)).toEqual({ ...EMPTY_ADDRESS, name: 'Ana' });
    sessionStorage.setItem('checkoutAddress', '{not json');
    expect(keptAddress(EMPTY_ADDRESS)).toEqual(EMPTY_ADDRESS);
  });
});
