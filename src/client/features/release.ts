import { type Locale, localeTag } from '@shared/locale';
import { useEffect, useState } from 'react';

/**
 * A release ("drop", the server's rule in domain/catalogue/release.ts) as the screens show it: the time left,
 * a clock that ticks for the one element that shows it, and the admin form's local date-time field.
 */

/**
 * '2 d 4 h 12 min' (`'words'`, the admin's badge) or '2d 04h 12m 05s' (`'clock'`, the storefront's countdown; in
 * French '2 j 04 h 12 min 05 s').
 */
export function timeLeft(ms: number, style: 'words' | 'clock', locale: Locale = 'en'): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [d, h, m, s] = [
    Math.floor(total / 86_400),
    Math.floor(total / 3600) % 24,
    Math.floor(total / 60) % 60,
    total % 60,
  ];
  if (style === 'clock') {
    const pad = (n: number) => String(n).padStart(2, '0');
    if (locale === 'fr') return `${d > 0 ? `${d} j ` : ''}${pad(h)} h ${pad(m)} min ${pad(s)} s`;
    return `${d > 0 ? `${d}d ` : ''}${pad(h)}h ${pad(m)}m ${pad(s)}s`;
  }
  if (total < 60) return 'less than a minute';
  const parts = [d && `${d} d`, h && `${h} h`, m && `${m} min`].filter(Boolean);
  return parts.join(' ');
}

/**
 * The current time, renewed every `everyMs` while the component is mounted (null before it mounts: the server's
 * HTML and the first browser render agree). Only the component that calls it re-renders on each tick.
 */
export function useNow(everyMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The time a release goes live, as a reader sees it: 'Tue 1 Dec 2026, 18:00 UTC', in French 'mar. 1 déc. 2026,
 * 18 h 00 UTC' (the same on server and browser).
 */
export function releaseTime(iso: string, locale: Locale = 'en'): string {
  return `${new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : localeTag(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(iso))} UTC`;
}

/** The browser's time zone, to label the admin's 'Release at' field ('Europe/Paris'). */
export function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
}

/** An ISO time as a `datetime-local` field's value in the browser's zone ('2026-12-01T19:00:00'); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/** A `datetime-local` value (the browser's zone) as the ISO time the server keeps; null when blank. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}
