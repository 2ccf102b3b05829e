import { z } from 'zod';
import { CURRENCIES, type Currency } from '../currency.js';

/**
 * A currency as the settings and the API take it. Apart from `shared/currency.ts`, the rules the storefront runs
 * too, so importing a conversion or a currency's code never brings zod into the browser's first load.
 */
export const currencySchema = z.enum(CURRENCIES, { message: 'Must be USD or CAD' });

/** A currency as an API caller names it ('cad', 'CAD'): one the shop knows, else 400 naming it. */
export const currencyInput = z
  .string()
  .trim()
  .max(10)
  .transform((c) => c.toUpperCase())
  .refine((c): c is Currency => (CURRENCIES as readonly string[]).includes(c), {
    error: (issue) => `Unknown currency: ${String(issue.input)}`,
  })
  .transform((c) => c as Currency);
