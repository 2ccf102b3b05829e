import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { mailCatalogues, mailT } from './i18n.js';

/** The arguments an ICU message takes (`{id}`, `{count, plural, …}`), sorted. */
function argumentsOf(message: string): string[] {
  return [
    ...new Set(parse(message).flatMap((el) => (el.type === TYPE.literal || el.type === TYPE.pound ? [] : [el.value]))),
  ].sort();
}

describe('the mail catalogues', () => {
  it('give French every English message and no other, each taking the same arguments', () => {
    const { en, fr } = mailCatalogues();
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [id, english] of Object.entries(en)) {
      expect(argumentsOf(fr[id] ?? ''), id).toEqual(argumentsOf(english));
    }
  });

  it('format in the language asked, with its values', () => {
    expect(mailT('en')('mail.confirmation.subject', { id: 12 })).toBe('Your order #12 is confirmed');
    expect(mailT('fr')('mail.confirmation.subject', { id: 12 })).toBe('Votre commande no 12 est confirmée');
  });
});
