import type { AdminShippingMethod } from '@shared/schemas/shipping-methods';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { ShippingMethodsSection } from './ShippingMethodsSection';

const method = (id: number, name: string, price: number, free: boolean): AdminShippingMethod => ({
  id,
  code: name.toLowerCase().replace(' ', '-'),
  name,
  country: 'US',
  estimatedDays: '2-3 business days',
  price,
  active: true,
  sortOrder: id,
  freeOverThreshold: free,
  orderCount: 0,
  translations: {},
});

describe('ShippingMethodsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the methods with their price and tick, and ticking Express saves free over the threshold', async () => {
    let list = [method(1, 'US Standard', 7.95, true), method(2, 'US Express', 19.95, false)];
    const trpc = stubTrpc({
      'admin.shippingMethods.list': () => list,
      'admin.shippingMethods.update': (input) => {
        const { id, freeOverThreshold } = input as { id: number; freeOverThreshold: boolean };
        list = list.map((m) => (m.id === id ? { ...m, freeOverThreshold } : m));
        return list.find((m) => m.id === id);
      },
    });
    renderWithProviders(<ShippingMethodsSection />, { session: signedIn('owner', 'admin') });
    const express = (await screen.findAllByRole('checkbox', { name: 'US Express free over the threshold' }))[0];
    expect(screen.getAllByText('$19.95').length).toBeGreaterThan(0);
    expect(
      (screen.getAllByRole('checkbox', { name: 'US Standard free over the threshold' })[0] as HTMLInputElement).checked,
    ).toBe(true);
    expect((express as HTMLInputElement).checked).toBe(false);
    fireEvent.click(express as HTMLElement);
    await waitFor(() =>
      expect(trpc.callsTo('admin.shippingMethods.update')).toEqual([{ id: 2, freeOverThreshold: true }]),
    );
    await waitFor(() =>
      expect(
        (screen.getAllByRole('checkbox', { name: 'US Express free over the threshold' })[0] as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
  });

  it('adds a method from the dialog, the price sent as dollars', async () => {
    const trpc = stubTrpc({
      'admin.shippingMethods.list': () => [],
      'admin.shippingMethods.create': (input) => ({ ...method(9, 'US Overnight', 39.5, false), ...(input as object) }),
    });
    renderWithProviders(<ShippingMethodsSection />, { session: signedIn('owner', 'admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Method' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'US Overnight' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Price/ }), { target: { value: '39.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Method' }));
    await waitFor(() =>
      expect(trpc.callsTo('admin.shippingMethods.create')).toEqual([
        expect.objectContaining({ name: 'US Overnight', country: 'US', price: 39.5, freeOverThreshold: false }),
      ]),
    );
  });

  it("edits a method's name and estimate in French beside the English, and clearing one is saved", async () => {
    const standard = {
      ...method(1, 'Canada Standard', 17.99, false),
      country: 'CA' as const,
      estimatedDays: '5-7 business days',
      translations: { fr: { name: 'Standard Canada' } },
    };
    const trpc = stubTrpc({
      'admin.shippingMethods.list': () => [standard],
      'admin.shippingMethods.update': (input) => ({ ...standard, ...(input as object) }),
    });
    renderWithProviders(<ShippingMethodsSection />, { session: signedIn('owner', 'admin') });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit Canada Standard' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Français — Name') as HTMLInputElement;
    const estimate = within(dialog).getByLabelText('Français — Delivery estimate') as HTMLInputElement;
    expect(name.value).toBe('Standard Canada');
    // No French yet: the English shows as the hint, and the shop falls back to it.
    expect(estimate.value).toBe('');
    expect(estimate.placeholder).toBe('5-7 business days');
    fireEvent.change(estimate, { target: { value: '5 à 7 jours ouvrables' } });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Method' }));
    await waitFor(() => expect(trpc.callsTo('admin.shippingMethods.update')).toHaveLength(1));
    expect(trpc.callsTo('admin.shippingMethods.update')[0]).toMatchObject({
      id: 1,
      name: 'Canada Standard',
      estimatedDays: '5-7 business days',
      translations: { fr: { name: '', estimatedDays: '5 à 7 jours ouvrables' } },
    });
  });
});
