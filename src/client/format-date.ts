/** The shop's one way of writing dates and times (US English, the visitor's time zone). */
const FORMATS = {
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }),
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }),
  dateTime: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
};

function format(iso: string, style: keyof typeof FORMATS): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMATS[style].format(date);
}

/** 'November 23, 2026' (long) or 'Nov 23, 2026' (medium); an unreadable date as it is. */
export const formatDate = (iso: string, style: 'long' | 'medium' = 'long') => format(iso, style);

/** 'Nov 23, 2026, 10:01 AM'. */
export const formatDateTime = (iso: string) => format(iso, 'dateTime');
