import { type Locale, localeTag } from '@shared/locale';
import { formatMoney } from '@shared/money';
import { prefetchToasts } from './features/notify';
import { prefetchTransport } from './trpc';

/** A macrotask boundary: the browser may paint and handle input before what follows. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * ICU's data loaded in three tasks instead of the one of ~11 ms the first format takes (Chromium, measured alone:
 * the locale's 2.6–3.1 ms, the data every Intl service shares 6.2–6.9, the number format's own 2.0–2.4). A task
 * under ~7 ms stays under 50 ms on a phone 7× slower, so it never blocks; the one of 11 did. On another host of the
 * same kind (Debian's Chromium 150) the whole took 85–100 ms, so it runs only where money is written: once a page,
 * before the app starts, or before the islands' runtime draws the first island that writes money (`MONEY_MARK`).
 */
export function warmIcu(locale: Locale): Promise<void> {
  warming ??= (async () => {
    const tag = localeTag(locale);
    new Intl.Locale(tag).maximize();
    await nextTask();
    new Intl.Collator(tag).compare('a', 'b');
    await nextTask();
    formatMoney(0, '$', locale);
    await nextTask();
  })();
  return warming;
}

/** The page's one warming (its language is the page's). */
let warming: Promise<void> | null = null;

/**
 * What a shopper's first tap may need that the first view did not: tRPC's transport (Add to Cart asks the server)
 * and the toasts' store (its outcome), fetched ahead (both entries call it when the browser is idle a while after the
 * page is ready), so that tap waits for no file.
 */
export function prefetchForFirstTap(): void {
  prefetchTransport();
  prefetchToasts();
}
