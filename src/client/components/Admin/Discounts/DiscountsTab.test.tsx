import '../test-env';
import type { Discount } from '@shared/schemas/discounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StubError, stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { DiscountsTab } from './DiscountsTab';

const discount = (over: Partial<Discount>): Discount => ({
  id: 1,
  code: 'SPRING10',
  title: 'SPRING10',
  automatic: false,
  type: 'percentage',
  value: 10,
  minimumSubtotal: 50,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  oncePerCustomer: false,
  appliesTo: null,
  disabled: false,
  status: 'active',
  timesUsed: 3,
  timesHeld: 0,
  revenue: 243.5,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  translations: {},
  ...over,
});

const admin = { session: signedIn('owner', 'admin') };

/** An automatic free shipping over $150. */
const FREE_SHIPPING: Partial<Discount> = {
  id: 2,
  code: null,
  title: 'Free shipping over $150',
  automatic: true,
  type: 'free_shipping',
  value: 0,
  minimumSubtotal: 150,
  usageLimit: null,
};

describe('DiscountsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each discount with its status, uses and revenue', async () => {
    stubTrpc({
      'admin.discounts.list': () => [
        discount({}),
        discount({
          ...FREE_SHIPPING,
          timesUsed: 0,
          revenue: 0,
          status: 'scheduled',
        }),
        discount({ id: 3, code: 'OLD5', title: 'OLD5', status: 'expired', timesUsed: 0, revenue: 0 }),
        discount({ id: 4, code: 'GONE', title: 'GONE', status: 'used_up', usageLimit: 3 }),
        discount({ id: 6, code: 'FIVE', title: 'FIVE', usageLimit: 5, timesUsed: 0, timesHeld: 5, revenue: 0 }),
        discount({ id: 5, code: 'OFF', title: 'OFF', status: 'disabled', disabled: true }),
      ],
    });
    renderWithProviders(<DiscountsTab />, admin);
    const table = await screen.findByRole('table', { name: 'Discounts' });
    const row = (text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
    expect(row('SPRING10').textContent).toContain('10% off over $50.00');
    expect(row('SPRING10').textContent).toContain('Active');
    expect(row('SPRING10').textContent).toContain('3 / 100 used');
    expect(row('SPRING10').textContent).not.toContain('held');
    // Uses unpaid checkouts hold show beside the paid ones.
    expect(row('FIVE').textContent).toContain('0 / 5 used · 5 held');
    expect(row('SPRING10').textContent).toContain('$243.50');
    expect(row('Free shipping over $150').textContent).toContain('Scheduled');
    expect(row('Free shipping over $150').textContent).toContain('Automatic');
    expect(row('OLD5').textContent).toContain('Expired');
    expect(row('GONE').textContent).toContain('Used up');
    expect(row('OFF').textContent).toContain('Disabled');
  });

  it('adds a code with a minimum, a limit and a restriction to paintings', async () => {
    const trpc = stubTrpc({
      'admin.discounts.list': () => [],
      'catalogue.categories': () => [{ id: 4, name: 'T-Shirts', slug: 't-shirts', imageUrl: null, product_count: 5 }],
      'catalogue.collections': () => [],
      'admin.discounts.create': (input) => discount(input as Partial<Discount>),
    });
    renderWithProviders(<DiscountsTab />, admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Discount' }));
    const dialog = await screen.findByRole('dialog');
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(field(/^Code/), { target: { value: 'spring10' } });
    fireEvent.change(field(/^Percentage/), { target: { value: '10' } });
    fireEvent.change(field(/^Minimum subtotal/), { target: { value: '50' } });
    fireEvent.change(field(/^Usage limit/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Only for some items/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Paintings/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Discount' }));
    await waitFor(() =>
      expect(trpc.callsTo('admin.discounts.create')).toEqual([
        {
          code: 'spring10',
          automatic: false,
          type: 'percentage',
          value: 10,
          minimumSubtotal: 50,
          startsAt: null,
          endsAt: null,
          usageLimit: 100,
          oncePerCustomer: false,
          appliesTo: { categoryIds: [], collectionIds: [], paintings: true },
        },
      ]),
    );
  });

  it("edits an automatic discount's title in French beside the English (a code has none)", async () => {
    const free = discount({ ...FREE_SHIPPING, translations: { fr: { title: 'Livraison offerte' } } });
    const trpc = stubTrpc({
      'admin.discounts.list': () => [free],
      'catalogue.categories': () => [],
      'catalogue.collections': () => [],
      'admin.discounts.update': (input) => ({ ...free, ...(input as object) }),
    });
    renderWithProviders(<DiscountsTab />, admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Free shipping over $150' }));
    const dialog = await screen.findByRole('dialog');
    const french = within(dialog).getByLabelText('Français — Title') as HTMLInputElement;
    expect(french.value).toBe('Livraison offerte');
    fireEvent.change(french, { target: { value: 'Livraison offerte dès 150 $' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^(Update|Save)/ }));
    await waitFor(() => expect(trpc.callsTo('admin.discounts.update')).toHaveLength(1));
    expect(trpc.callsTo('admin.discounts.update')[0]).toMatchObject({
      id: 2,
      title: 'Free shipping over $150',
      translations: { fr: { title: 'Livraison offerte dès 150 $' } },
    });
    // A code's dialog has no title, so no French either.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Discount code' }));
    expect(within(dialog).queryByLabelText('Français — Title')).toBeNull();
  });

  it('says what is wrong before sending: a code with a space, no percentage', async () => {
    const trpc = stubTrpc({ 'admin.discounts.list': () => [] });
    renderWithProviders(<DiscountsTab />, admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Discount' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'BAD CODE!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Discount' }));
    expect(await within(dialog).findByText('Code: 1 to 32 letters, digits, - or _')).toBeTruthy();
    expect(within(dialog).getByText('A percentage is a whole number from 1 to 100')).toBeTruthy();
    expect(trpc.callsTo('admin.discounts.create')).toEqual([]);
  });

  it('disables with the switch, and shows the server refusing to delete a used discount', async () => {
    const trpc = stubTrpc({
      'admin.discounts.list': () => [discount({})],
      'admin.discounts.update': (input) => discount({ ...(input as object), status: 'disabled' }),
      'admin.discounts.delete': () => {
        throw new StubError('This discount has been used and cannot be deleted. Disable it instead.', 'CONFLICT', 409);
      },
    });
    renderWithProviders(<DiscountsTab />, admin);
    const toggle = (await screen.findAllByRole('switch', { name: 'SPRING10 enabled' }))[0] as HTMLElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(trpc.callsTo('admin.discounts.update')).toEqual([{ id: 1, disabled: true }]));

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete SPRING10' })[0] as HTMLElement);
    const confirm = await screen.findByRole('dialog', { name: 'Delete discount' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(trpc.callsTo('admin.discounts.delete')).toEqual([{ id: 1 }]));
  });
});
