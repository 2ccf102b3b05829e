import { z } from 'zod';

/** The most characters of the second address line (apartment, suite). */
export const ADDRESS2_MAX = 100;
export const ADDRESS2_TOO_LONG = `Apartment, suite: at most ${ADDRESS2_MAX} characters`;
export const PHONE_INVALID = 'Please enter a valid phone number: 7 to 15 digits (spaces and + - ( ) allowed)';

/** The optional second address line (apartment, suite) as typed; '' for none. */
export const address2Text = z.string({ message: ADDRESS2_TOO_LONG }).trim().max(ADDRESS2_MAX, ADDRESS2_TOO_LONG);

/** The optional phone for the carrier, written loosely ('+1 (514) 555-0100'): 7 to 15 digits; '' for none. */
export const phoneText = z
  .string({ message: PHONE_INVALID })
  .trim()
  .max(30, PHONE_INVALID)
  .refine((v) => v === '' || (/^[\d\s+()-]+$/.test(v) && /^(\D*\d){7,15}\D*$/.test(v)), PHONE_INVALID);
