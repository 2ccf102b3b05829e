import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A formatted message with names set in bold: `strong(t, 'mailLink.question', { accountStrong: 'ann' })` formats
 * the message with a marker for each value and puts the value back inside `<strong>`.
 */
export function strong<Id extends string>(
  t: (id: Id, values?: Record<string, string>) => string,
  id: Id,
  bold: Record<string, string>,
  plain: Record<string, string> = {},
): ReactNode {
  const marks = Object.fromEntries(Object.keys(bold).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(id, { ...plain, ...marks }).split(MARK);
  return parts.map((part, index) =>
    // Odd parts are the names of the bold values.
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the message's parts never move
      <strong key={index}>{bold[part]}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the message's parts never move
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
