import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { IntlMessageFormat, PrimitiveType } from 'intl-messageformat';
import { loadOnce } from '../load-once';

/**
 * FormatJS's ICU engine (`intl-messageformat`), loaded when a page first needs it (issue 45): most messages a page
 * draws are text with at most a plain argument (`{name}`), which `plainText` writes from the compiled message as the
 * engine would; a plural, a select, a number or date format or a tag needs the engine. The app loads it before it
 * draws; a page drawn as islands, with the first island whose area needs it (`island-areas.ts` marks those).
 */
type Engine = typeof IntlMessageFormat;

const engine = loadOnce<Engine>(() => import('intl-messageformat').then((module) => module.IntlMessageFormat));

/** Loads the engine, once for the page; a load that failed is tried again by the next. */
export const loadMessageEngine = engine.load;

/** The engine, if it has loaded (or been given). */
export const messageEngine = engine.loaded;

/** The engine, given by an entry that imports it with its own code (the app's: it draws messages that need it at once). */
export const provideMessageEngine = engine.provide;

/** The compiled message's element types that need no engine (the parser's `TYPE`): text, and a plain argument. */
const LITERAL = 0;
const ARGUMENT = 1;

type Message = string | MessageFormatElement[];

/** Whether `message` needs the engine: an ICU text not compiled (tests), or a compiled one with more than text and plain arguments. */
export function needsEngine(message: Message): boolean {
  if (typeof message === 'string') return /[{}<']/.test(message);
  return message.some((element) => element.type !== LITERAL && element.type !== ARGUMENT);
}

/**
 * A compiled message of text and plain arguments written with its values, as the engine writes it (a number or text
 * as it is, nothing for an empty value); null when it needs the engine, or a value is missing or another kind.
 */
export function plainText(message: Message, values: Record<string, PrimitiveType> | undefined): string | null {
  if (typeof message === 'string') return needsEngine(message) ? null : message;
  let text = '';
  for (const element of message) {
    if (element.type === LITERAL) text += element.value;
    else if (element.type === ARGUMENT && values && element.value in values) {
      const value = values[element.value];
      if (typeof value === 'string' || typeof value === 'number') text += String(value);
      else if (value) return null;
    } else return null;
  }
  return text;
}
