import { TRPCError } from '@trpc/server';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { DISCOUNT_REFUSALS } from '../../shared/schemas/discounts.js';
import { discountRefusal } from '../domain/discounts/rules.js';
import { FRENCH_ERRORS } from '../domain/error-messages.fr.js';
import { describeError, toTRPCError } from './errors.js';

describe("the server's French answers", () => {
  it('are every one a valid ICU message', () => {
    for (const [key, message] of Object.entries(FRENCH_ERRORS)) {
      expect(
        () =>
          new IntlMessageFormat(message, 'fr-CA').format({
            name: 'x',
            count: 2,
            which: 'M',
            at: 'x',
            minutes: 3,
            amount: 'x',
            title: 'x',
          }),
        key,
      ).not.toThrow();
    }
  });

  it('translate by code, key and parameters, a discount refusal by its key, and leave other texts as thrown', () => {
    const fr = (error: unknown) => describeError(toTRPCError(error), 'fr').body.message;
    expect(fr(new AppError('CART_EMPTY'))).toBe('Votre panier est vide');
    expect(
      fr(
        new AppError('RATE_LIMITED', 'Too many attempts. Please wait 7 minutes and try again.', {
          key: 'rateLimited.minutes',
          values: { minutes: 7 },
        }),
      ),
    ).toBe('Trop de tentatives. Veuillez patienter 7 minutes et réessayer.');
    expect(fr(discountRefusal('expired'))).toBe('Ce code est expiré.');
    // The English words alone are not a key: a text is never matched to find its French.
    expect(fr(new AppError('BAD_REQUEST', DISCOUNT_REFUSALS.expired))).toBe(DISCOUNT_REFUSALS.expired);
    expect(fr(new AppError('BAD_REQUEST', 'name: too long'))).toBe('name: too long');
    expect(fr(new TRPCError({ code: 'INTERNAL_SERVER_ERROR' }))).toBe('Une erreur est survenue. Veuillez réessayer.');
    expect(describeError(toTRPCError(new AppError('CART_EMPTY'))).body.message).toBe('Your cart is empty');
  });
});
