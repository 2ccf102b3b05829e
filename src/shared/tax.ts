import rates from './tax-rates.json';

/** Sales tax from the shared table: US state base rates, Canadian GST/HST/PST/QST by province. */
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

/** Tax on a merchandise subtotal shipped to `state` of `country`; each line rounded half up to the cent. */
export function taxFor(country: Country, state: string, subtotalCents: number): Tax {
  const region = TABLE[country][state.toUpperCase()];
  const lines = (region?.lines ?? []).map((line) => ({
    name: line.name,
    ratePercent: line.ratePercent,
    amountCents: Math.round((subtotalCents * line.ratePercent) / 100),
  }));
  const ratePercent = lines.reduce((sum, l) => sum + l.ratePercent, 0);
  return {
    rate: Math.round(ratePercent * 1000) / 100_000,
    amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    lines,
  };
}
