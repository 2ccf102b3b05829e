import type { Locale } from '@shared/locale';
import { ADDRESS2_MAX, ADDRESS2_TOO_LONG, PHONE_INVALID } from '@shared/schemas/address-fields';
import { ORDER_NOTE_MAX } from '@shared/schemas/checkout';
import type { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';

export type CheckoutT = ReturnType<typeof useT<typeof checkoutMessages>>;
type CheckoutId = keyof typeof checkoutMessages;

/**
 * The shared address and note schemas' messages (`@shared/schemas/checkout`: the server's words too), as the page's
 * language shows them under the fields: each English message's catalogue id. A message not listed shows as it is.
 */
const SCHEMA_MESSAGES: Record<string, CheckoutId> = {
  'Full name is required': 'checkout.error.name',
  'Valid email is required': 'checkout.error.email',
  'Address is required': 'checkout.error.address',
  'City is required': 'checkout.error.city',
  'State/Province is required': 'checkout.error.state',
  'Postal/ZIP code is required': 'checkout.error.postalCode',
  'Postal/ZIP code is too long': 'checkout.error.postalCodeLong',
  [ADDRESS2_TOO_LONG]: 'checkout.error.address2Long',
  [PHONE_INVALID]: 'checkout.error.phone',
  'Please enter a valid ZIP code, like 12345 or 12345-6789': 'checkout.error.zip',
  'Please enter a valid postal code, like A1A 1A1': 'checkout.error.postalCA',
  'Country is required': 'checkout.error.country',
  'We ship to the United States (US) and Canada (CA) only': 'checkout.error.countryShipped',
  'State/Province: please choose a state or province of the selected country': 'checkout.error.region',
  [`note: at most ${ORDER_NOTE_MAX} characters`]: 'checkout.note.tooLong',
  'note: contains a control character': 'checkout.note.control',
  'Please check the note': 'checkout.note.check',
};

/** A schema's message in the page's language (English: the schema's own words). */
export function schemaMessage(t: CheckoutT, message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  const id = SCHEMA_MESSAGES[message];
  return id ? t(id, { max: id === 'checkout.error.address2Long' ? ADDRESS2_MAX : ORDER_NOTE_MAX }) : message;
}

/**
 * The test gateway's refusal (Stripe's codes and English words, `server/payments/test-gateway.ts`) as the page's
 * language says it: English as the gateway words it, French by its code (a code not known here: the gateway's words).
 */
export function declineMessage(
  t: CheckoutT,
  locale: Locale,
  error: { code: string; message: string } | undefined,
): string | null {
  if (!error) return null;
  const id = `checkout.decline.${error.code}`;
  return locale !== 'en' && id in checkoutMessages ? t(id as CheckoutId) : error.message;
}
