import { z } from 'zod';
import { COUNTRIES, EXEMPTIBLE_CATEGORIES, isJurisdiction, SHIPPING_ALWAYS_TAXED, type TaxRules } from './tax.js';

/**
 * The tax settings (issue 37): where the shop collects, shipping and exemptions per jurisdiction, the economic-nexus
 * thresholds the Reports monitor compares sales with, the shop's own country and the duties notice a cross-border
 * checkout shows. Spread into the settings registry (`settings.ts`).
 */

/** A jurisdiction code of the table (`CA`, `CA-QC`, `US-NY` …); an unknown one is refused by name. */
export const jurisdictionCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isJurisdiction, { error: (issue) => `Unknown tax jurisdiction: ${String(issue.input)}` });

/** Per jurisdiction: true when shipping is taxed there. GST/HST and QST always tax it, so they are no choice. */
export const shippingTaxableSchema = z.record(z.string(), z.boolean()).superRefine((value, ctx) => {
  for (const code of Object.keys(value)) {
    const message = !isJurisdiction(code)
      ? `Unknown tax jurisdiction: ${code}`
      : SHIPPING_ALWAYS_TAXED.includes(code)
        ? `${code}: shipping is always taxed there`
        : null;
    if (message) ctx.addIssue({ code: 'custom', message, path: [code] });
  }
});

/** Per jurisdiction, the categories it exempts (clothing, art). */
export const exemptionsSchema = z.record(z.string(), z.array(z.enum(EXEMPTIBLE_CATEGORIES))).superRefine((v, ctx) => {
  for (const code of Object.keys(v)) {
    if (!isJurisdiction(code))
      ctx.addIssue({ code: 'custom', message: `Unknown tax jurisdiction: ${code}`, path: [code] });
  }
});

const thresholdSchema = z.object({
  /** Sales (dollars: merchandise and shipping before tax, refunds deducted) over the last 12 months. */
  sales: z.number().min(0).max(1e9),
  /** Transactions over the last 12 months; null: the region counts sales only. */
  transactions: z.number().int().min(1).max(1e7).nullable(),
});
export type NexusThreshold = z.infer<typeof thresholdSchema>;

/** Economic-nexus thresholds by region: each US state (`US-NY`) and Canada as a whole (`CA`). */
const nexusThresholdsSchema = z.record(z.string(), thresholdSchema).superRefine((v, ctx) => {
  for (const code of Object.keys(v)) {
    if (code !== 'CA' && !(code.startsWith('US-') && isJurisdiction(code)))
      ctx.addIssue({ code: 'custom', message: `Unknown nexus region: ${code}`, path: [code] });
  }
});

const usd = (sales: number, transactions: number | null = null): NexusThreshold => ({ sales, transactions });
const OR_200 = usd(100_000, 200);
const SALES_ONLY = usd(100_000);

/**
 * Common values in 2025 (sales OR transactions; for the few that need both, such as CT and NY, the monitor warns
 * early), to verify with your accountant. States without a sales tax (AK, DE, MT, NH, OR) are not listed. `CA`:
 * Canada's small-supplier threshold, $30,000 (CAD) over four quarters, read as the last 12 months.
 */
const DEFAULT_NEXUS_THRESHOLDS: Record<string, NexusThreshold> = {
  CA: usd(30_000),
  ...Object.fromEntries(
    Object.entries({
      AL: usd(250_000),
      AZ: SALES_ONLY,
      AR: OR_200,
      CA: usd(500_000),
      CO: SALES_ONLY,
      CT: OR_200,
      DC: OR_200,
      FL: SALES_ONLY,
      GA: OR_200,
      HI: OR_200,
      ID: SALES_ONLY,
      IL: OR_200,
      IN: SALES_ONLY,
      IA: SALES_ONLY,
      KS: SALES_ONLY,
      KY: OR_200,
      LA: SALES_ONLY,
      ME: SALES_ONLY,
      MD: OR_200,
      MA: SALES_ONLY,
      MI: OR_200,
      MN: OR_200,
      MS: usd(250_000),
      MO: SALES_ONLY,
      NE: OR_200,
      NV: OR_200,
      NJ: OR_200,
      NM: SALES_ONLY,
      NY: usd(500_000, 100),
      NC: SALES_ONLY,
      ND: SALES_ONLY,
      OH: OR_200,
      OK: SALES_ONLY,
      PA: SALES_ONLY,
      RI: OR_200,
      SC: SALES_ONLY,
      SD: SALES_ONLY,
      TN: SALES_ONLY,
      TX: usd(500_000),
      UT: SALES_ONLY,
      VT: OR_200,
      VA: OR_200,
      WA: SALES_ONLY,
      WV: OR_200,
      WI: SALES_ONLY,
      WY: SALES_ONLY,
    }).map(([state, threshold]) => [`US-${state}`, threshold]),
  ),
};

/** What a cross-border checkout shows by default (the owner edits it in Settings). */
const DEFAULT_DUTIES_NOTICE =
  'Your order ships from another country. Duties, import taxes or brokerage fees may be charged by your country on delivery; they are not included in this total and are paid by the recipient.';

export const taxSettingsShape = {
  /** Where the shop is registered to collect tax; null: not chosen, every jurisdiction of the table (as before). */
  taxRegistrations: z.array(jurisdictionCode).max(200).nullable().default(null),
  taxShippingTaxable: shippingTaxableSchema.default({}),
  taxExemptions: exemptionsSchema.default({}),
  nexusThresholds: nexusThresholdsSchema.default(DEFAULT_NEXUS_THRESHOLDS),
  /** The country the shop ships from: an order to another country is cross-border (the duties notice). */
  shopCountry: z.enum(COUNTRIES).default('CA'),
  dutiesNotice: z.string().trim().max(2_000).default(DEFAULT_DUTIES_NOTICE),
} as const;

/** Tax settings only the admin reads (left out of the public settings). */
export const PRIVATE_TAX_SETTINGS = {
  taxRegistrations: true,
  taxShippingTaxable: true,
  taxExemptions: true,
  nexusThresholds: true,
} as const;

/** The tax rules the settings say (see `taxOf`). */
export function taxRulesOf(settings: {
  taxRegistrations: readonly string[] | null;
  taxShippingTaxable: Record<string, boolean>;
  taxExemptions: Record<string, readonly string[]>;
}): TaxRules {
  return {
    jurisdictions: settings.taxRegistrations,
    shippingTaxable: settings.taxShippingTaxable,
    exemptions: settings.taxExemptions,
  };
}
