import '../test-env';
import type { InboxRow, InboxThread } from '@shared/schemas/inbox';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { InboxTab } from './InboxTab';

const row: InboxRow = {
  id: 4,
  name: 'Robin Buyer',
  email: 'robin@example.com',
  subject: 'order',
  preview: 'Where is my order? It has been a week.',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  done: false,
  replies: 0,
};
const thread: InboxThread = {
  id: 4,
  name: 'Robin Buyer',
  email: 'robin@example.com',
  subject: 'order',
  message: 'Where is my order? It has been a week.',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  done: false,
  replies: [],
  orders: [{ id: 12, status: 'paid', total: 57.95, currency: 'CAD', createdAt: '2026-11-13T10:00:00.000Z' }],
};

describe('Admin InboxTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a new message; opening it marks it read, shows their order, sends a reply and marks it done', async () => {
    const stub = stubTrpc({
      'admin.inbox.list': () => ({ items: [row], total: 1, page: 1, pageSize: 20, unread: 1 }),
      'admin.inbox.thread': () => thread,
      'admin.inbox.markRead': () => ({ success: true }),
      'admin.inbox.reply': (input) => ({
        ...thread,
        read: true,
        replies: [{ id: 1, body: (input as { body: string }).body, author: 'owner', createdAt: thread.createdAt }],
      }),
      'admin.inbox.setDone': () => ({ success: true }),
    });
    renderWithProviders(<InboxTab />, {
      session: signedIn('owner', 'admin'),
      path: '/admin?tab=inbox',
      route: '/admin',
    });
    expect(await screen.findByText(/1 unread/)).toBeTruthy();
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByText('Where is my order? It has been a week.')[0] as HTMLElement);

    const dialog = within(await screen.findByRole('dialog', { name: 'Order inquiry from Robin Buyer' }));
    await waitFor(() => expect(stub.callsTo('admin.inbox.markRead')).toEqual([{ id: 4 }]));
    expect(dialog.getByRole('link', { name: '#12' })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await dialog.findByText('Write a reply')).toBeTruthy();
    expect(stub.callsTo('admin.inbox.reply')).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: /Reply to robin@example.com/ }), {
      target: { value: 'It ships tomorrow.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(stub.callsTo('admin.inbox.reply')).toEqual([{ id: 4, body: 'It ships tomorrow.' }]));
    expect(await dialog.findByText('It ships tomorrow.')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(stub.callsTo('admin.inbox.setDone')).toEqual([{ id: 4, done: true }]));
  });

  it('says so when there is nothing yet', async () => {
    stubTrpc({ 'admin.inbox.list': () => ({ items: [], total: 0, page: 1, pageSize: 20, unread: 0 }) });
    renderWithProviders(<InboxTab />, {
      session: signedIn('owner', 'admin'),
      path: '/admin?tab=inbox',
      route: '/admin',
    });
    expect(
      await screen.findByText('No messages yet. What shoppers send from the Contact page appears here.'),
    ).toBeTruthy();
  });
});
