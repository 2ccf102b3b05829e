import type { TaxRegistrations, TaxRegistrationsInput } from '../../../shared/schemas/tax.js';
import type { Deps, FlowDeps } from '../../deps.js';
import { getSettings, setSettings } from '../settings.js';

/** Where the shop collects tax, as the owner chose (null jurisdictions: not chosen, every one of the table). */
export async function getTaxRegistrations(deps: Pick<Deps, 'db'>): Promise<TaxRegistrations> {
  const settings = await getSettings(deps);
  return {
    jurisdictions: settings.taxRegistrations,
    shippingTaxable: settings.taxShippingTaxable,
    exemptions: settings.taxExemptions,
  };
}

/**
 * Sets where the shop collects tax, and optionally shipping and exemptions per jurisdiction, in one flow (all or
 * nothing; the owner's audit entry with it). Codes are checked by the settings' own types (unknown: 400 naming it).
 */
export async function setTaxRegistrations(
  deps: FlowDeps<'clock'>,
  input: TaxRegistrationsInput,
): Promise<TaxRegistrations> {
  const jurisdictions = input.jurisdictions === null ? null : [...new Set(input.jurisdictions)].sort();
  await setSettings(deps, {
    taxRegistrations: jurisdictions,
    ...(input.shippingTaxable ? { taxShippingTaxable: input.shippingTaxable } : {}),
    ...(input.exemptions ? { taxExemptions: input.exemptions } : {}),
  });
  return getTaxRegistrations(deps);
}
