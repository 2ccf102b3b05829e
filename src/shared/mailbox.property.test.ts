import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMailbox } from './mailbox.js';

const letters = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 12,
});
const domains = fc.constantFrom('example.com', 'gmail.com', 'googlemail.com', 'outlook.com', 'shop.ca');
const mailbox = fc.record({ local: letters, domain: domains });

/** One way of typing the mailbox: case, spaces around it, a +tag, and for Gmail dots in the name and either domain. */
const variant = (box: { local: string; domain: string }) =>
  fc
    .record({
      upper: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
      spaces: fc.tuple(fc.constantFrom('', ' ', '  ', '\t'), fc.constantFrom('', ' ', '\n')),
      tag: fc.option(letters, { nil: null }),
      dots: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
      googlemail: fc.boolean(),
    })
    .map(({ upper, spaces, tag, dots, googlemail }) => {
      const gmail = box.domain === 'gmail.com' || box.domain === 'googlemail.com';
      let local = gmail ? [...box.local].map((c, i) => (dots[i] && i > 0 ? `.${c}` : c)).join('') : box.local;
      if (tag !== null) local = `${local}+${tag}`;
      const domain = gmail ? (googlemail ? 'googlemail.com' : 'gmail.com') : box.domain;
      const typed = [...`${local}@${domain}`].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');
      return `${spaces[0]}${typed}${spaces[1]}`;
    });

describe('normalizeMailbox', () => {
  it('gives every spelling of one mailbox the same key', () => {
    fc.assert(
      fc.property(
        mailbox.chain((box) => fc.tuple(fc.constant(box), variant(box), variant(box))),
        ([box, a, b]) => {
          expect(normalizeMailbox(a)).toBe(normalizeMailbox(b));
          const domain = box.domain === 'googlemail.com' ? 'gmail.com' : box.domain;
          expect(normalizeMailbox(a)).toBe(`${box.local}@${domain}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps different mailboxes apart (dots count outside Gmail)', () => {
    fc.assert(
      fc.property(mailbox, mailbox, (x, y) => {
        const same = x.local === y.local && (x.domain === y.domain || (isGmail(x.domain) && isGmail(y.domain)));
        expect(normalizeMailbox(`${x.local}@${x.domain}`) === normalizeMailbox(`${y.local}@${y.domain}`)).toBe(same);
      }),
      { numRuns: 500 },
    );
    expect(normalizeMailbox('ann.smith@example.com')).not.toBe(normalizeMailbox('annsmith@example.com'));
  });

  it.each([
    [' Ann.Smith+promo@GoogleMail.com ', 'annsmith@gmail.com'],
    ['name+x@shop.ca', 'name@shop.ca'],
    ['Name@Shop.CA', 'name@shop.ca'],
    ['+only@shop.ca', '+only@shop.ca'],
    ['not-an-address', 'not-an-address'],
  ])('reads %j as %j', (typed, key) => {
    expect(normalizeMailbox(typed)).toBe(key);
  });
});

const isGmail = (domain: string) => domain === 'gmail.com' || domain === 'googlemail.com';
