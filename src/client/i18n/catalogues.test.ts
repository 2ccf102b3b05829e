import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's catalogues, area by area (`messages/<area>.en.json` beside `<area>.fr.json`): French has every
 * English key and no other, each message parses as ICU and takes the same arguments in both, and an area's ids
 * start with its own name (`cart.…` in cart.*.json; `not-found` is `notFound.…`), so two areas never share an id.
 */
const DIR = join(import.meta.dirname, 'messages');
const files = readdirSync(DIR);
const areas = [...new Set(files.map((file) => file.replace(/\.(en|fr)\.json$/, '')))].sort();
const read = (area: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(DIR, `${area}.${lang}.json`), 'utf8'));
const camel = (area: string) => area.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

function argumentsOf(message: string): string[] {
  const names = (elements: ReturnType<typeof parse>): string[] =>
    elements.flatMap((el) => {
      if (el.type === TYPE.literal || el.type === TYPE.pound) return [];
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        return [el.value, ...Object.values(el.options).flatMap((option) => names(option.value))];
      }
      if (el.type === TYPE.tag) return [el.value, ...names(el.children)];
      return [el.value];
    });
  return [...new Set(names(parse(message)))].sort();
}

describe('the storefront catalogues', () => {
  it('are pairs of files, one English and one French per area', () => {
    expect(
      files.every((file) => /^[a-z-]+\.(en|fr)\.json$/.test(file)),
      files.join(', '),
    ).toBe(true);
    for (const area of areas)
      expect(files, area).toEqual(expect.arrayContaining([`${area}.en.json`, `${area}.fr.json`]));
  });

  it.each(areas)('%s: French has every English key and no other, with the same arguments', (area) => {
    const en = read(area, 'en');
    const fr = read(area, 'fr');
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [id, english] of Object.entries(en)) {
      expect(id.startsWith(`${camel(area)}.`), `${id} is not under ${camel(area)}.`).toBe(true);
      expect(argumentsOf(fr[id] ?? ''), id).toEqual(argumentsOf(english));
      expect(fr[id], `${id} is not translated`).not.toBe('');
    }
  });
});
