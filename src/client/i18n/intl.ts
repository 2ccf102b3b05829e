import { type Locale, localeTag } from '@shared/locale';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Catalogue } from './catalogue';

const cache = createIntlCache();

/**
 * The page's one formatter (FormatJS): messages, plurals, numbers and dates in the page's language. The router
 * context carries it (loaders and `head` functions format with `context.intl`), and the router wraps every
 * component in it (`useIntl()`, `useT()`, `<FormattedMessage>`).
 */
export function shopIntl(locale: Locale, messages: Catalogue): IntlShape {
  return createIntl({ locale: localeTag(locale), defaultLocale: 'en-US', messages }, cache);
}
