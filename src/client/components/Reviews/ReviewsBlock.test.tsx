import type { ReviewPage } from '@shared/schemas/reviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { CardReviewStars } from './CardReviewStars';
import { ReviewsBlock } from './ReviewsBlock';
import { ReviewsSection } from './ReviewsSection';

const page: ReviewPage = {
  items: [
    {
      id: 2,
      rating: 5,
      title: 'Love it',
      body: 'Soft and unique.',
      author: 'ann',
      verified: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      reply: 'Thank you, Ann!',
    },
    {
      id: 1,
      rating: 4,
      title: '',
      body: 'Good fit, fades nicely.',
      author: 'bob',
      verified: false,
      createdAt: '2026-11-19T10:00:00.000Z',
      reply: null,
    },
  ],
  average: 4.5,
  count: 2,
  histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
  page: 1,
  pageSize: 10,
};
const item = { itemType: 'product' as const, id: 7 };

describe('ReviewsBlock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the average to one decimal, the count, the 5-to-1 histogram and the reviews with badge and reply', async () => {
    stubTrpc({ 'reviews.list': () => page });
    renderWithProviders(<ReviewsBlock {...item} />);
    expect((await screen.findByTestId('review-average')).textContent).toBe('4.5');
    expect(screen.getByText('2 reviews')).toBeTruthy();
    const bars = within(screen.getByLabelText('Ratings by stars'));
    expect(bars.getAllByText(/star$/).map((el) => el.textContent)).toEqual([
      '5 star',
      '4 star',
      '3 star',
      '2 star',
      '1 star',
    ]);
    const ann = within(screen.getByRole('article', { name: 'Review by ann' }));
    expect(ann.getByText('Verified buyer')).toBeTruthy();
    expect(ann.getByText('Thank you, Ann!')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Review by bob' })).queryByText('Verified buyer')).toBeNull();
  });

  it('tells a visitor who may review, without offering the form', async () => {
    stubTrpc({ 'reviews.list': () => page });
    renderWithProviders(<ReviewsBlock {...item} />);
    expect(await screen.findByText('Only customers who bought this item can review it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('tells a signed-in customer who did not buy the item the same', async () => {
    stubTrpc({ 'reviews.list': () => page, 'reviews.eligibility': () => ({ eligible: false, review: null }) });
    renderWithProviders(<ReviewsBlock {...item} />, { session: signedIn('carl') });
    expect(await screen.findByText('Only customers who bought this item can review it.')).toBeTruthy();
  });

  it('lets a buyer write a review: rating, title and text, validated, sent with the item', async () => {
    const stub = stubTrpc({
      'reviews.list': () => ({ ...page, items: [], count: 0, average: 0 }),
      'reviews.eligibility': () => ({ eligible: true, review: null }),
      'reviews.write': (input) => ({ ...page.items[0], ...(input as object), status: 'published' }),
    });
    renderWithProviders(<ReviewsBlock {...item} />, { session: signedIn('ann') });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(stub.callsTo('reviews.write')).toHaveLength(0);

    fireEvent.keyDown(screen.getByRole('radio', { name: '4 stars' }), { key: 'Enter' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Nice' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('The review must be at least 10 characters')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), {
      target: { value: 'Soft cotton, great fit.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(stub.callsTo('reviews.write')).toEqual([
        { itemType: 'product', id: 7, rating: 4, title: 'Nice', body: 'Soft cotton, great fit.' },
      ]),
    );
  });
});

describe('reviews switched off', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves no trace: no section, no card stars, and no request', async () => {
    const stub = stubTrpc({ 'reviews.list': () => page });
    vi.stubGlobal('IntersectionObserver', undefined); // every section is near the window at once
    const off = renderWithProviders(
      <>
        <ReviewsSection {...item} />
        <CardReviewStars rating={{ average: 4.5, count: 2 }} />
      </>,
      { settings: { enableReviews: false } },
    );
    // The control, rendered after it: the same section of another item in a shop with reviews on. Once the
    // control has loaded its code, asked for its reviews and shown them, the section switched off would have too.
    const on = renderWithProviders(<ReviewsSection itemType="product" id={8} />, { settings: { enableReviews: true } });
    expect(await within(on.container).findByTestId('review-average')).toBeTruthy();
    expect(stub.callsTo('reviews.list')).toEqual([expect.objectContaining({ id: 8 })]);
    expect(within(off.container).queryByRole('heading', { name: 'Customer reviews' })).toBeNull();
    expect(within(off.container).queryByTestId('card-stars')).toBeNull();
    expect(off.container.querySelector('#reviews')).toBeNull();
  });

  it('shows the card stars and count when on and the item has a review, nothing without one', async () => {
    renderWithProviders(
      <>
        <CardReviewStars rating={{ average: 4.5, count: 2 }} />
        <CardReviewStars />
      </>,
    );
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getAllByTestId('card-stars')).toHaveLength(1);
    expect(screen.getByText('(2)')).toBeTruthy();
  });
});
