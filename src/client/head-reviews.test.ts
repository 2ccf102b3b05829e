import type { ReviewPage } from '@shared/schemas/reviews';
import { describe, expect, it } from 'vitest';
import { reviewsJsonLd } from './head';

const review = (i: number) => ({
  id: i,
  rating: 4,
  title: i === 1 ? 'Great' : '',
  body: `Review number ${i}`,
  author: `buyer${i}`,
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
});

describe('reviewsJsonLd', () => {
  it('gives aggregateRating and at most 5 reviews, authored by username', () => {
    const page: ReviewPage = {
      items: [1, 2, 3, 4, 5, 6, 7].map(review),
      average: 4,
      count: 7,
      histogram: { '1': 0, '2': 0, '3': 0, '4': 7, '5': 0 },
      page: 1,
      pageSize: 10,
    };
    const ld = reviewsJsonLd(page) as { aggregateRating: object; review: Array<Record<string, unknown>> };
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toHaveLength(5);
    expect(ld.review[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'buyer1' },
      name: 'Great',
      reviewBody: 'Review number 1',
      reviewRating: { ratingValue: 4 },
    });
  });

  it('adds nothing without a published review or with reviews off', () => {
    expect(reviewsJsonLd(null)).toEqual({});
    expect(
      reviewsJsonLd({
        items: [],
        average: 0,
        count: 0,
        histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        page: 1,
        pageSize: 10,
      }),
    ).toEqual({});
  });
});
