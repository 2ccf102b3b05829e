import '../test-env';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { CampaignsTab } from './CampaignsTab';

const SENT = {
  id: 1,
  subject: 'Spring drop',
  status: 'sent',
  sendAt: '2026-11-01T10:00:00.000Z',
  startedAt: '2026-11-01T10:00:00.000Z',
  finishedAt: '2026-11-01T10:20:00.000Z',
  queued: 990,
  sent: 988,
  failed: 2,
  unsubscribedSince: 3,
  orders: 4,
  revenue: 312.5,
  createdAt: '2026-11-01T09:00:00.000Z',
};
const TEE = { id: 7, name: 'Acid Tee', price: 48, imageUrl: '/images/tee.jpg' };

describe('the Campaigns tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists campaigns with their figures, composes one with a product card, saves it, tests it and sends it', async () => {
    const { callsTo } = stubTrpc({
      'admin.campaigns.list': () => [SENT],
      'admin.campaigns.create': () => ({ id: 2, status: 'draft' }),
      'admin.campaigns.preview': () => ({ html: '<p>preview</p>' }),
      'admin.campaigns.sendTest': () => ({ to: 'owner@example.com', message: 'A test is on its way' }),
      'admin.campaigns.send': (input) => ({ id: (input as { id: number }).id, status: 'sending' }),
      'admin.products.list': () => ({ items: [TEE], total: 1, page: 1, pageSize: 12 }),
      'admin.paintings.list': () => ({ items: [], total: 0, page: 1, pageSize: 12 }),
    });
    renderWithProviders(<CampaignsTab />, { session: signedIn('owner', 'admin'), path: '/admin?tab=campaigns' });
    const row = (await screen.findByRole('button', { name: 'Spring drop' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sent')).toBeTruthy();
    expect(within(row).getByText('988')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    // Orders within 7 days of following its links, and their revenue.
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('$312.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New campaign' }));
    // Nothing is saved without a subject.
    fireEvent.change(screen.getByLabelText(/Body \(HTML\)/), { target: { value: '<p>Hello</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(callsTo('admin.campaigns.create')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Friday drop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a product card' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Acid Tee' }));
    // The picker closes (its transition over, the page behind it is no longer aria-hidden).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a product card' })).toBeNull(), {
      timeout: 5000,
    });
    const body = screen.getByLabelText(/Body \(HTML\)/) as HTMLTextAreaElement;
    expect(body.value).toContain('<a href="/product/7"');
    expect(body.value).toContain('Acid Tee');
    expect(body.value).toContain('$48.00');

    expect((screen.getByRole('button', { name: 'Send a test to yourself' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(callsTo('admin.campaigns.create')).toHaveLength(1));
    expect(callsTo('admin.campaigns.create')[0]).toMatchObject({ subject: 'Friday drop', preheader: '' });
    expect((await screen.findByTitle('Campaign preview')).getAttribute('srcdoc')).toBe('<p>preview</p>');

    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    expect((screen.getByTitle('Campaign preview') as HTMLIFrameElement).style.width).toBe('390px');

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send a test to yourself' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send a test to yourself' }));
    await waitFor(() => expect(callsTo('admin.campaigns.sendTest')).toEqual([{ id: 2 }]));

    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(callsTo('admin.campaigns.send')).toEqual([{ id: 2 }]));
  });
});
