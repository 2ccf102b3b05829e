import rates from './tax-rates.json';

/**
 * Sales tax from the shared table (US state base rates, Canadian GST/HST/PST/QST by province), charged only in the
 * jurisdictions where the shop is registered (issue 37): the one rule the checkout, the documented
 * `POST /api/calculate-tax` and the admin's Tax section read.
 */
export interface TaxLine {
  name: string;
  ratePercent: number;
  amountCents: number;
}

export interface Tax {
  /** The combined rate as a fraction (0.13 for 13 %). */
  rate: number;
  amountCents: number;
  lines: TaxLine[];
}

type Region = { name: string; lines: { name: string; ratePercent: number }[] };
const TABLE = rates as unknown as Record<'US' | 'CA', Record<string, Region>>;

export const COUNTRIES = ['US', 'CA'] as const;
export type Country = (typeof COUNTRIES)[number];

/** The states (US) or provinces and territories (CA) the shop ships to, code and name. */
export function regionsOf(country: Country): { code: string; name: string }[] {
  return Object.entries(TABLE[country]).map(([code, region]) => ({ code, name: region.name }));
}

export function isRegionOf(country: Country, state: string): boolean {
  return Object.hasOwn(TABLE[country], state.toUpperCase());
}

/** Canada's federal taxes: one registration (`CA`) collects them in every province. */
const FEDERAL = new Set(['GST', 'HST']);

/**
 * The jurisdiction that levies a tax line of the table: `CA` for GST/HST, `CA-QC` (QST), `CA-BC`, `CA-SK` (PST),
 * `CA-MB` (RST), `US-NY` … for a state's sales tax.
 */
function jurisdictionOf(country: Country, state: string, taxName: string): string {
  return country === 'CA' && FEDERAL.has(taxName) ? 'CA' : `${country}-${state.toUpperCase()}`;
}

/**
 * Where the shop may register to collect: `CA` (GST/HST, federal: the whole HST in ON, NB, NS, NL and PE), each
 * province with a tax of its own (`CA-QC`, `CA-BC`, `CA-SK`, `CA-MB`) and each US state of the table (`US-NY` …),
 * each with the table's taxes (its default rates).
 */
export const JURISDICTIONS: readonly { code: string; name: string; taxes: Region['lines'] }[] = [
  { code: 'CA', name: 'Canada (GST/HST)', taxes: [] },
  ...(['CA', 'US'] as const).flatMap((country) =>
    Object.entries(TABLE[country]).flatMap(([code, region]) => {
      const own = region.lines.filter((l) => jurisdictionOf(country, code, l.name) !== 'CA');
      return country === 'CA' && own.length === 0
        ? []
        : [{ code: `${country}-${code}`, name: region.name, taxes: own }];
    }),
  ),
];

const JURISDICTION_CODES = new Set(JURISDICTIONS.map((j) => j.code));

export function isJurisdiction(code: string): boolean {
  return JURISDICTION_CODES.has(code);
}

/** Where shipping is taxed as the goods by law (GST/HST, QST): the owner does not choose. */
export const SHIPPING_ALWAYS_TAXED: readonly string[] = ['CA', 'CA-QC'];

