import { z } from 'zod';
import { idParam } from './catalogue.js';
import { addressShape, countrySchema, withAddressRules } from './checkout.js';

/** The most addresses a customer's address book holds. */
export const ADDRESS_BOOK_MAX = 10;
export const ADDRESS_BOOK_FULL = `Your address book is full (${ADDRESS_BOOK_MAX} addresses). Delete one to save another.`;
export const ADDRESS_NOT_FOUND = 'Address not found';

const { email: _email, ...bookShape } = addressShape;

/** A saved address as the customer types it (the checkout's rules, without the e-mail); `isDefault`: make it the default. */
export const savedAddressInput = withAddressRules(z.object({ ...bookShape, isDefault: z.boolean().optional() }));

/** PUT /api/account/addresses/{id}: the address's new fields. */
export const updateSavedAddressInput = withAddressRules(
  z.object({ ...bookShape, isDefault: z.boolean().optional(), id: idParam }),
);

/** One of the customer's saved addresses, by id. */
export const savedAddressIdInput = z.object({ id: idParam });

/** A saved address as answered: '' for no second line or phone; one of them is the default. */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  address2: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: countrySchema,
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
