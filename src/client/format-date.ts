import { type Locale, localeTag } from '@shared/locale';
import { useCallback } from 'react';
import { useLocale } from './i18n/hooks';

/**
 * The shop's one way of writing dates and times, in the page's language (`Intl`, the visitor's time zone): US
 * English on English pages, Canadian French on French ones. Components take the language from `useLocale()`
 * (or use `useFormatDate()`); the admin, English only, leaves it out.
 */
const OPTIONS = {
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof OPTIONS;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeTag(locale), OPTIONS[style]);
    formats.set(key, made);
  }
  return made;
}

function format(iso: string, style: Style, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(style, locale).format(date);
}

/** 'November 23, 2026' (long) or 'Nov 23, 2026' (medium), '23 novembre 2026' in French; an unreadable date as it is. */
export const formatDate = (iso: string, style: 'long' | 'medium' = 'long', locale: Locale = 'en') =>
  format(iso, style, locale);

/**
 * A calendar day ('2026-11-29', a gift card's send date) as the language writes it: 'November 29, 2026',
 * '29 novembre 2026', the same day in every time zone (read at local noon, not as UTC midnight).
 */
export const formatDay = (day: string, locale: Locale = 'en') =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? format(`${day}T12:00:00`, 'long', locale) : day;

/** 'Nov 23, 2026, 10:01 AM'; '23 nov. 2026, 10 h 01' in French. */
export const formatDateTime = (iso: string, locale: Locale = 'en') => format(iso, 'dateTime', locale);

/** `formatDate` in the page's language: `const date = useFormatDate(); date(order.createdAt)`. */
export function useFormatDate(): (iso: string, style?: 'long' | 'medium') => string {
  const locale = useLocale();
  return useCallback((iso, style = 'long') => formatDate(iso, style, locale), [locale]);
}