/** What an item is for tax: products are clothing unless the owner says otherwise, paintings art. */
export const TAX_CATEGORIES = ['clothing', 'art', 'gift_card'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
/** The categories an owner may exempt in a jurisdiction (a gift card is never taxed when sold). */
export const EXEMPTIBLE_CATEGORIES = ['clothing', 'art'] as const;

/** Where the shop collects and how: the owner's choices (settings `taxRegistrations`, `taxShippingTaxable`, `taxExemptions`). */
export interface TaxRules {
  /**
   * The jurisdictions the shop is registered in; null: not chosen yet, every jurisdiction of the table on the goods
   * only, as the shop charged before issue 37 (shipping is taxed once the owner has chosen).
   */
  jurisdictions: readonly string[] | null;
  /** Per jurisdiction the owner chooses for (US states, the PST provinces): true when shipping is taxed there. */
  shippingTaxable: Readonly<Record<string, boolean>>;
  /** Per jurisdiction, the categories it does not tax (no thresholds: NY's "clothing under $110" is all clothing). */
  exemptions: Readonly<Record<string, readonly string[]>>;
}

/** A shop that has not chosen: every jurisdiction of the table, on the goods (as before registrations existed). */
const EVERYWHERE: TaxRules = { jurisdictions: null, shippingTaxable: {}, exemptions: {} };

/** One line of goods as tax sees it: what was paid for it (after its discount) and its category (null: none named). */
export interface TaxedGoods {
  cents: number;
  category: TaxCategory | null;
}

/**
 * A tax line as the order keeps it (`order.tax_lines`): also what it was charged on, the goods (after their
 * discount) and the shipping it taxed, so a refund gives back by the same rule (`taxOfRefund`, shared/refunds.ts).
 */
export interface ChargedTaxLine extends TaxLine {
  goodsCents: number;
  shippingCents: number;
}

type TaxedOrder = { country: Country; state: string; goods: readonly TaxedGoods[]; shippingCents: number };

/**
 * The tax of an order shipped to `state` of `country`: for each tax of the table levied by a jurisdiction the shop
 * is registered in, its rate on the goods that jurisdiction taxes (not gift cards, not its exempt categories), plus
 * the shipping when shipping is taxed there (always for GST/HST and QST, else the owner's choice; never when none
 * of the goods is taxed there, nor before the owner has chosen where the shop collects). Each line rounded half up to the cent; a tax with no taxable goods is left out.
 */
export function taxOf(rules: TaxRules, order: TaxedOrder): Tax {
  return totalOf(chargedTaxLines(rules, order));
}

/** The lines' tax: their sum and combined rate, each line as shoppers see it (name, rate, amount). */
export function totalOf(charged: readonly ChargedTaxLine[]): Tax {
  const lines = charged.map(({ name, ratePercent, amountCents }) => ({ name, ratePercent, amountCents }));
  const ratePercent = lines.reduce((sum, l) => sum + l.ratePercent, 0);
  return {
    rate: Math.round(ratePercent * 1000) / 100_000,
    amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    lines,
  };
}

/** `taxOf`'s lines with what each was charged on: the rule itself. */
export function chargedTaxLines(rules: TaxRules, order: TaxedOrder): ChargedTaxLine[] {
  const lines: ChargedTaxLine[] = [];
  for (const tax of ratesOf(order.country, order.state)) {
    const where = jurisdictionOf(order.country, order.state, tax.name);
    if (rules.jurisdictions && !rules.jurisdictions.includes(where)) continue;
    const exempt = rules.exemptions[where] ?? [];
    const taxed = order.goods.filter((g) => g.category !== 'gift_card' && !exempt.includes(g.category ?? ''));
    if (taxed.length === 0 && order.goods.length > 0) continue;
    const shipping =
      rules.jurisdictions !== null && (SHIPPING_ALWAYS_TAXED.includes(where) || rules.shippingTaxable[where] === true);
    const goodsCents = taxed.reduce((sum, g) => sum + g.cents, 0);
    const shippingCents = shipping ? order.shippingCents : 0;
    lines.push({
      name: tax.name,
      ratePercent: tax.ratePercent,
      amountCents: Math.round(((goodsCents + shippingCents) * tax.ratePercent) / 100),
      goodsCents,
      shippingCents,
    });
  }
  return lines;
}

function ratesOf(country: Country, state: string): Region['lines'] {
  return TABLE[country][state.toUpperCase()]?.lines ?? [];
}

/** Tax on a merchandise subtotal (no category named) shipped to `state` of `country`, where the rules say. */
export function taxFor(country: Country, state: string, subtotalCents: number, rules: TaxRules = EVERYWHERE): Tax {
  return taxOf(rules, { country, state, goods: [{ cents: subtotalCents, category: null }], shippingCents: 0 });
}
