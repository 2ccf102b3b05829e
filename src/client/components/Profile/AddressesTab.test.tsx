import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, SAM, signedIn } from '../../test-utils';
import { ProfileScreen } from './ProfileScreen';

/** Issue 44, item 4: My Account → Addresses. */
afterEach(() => {
  vi.unstubAllGlobals();
});

const HOME = {
  id: 3,
  name: 'Sam Shopper',
  address: '12 Main Street',
  address2: 'Apt 4B',
  phone: '+1 503 555 0142',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'US',
  isDefault: true,
};
const STUDIO = { ...HOME, id: 5, address: '9 Dock Road', address2: '', phone: '', isDefault: false };

const field = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function renderBook(book: unknown[]) {
  const add = vi.fn((_input: unknown) => [HOME, STUDIO]);
  const update = vi.fn((_input: unknown) => [HOME, STUDIO]);
  const remove = vi.fn((_input: unknown) => [HOME]);
  const setDefault = vi.fn((_input: unknown) => [
    { ...STUDIO, isDefault: true },
    { ...HOME, isDefault: false },
  ]);
  stubTrpc({
    'account.me': () => SAM,
    'addresses.list': () => book,
    'addresses.add': add,
    'addresses.update': update,
    'addresses.remove': remove,
    'addresses.setDefault': setDefault,
  });
  renderWithProviders(<ProfileScreen tab="addresses" onTabChange={() => undefined} />, { session: signedIn('sam') });
  return { add, update, remove, setDefault };
}

describe('the address book in My Account', () => {
  it('lists the saved addresses, the default marked, and makes another the default or deletes one', async () => {
    const { remove, setDefault } = renderBook([HOME, STUDIO]);
    const home = await screen.findByRole('article', {
      name: 'Sam Shopper, 12 Main Street, Apt 4B, Portland, OR 97201',
    });
    expect(within(home).getByText('Default')).toBeTruthy();
    expect(within(home).getByText('+1 503 555 0142')).toBeTruthy();
    expect(within(home).queryByRole('button', { name: 'Make default' })).toBeNull();
    const studio = screen.getByRole('article', { name: 'Sam Shopper, 9 Dock Road, Portland, OR 97201' });
    fireEvent.click(within(studio).getByRole('button', { name: 'Make default' }));
    await vi.waitFor(() => expect(setDefault).toHaveBeenCalledWith({ id: 5 }));
    fireEvent.click(
      within(await screen.findByRole('article', { name: /9 Dock Road/ })).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 5 }));
  });

  it('adds an address (no e-mail asked), checked by the checkout’s rules, the first one as the default', async () => {
    const { add } = renderBook([]);
    expect(await screen.findByText('No saved addresses yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    type('Full Name', 'Sam Shopper');
    type('Address', '12 Main Street');
    type('Apartment, suite (optional)', 'Apt 4B');
    type('City', 'Portland');
    type('Postal/ZIP Code', '1234');
    fireEvent.click(screen.getByRole('combobox', { name: 'State/Province' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oregon', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter a valid ZIP code, like 12345 or 12345-6789')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    type('Postal/ZIP Code', '97201');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]?.[0]).toMatchObject({
      name: 'Sam Shopper',
      address: '12 Main Street',
      address2: 'Apt 4B',
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      country: 'US',
      isDefault: true,
    });
  });

  it('edits an address in place', async () => {
    const { update } = renderBook([HOME]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect((field('Apartment, suite (optional)') as HTMLInputElement).value).toBe('Apt 4B');
    type('Apartment, suite (optional)', 'Suite 300');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0]).toMatchObject({ id: 3, address2: 'Suite 300', isDefault: true });
  });
});
