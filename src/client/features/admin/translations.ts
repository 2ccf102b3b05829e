import { TRANSLATED_FIELDS, type TranslatedEntity, type Translations } from '@shared/translations';

/** An item's French texts as its form edits them: every translated field, `''` where there is none yet. */
export type FrenchValues = { fr: Record<string, string> };

/**
 * The `translations` value of an item's form: each translated field of `entity` with its French text, `''` when
 * none. Saved as it is: `''` removes a translation (the English shows again), so clearing a field is saved too.
 */
export function frenchValues(entity: TranslatedEntity, translations?: Translations): FrenchValues {
  const fr = translations?.fr ?? {};
  return { fr: Object.fromEntries(Object.keys(TRANSLATED_FIELDS[entity]).map((field) => [field, fr[field] ?? ''])) };
}

/** The English names of the items' translated fields, as their forms label them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  title: 'Title',
  description: 'Description',
  medium: 'Medium',
  contentHtml: 'Content (HTML)',
  materials: 'Materials',
  fit: 'Fit',
  care: 'Care',
  framing: 'Framing',
  signature: 'Signature',
  certificate: 'Certificate',
  shippingNotes: 'Shipping notes',
  estimatedDays: 'Delivery estimate',
};
export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;
