import type { AdminReview } from '@shared/schemas/reviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { ReviewsTab } from './ReviewsTab';

const review: AdminReview = {
  id: 5,
  rating: 2,
  title: 'Faded',
  body: 'Faded after one wash.',
  author: 'bob',
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  status: 'published',
  itemType: 'product',
  itemId: 3,
  itemName: 'Acid Tee',
};

describe('Admin ReviewsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists reviews, filters by status, hides, replies and deletes', async () => {
    const stub = stubTrpc({
      'admin.reviews.list': () => ({ items: [review], total: 1, page: 1, pageSize: 20 }),
      'admin.reviews.update': (input) => ({ ...review, ...(input as object) }),
      'admin.reviews.delete': () => ({ success: true, id: 5 }),
    });
    renderWithProviders(<ReviewsTab />, { session: signedIn('owner', 'admin') });
    const card = within(await screen.findByRole('article', { name: 'Review 5 by bob' }));
    expect(card.getByText('Faded after one wash.')).toBeTruthy();
    expect(card.getByText('Acid Tee')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Hidden' }));
    await waitFor(() => expect(stub.callsTo('admin.reviews.list').at(-1)).toMatchObject({ status: 'hidden' }));

    fireEvent.click(card.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(stub.callsTo('admin.reviews.update')).toEqual([{ id: 5, status: 'hidden' }]));

    fireEvent.click(card.getByRole('button', { name: 'Reply' }));
    fireEvent.change(card.getByRole('textbox', { name: /Reply to bob/ }), { target: { value: 'Sorry! Write to us.' } });
    fireEvent.click(card.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(stub.callsTo('admin.reviews.update').at(-1)).toEqual({ id: 5, reply: 'Sorry! Write to us.' }),
    );

    fireEvent.click(card.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stub.callsTo('admin.reviews.delete')).toEqual([{ id: 5 }]));
  });

  it('offers no second reply once the shop has replied', async () => {
    stubTrpc({
      'admin.reviews.list': () => ({ items: [{ ...review, reply: 'Thanks!' }], total: 1, page: 1, pageSize: 20 }),
    });
    renderWithProviders(<ReviewsTab />, { session: signedIn('owner', 'admin') });
    const card = within(await screen.findByRole('article', { name: 'Review 5 by bob' }));
    expect(card.getByText('Thanks!')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
