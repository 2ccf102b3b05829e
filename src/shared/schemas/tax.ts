import { z } from 'zod';
import { EXEMPTIBLE_CATEGORIES } from '../tax.js';
import { exemptionsSchema, jurisdictionCode, shippingTaxableSchema } from '../tax-settings.js';

/**
 * Where the shop collects tax (issue 37): `GET`/`PUT /api/admin/tax/registrations`. `jurisdictions` null: not
 * chosen, every jurisdiction of the table (as the shop did before). `shippingTaxable` and `exemptions` left out of a
 * PUT stay as they are.
 */
export const taxRegistrationsInput = z.object(
  {
    jurisdictions: z
      .array(jurisdictionCode, { message: 'jurisdictions must be a list of codes, or null' })
      .max(200)
      .nullable(),
    shippingTaxable: shippingTaxableSchema.optional(),
    exemptions: exemptionsSchema.optional(),
  },
  { message: 'Send {jurisdictions, shippingTaxable?, exemptions?}' },
);
export type TaxRegistrationsInput = z.infer<typeof taxRegistrationsInput>;

export const taxRegistrationsSchema = z.object({
  jurisdictions: z.array(z.string()).nullable(),
  shippingTaxable: z.record(z.string(), z.boolean()),
  exemptions: z.record(z.string(), z.array(z.enum(EXEMPTIBLE_CATEGORIES))),
});
export type TaxRegistrations = z.infer<typeof taxRegistrationsSchema>;

/** One region of the economic-nexus monitor (GET /api/admin/reports/nexus), money in dollars. */
export const nexusRowSchema = z.object({
  /** `US-NY` … for a US state, `CA` for Canada as a whole. */
  region: z.string(),
  sales: z.number(),
  transactions: z.number().int(),
  threshold: z.object({ sales: z.number(), transactions: z.number().int().nullable() }),
  status: z.enum(['ok', 'near', 'over']),
});
export type NexusRow = z.infer<typeof nexusRowSchema>;
