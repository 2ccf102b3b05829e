import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { needsEngine, plainText } from './message-engine';

const DIR = join(import.meta.dirname, 'messages');
const catalogues = readdirSync(DIR).map(
  (file) => [file, JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, string>] as const,
);

/** Values for a message's plain arguments: text, a number, nothing. */
const SAMPLES = ['Sunburst Tee', 3, '', 0, null];

describe('messages written without the ICU engine (issue 45)', () => {
  it('writes every catalogue message of text and plain arguments as the engine does, and leaves the others to it', () => {
    let plain = 0;
    let engine = 0;
    for (const [file, messages] of catalogues) {
      const locale = file.includes('.fr.') ? 'fr-CA' : 'en-US';
      for (const [id, text] of Object.entries(messages)) {
        const compiled = parse(text);
        const names = compiled.filter((el) => el.type === TYPE.argument).map((el) => el.value);
        if (needsEngine(compiled)) {
          engine++;
          expect(plainText(compiled, {}), id).toBeNull();
          continue;
        }
        plain++;
        for (const sample of SAMPLES) {
          const values = Object.fromEntries(names.map((name) => [name, sample]));
          expect(plainText(compiled, values), `${id} (${String(sample)})`).toBe(
            String(new IntlMessageFormat(compiled, locale).format(values)),
          );
        }
      }
    }
    // Most of them need no engine; the plurals, selects and tags do.
    expect(plain).toBeGreaterThan(engine * 5);
    expect(engine).toBeGreaterThan(10);
  });

  it('leaves to the engine a missing value, a value of another kind, and ICU text a build did not compile', () => {
    const compiled = parse('Hello {name}');
    expect(plainText(compiled, {})).toBeNull();
    expect(plainText(compiled, { name: new Date(0) })).toBeNull();
    expect(plainText('Hello {name}', { name: 'Wren' })).toBeNull();
    expect(needsEngine('Hello {name}')).toBe(true);
    expect(plainText('Hello', undefined)).toBe('Hello');
    expect(needsEngine(parse('{count, plural, one {# tee} other {# tees}}'))).toBe(true);
    expect(needsEngine(parse('Read <b>this</b>'))).toBe(true);
    expect(needsEngine(parse('{total, number}'))).toBe(true);
  });
});
