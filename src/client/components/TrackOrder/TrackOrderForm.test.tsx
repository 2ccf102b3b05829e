import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { TrackOrderForm } from './TrackOrderForm';

const shipped = {
  id: 1024,
  status: 'shipped',
  createdAt: '2026-03-02T10:00:00.000Z',
  trackingNumber: '1Z999AA10123456784',
  shippingMethod: 'US Express',
  itemCount: 2,
  carrier: 'UPS',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  history: [{ status: 'paid', at: '2026-11-20T10:00:00.000Z' }],
};

describe('TrackOrderForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields', async () => {
    renderWithProviders(<TrackOrderForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Please enter your order number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it("shows the order's status card", async () => {
    const { fetch } = stubTrpc({ 'orders.track': () => shipped });
    renderWithProviders(<TrackOrderForm />);
    fireEvent.change(await screen.findByLabelText('Order number'), { target: { value: '1024' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Order #1024')).toBeTruthy();
    expect(screen.getByText('Shipped', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Track 1Z999AA10123456784 with UPS' });
    expect(link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('US Express')).toBeTruthy();
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toContain('orders.track');
  });
});
