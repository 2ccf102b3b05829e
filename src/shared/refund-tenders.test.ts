import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByTender } from './refunds.js';

describe('a refund by tender (splitByTender)', () => {
  const left = { cardCents: 5000, giftCardCents: 1000, creditCents: 1500 };

  it('goes to the card first, then the gift card, then the store credit', () => {
    expect(splitByTender(3000, left)).toEqual({
      cardCents: 3000,
      giftCardCents: 0,
      creditCents: 0,
      cardToCreditCents: 0,
    });
    expect(splitByTender(5600, left)).toEqual({
      cardCents: 5000,
      giftCardCents: 600,
      creditCents: 0,
      cardToCreditCents: 0,
    });
    expect(splitByTender(7500, left)).toEqual({
      cardCents: 5000,
      giftCardCents: 1000,
      creditCents: 1500,
      cardToCreditCents: 0,
    });
    expect(splitByTender(800, { cardCents: 0, giftCardCents: 0, creditCents: 1500 }).creditCents).toBe(800);
  });

  it('gives the card’s share, at most all of it, as store credit when the owner chose so', () => {
    expect(splitByTender(2000, left, 1200)).toMatchObject({ cardCents: 2000, cardToCreditCents: 1200 });
    expect(splitByTender(6000, left, 6000)).toMatchObject({
      cardCents: 5000,
      giftCardCents: 1000,
      cardToCreditCents: 5000,
    });
    expect(splitByTender(500, { ...left, cardCents: 0 }, 500)).toMatchObject({ cardToCreditCents: 0 });
  });

  it('never takes more than a tender has left, and never more than the refund', () => {
    const cents = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, (amount, card, gift, credit, asCredit) => {
        const split = splitByTender(amount, { cardCents: card, giftCardCents: gift, creditCents: credit }, asCredit);
        expect(split.cardCents).toBeLessThanOrEqual(card);
        expect(split.giftCardCents).toBeLessThanOrEqual(gift);
        expect(split.creditCents).toBeLessThanOrEqual(credit);
        expect(split.cardToCreditCents).toBeLessThanOrEqual(split.cardCents);
        expect(split.cardCents + split.giftCardCents + split.creditCents).toBe(Math.min(amount, card + gift + credit));
      }),
    );
  });
});
