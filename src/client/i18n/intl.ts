import { type Locale, localeTag } from '@shared/locale';
import { formatMoney } from '@shared/money';
import type { IntlMessageFormat, PrimitiveType } from 'intl-messageformat';
import { createContext } from 'react';
import type { Catalogue } from './catalogue';
import type { PageMessages } from './catalogues';
import { loadMessageEngine, messageEngine, needsEngine, plainText } from './message-engine';

/** The values a message takes: `{count}`, `{name}` … */
export type MessageValues = Record<string, PrimitiveType>;

/**
 * The page's formatter: its language's messages, formatted with FormatJS's ICU engine (`intl-messageformat`, the
 * core react-intl is built on, without its React layer: 5 KiB less in every first load), loaded when an area first
 * needs it (`message-engine.ts`: text and plain arguments need none). Plurals, selects, numbers and dates follow the
 * page's language (`Intl`).
 *
 * English messages travel with the code that shows them: each screen imports its area's `<area>.en.json` and
 * names it (`useT(cartMessages)`, `intl.format(notFoundMessages, id)`), so a page's first load carries only the
 * English of what it draws. French pages have the French of the first-load areas (one chunk, fetched before
 * hydration) and fetch the later areas' (the checkout, the account …) when a screen first draws one.
 */
export interface ShopIntl {
  locale: Locale;
  /**
   * Null when the area (its English catalogue) can be formatted now; else one promise, settled once it can: the
   * fetches of more of the page's French it takes (the later areas', `french-later.ts`; on a page drawn as islands,
   * first the area's own step), then the ICU engine if the area needs it. A screen waits for it before it draws
   * (`useT`).
   */
  ready(english: Catalogue): Promise<unknown> | null;
  /** Whether one of the area's messages, in the page's language, needs the ICU engine (`ENGINE_AREA`). */
  usesEngine(english: Catalogue): boolean;
  /**
   * Fetches the French of the areas these messages are in (by id) that the page lacks, and the ICU engine if one is
   * `ENGINE_AREA`: true once they have all come, false if a fetch failed (a screen drawing one then waits for it, as
   * `ready` says).
   */
  prepare(ids: readonly string[]): Promise<boolean>;
  /** True once no area can ask for more: the engine has loaded, and the page is English or its French has all come. */
  complete(): boolean;
  /** The message `id` of an area (its English catalogue) as text with its values, in the page's language. */
  format(english: Catalogue, id: string, values?: MessageValues): string;
  /**
   * Dollars as the page's language writes money in `currency` (a symbol or a code: `formatMoney`): `$42.00`,
   * `42,00 $`. The first one loads the browser's number data (`warmIcu`: an island's record says it draws money).
   */
  money(dollars: number, currency: string): string;
}

/** What an island's record of its areas (`island-areas.ts`) names when one of them needs the ICU engine. */
export const ENGINE_AREA = 'icu';

/** The id an area of messages is known by: the first of its catalogue's (`ready`, an island's record of its areas). */
export function areaId(english: Catalogue): string | undefined {
  return Object.keys(english)[0];
}

export function shopIntl(locale: Locale, french: PageMessages | null): ShopIntl {
  const formats = new Map<string, IntlMessageFormat>();
  const catalogue = locale === 'fr' && french ? french.catalogue : null;
  let coming: Promise<void> | null = null;
  /** Null when the message `id` can be formatted now, else the fetch of more French (the one under way, if any). */
  const readyFor = (id: string | undefined) => {
    if (!catalogue || !french?.later || id === undefined || id in catalogue) return null;
    const load = french.later;
    coming ??= load(id).then((more) => {
      Object.assign(catalogue, more);
      coming = null;
    });
    return coming;
  };
  const engineAreas = new WeakMap<Catalogue, boolean>();
  const usesEngine = (english: Catalogue) => {
    const known = engineAreas.get(english);
    if (known !== undefined) return known;
    const messages = catalogue ?? english;
    const uses = Object.keys(english).some((id) => needsEngine(messages[id] ?? ''));
    // Known for good once the area's French has come (a French page's area not yet in is read again then).
    if (messages === english || (areaId(english) ?? '') in messages) engineAreas.set(english, uses);
    return uses;
  };
  /** Until the French of the area of `id` is in (the fetch under way may be another area's: asked again after it). */
  const frenchOf = async (id: string | undefined) => {
    for (let next = readyFor(id); next; next = readyFor(id)) await next;
  };
  const engineFor = (english: Catalogue) => (messageEngine() || !usesEngine(english) ? null : loadMessageEngine());
  return {
    locale,
    // The area's French first (the engine's need is read from it), then the engine if it needs it: one promise for
    // all of it. React's `use`, replaying a part whose promise has come, keeps that promise and drops a new one the
    // part gives (a second fetch, the engine), so a part waiting on a chain of them was drawn before they came.
    ready(english) {
      const id = areaId(english);
      return readyFor(id) === null ? engineFor(english) : frenchOf(id).then(() => engineFor(english));
    },
    usesEngine,
    async prepare(ids) {
      try {
        for (const id of ids) {
          if (id === ENGINE_AREA) await (messageEngine() ?? loadMessageEngine());
          else await frenchOf(id);
        }
        return true;
      } catch {
        return false;
      }
    },
    complete: () => (!catalogue || !french?.later) && messageEngine() !== undefined,
    money: (dollars, currency) => formatMoney(dollars, currency, locale),
    format(english, id, values) {
      const message = (catalogue ?? english)[id];
      if (message === undefined) {
        console.error(`Missing message "${id}" (${locale})`);
        return id;
      }
      // Text, and text with plain arguments, need no engine (a build compiles a message without arguments to its text).
      const plain = plainText(message, values);
      if (plain !== null) return plain;
      const Engine = messageEngine();
      if (!Engine) {
        console.error(`The message "${id}" needs the ICU engine, not loaded (${locale})`);
        return id;
      }
      let made = formats.get(id);
      if (!made) {
        made = new Engine(message, localeTag(locale));
        formats.set(id, made);
      }
      return String(made.format(values));
    },
  };
}

/**
 * The page's formatter for components (`useT()`, `useLocale()`): the router provides the page's own; outside a
 * router (a component test) it is English.
 */
export const IntlContext = createContext<ShopIntl>(shopIntl('en', null));
