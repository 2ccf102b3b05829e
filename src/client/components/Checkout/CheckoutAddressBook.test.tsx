import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT } from '../../test-utils';
import { ADDRESS, fillAddress, NONE, paymentSession, renderCheckout, value } from './test-checkout';

/** Issue 44, item 4: a returning customer's address book at checkout. */
afterEach(() => {
  vi.unstubAllGlobals();
});

const { email: _email, ...FIELDS } = ADDRESS;
const HOME = { id: 3, ...FIELDS, address2: 'Apt 4B', phone: '+1 503 555 0142', isDefault: true };
const CABIN = {
  id: 5,
  name: 'Sam Shopper',
  address: '77 Lake Road',
  address2: '',
  phone: '',
  city: 'Bend',
  state: 'OR',
  country: 'US',
  postalCode: '97701',
  isDefault: false,
};

describe('the address book at checkout', () => {
  it('fills the form with the default address, offers the others and "New address"', async () => {
    const { start } = renderCheckout(1, NONE, undefined, { handlers: { 'addresses.list': () => [HOME, CABIN] } });
    const home = await screen.findByRole('radio', { name: 'Sam Shopper, 12 Main Street, Apt 4B, Portland, OR 97201' });
    await vi.waitFor(() => expect((home as HTMLInputElement).checked).toBe(true));
    expect(value('Address')).toBe('12 Main Street');
    expect(value('Apartment, suite (optional)')).toBe('Apt 4B');
    await vi.waitFor(() => expect(value('Email')).toBe('sam@example.com'));
    await vi.waitFor(() => expect(start).toHaveBeenCalled(), { timeout: 8000 });
    expect(start.mock.calls[0]?.[0]).toMatchObject({
      shippingAddress: { ...ADDRESS, address2: 'Apt 4B', phone: '+1 503 555 0142' },
    });
    // Another saved address, then a new one: the fields follow, the e-mail stays.
    fireEvent.click(screen.getByRole('radio', { name: 'Sam Shopper, 77 Lake Road, Bend, OR 97701' }));
    expect(value('City')).toBe('Bend');
    fireEvent.click(screen.getByRole('radio', { name: 'New address' }));
    expect(value('Address')).toBe('');
    expect(value('Email')).toBe('sam@example.com');
    expect(screen.getByRole('checkbox', { name: 'Save this address to my address book' })).toBeTruthy();
  });

  it('saves a new address to the book once its checkout starts, when asked', async () => {
    const add = vi.fn((_input: unknown) => [{ ...HOME, id: 9 }]);
    const start = vi.fn((_input: unknown) => paymentSession());
    renderCheckout(1, NONE, undefined, { handlers: { 'addresses.add': add, 'checkout.start': start } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Save this address to my address book' }));
    await fillAddress();
    await vi.waitFor(() => expect(start).toHaveBeenCalled(), { timeout: 8000 });
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(add.mock.calls[0]?.[0]).toMatchObject(FIELDS);
    expect(add.mock.calls[0]?.[0]).not.toHaveProperty('email');
  });

  it('offers nothing of the kind to a guest', async () => {
    const { trpc } = renderCheckout(1, NONE, undefined, { session: LOGGED_OUT });
    await screen.findByRole('textbox', { name: 'Full Name' });
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my address book' })).toBeNull();
    expect(trpc.callsTo('addresses.list')).toHaveLength(0);
  });
});
