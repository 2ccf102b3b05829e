import { IntlMessageFormat } from 'intl-messageformat';
import { type Locale, localeTag } from '../../../shared/locale.js';
import accountEn from './messages/account.en.js';
import accountFr from './messages/account.fr.js';
import alertsEn from './messages/alerts.en.js';
import alertsFr from './messages/alerts.fr.js';
import layoutEn from './messages/layout.en.js';
import layoutFr from './messages/layout.fr.js';
import orderEn from './messages/order.en.js';
import orderFr from './messages/order.fr.js';
import confirmationEn from './messages/order-confirmation.en.js';
import confirmationFr from './messages/order-confirmation.fr.js';
import statusEn from './messages/order-status.en.js';
import statusFr from './messages/order-status.fr.js';
import returnsEn from './messages/returns.en.js';
import returnsFr from './messages/returns.fr.js';

/**
 * Mail in the customer's language, with the storefront's library (FormatJS's `intl-messageformat`, ICU messages): each
 * message area has `messages/<area>.en.ts` and `<area>.fr.ts` (the French typed against the English keys, so a
 * missing or extra key does not compile), listed here once. A template takes a `MailT` and formats with it.
 */
const CATALOGUES: Record<Locale, Record<string, string>> = {
  en: { ...layoutEn, ...orderEn, ...confirmationEn, ...statusEn, ...accountEn, ...alertsEn, ...returnsEn },
  fr: { ...layoutFr, ...orderFr, ...confirmationFr, ...statusFr, ...accountFr, ...alertsFr, ...returnsFr },
};

/** A message of the mail catalogues in one language; values are inserted as given (escape HTML before). */
export interface MailT {
  (id: string, values?: Record<string, string | number>): string;
  locale: Locale;
}

const translators = new Map<Locale, MailT>();

/** The mail formatter of a language (English: the texts the mails always had). A missing id is a bug: it throws. */
export function mailT(locale: Locale): MailT {
  let t = translators.get(locale);
  if (!t) {
    const formats = new Map<string, IntlMessageFormat>();
    const format = (id: string, values?: Record<string, string | number>): string => {
      let made = formats.get(id);
      if (!made) {
        const message = CATALOGUES[locale][id];
        if (message === undefined) throw new Error(`No mail message "${id}" in ${locale}`);
        made = new IntlMessageFormat(message, localeTag(locale));
        formats.set(id, made);
      }
      return String(made.format(values));
    };
    t = Object.assign(format, { locale });
    translators.set(locale, t);
  }
  return t;
}

/** The catalogues, for the test that French has every English key and no other. */
export const mailCatalogues = (): Readonly<Record<Locale, Record<string, string>>> => CATALOGUES;
