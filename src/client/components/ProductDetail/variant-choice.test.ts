import { describe, expect, it } from 'vitest';
import { variantsOf } from '../../test-utils';
import {
  choiceFacts,
  initialChoice,
  parseChoiceSearch,
  sizeSoldOutIn,
  soldOutColors,
  soldOutSizes,
  withColor,
} from './variant-choice';

const lists = { sizes: ['S', 'M', 'L'], colors: ['black', 'white'], price: 40 };
/** No M in white, no black at all but one L; L / white costs $44. */
const tee = {
  ...lists,
  stock: 5,
  stockPerVariant: true,
  variants: variantsOf(lists, { 'L/black': 1, 'S/white': 2, 'L/white': 2 }, { 'L/white': 44 }),
};

describe('the variant choice', () => {
  it('keeps the size and colour a link asks for, in any case, and ignores what the product does not offer', () => {
    expect(initialChoice(tee, parseChoiceSearch({ size: 'm', color: 'White' }))).toEqual({ size: 'M', color: 'white' });
    expect(initialChoice(tee, parseChoiceSearch({ size: 'XXL', color: 'purple' }))).toEqual({
      size: 'L',
      color: 'black',
    });
    expect(parseChoiceSearch({ size: 10, color: ['black'] })).toEqual({ size: '10', color: undefined });
    expect(parseChoiceSearch({ size: 'x'.repeat(51) })).toEqual({ size: undefined, color: undefined });
  });

  it('crosses out sizes per colour, and follows the variant in stock and price', () => {
    expect([...soldOutSizes(tee, 'black')]).toEqual(['S', 'M']);
    expect([...soldOutSizes(tee, 'white')]).toEqual(['M']);
    expect([...soldOutColors(tee)]).toEqual([]);
    expect(choiceFacts(tee, { size: 'L', color: 'white' })).toEqual({ stock: 2, price: 44 });
    expect(choiceFacts(tee, { size: 'M', color: 'white' })).toEqual({ stock: 0, price: 40 });
    // No size chosen yet: what is left in that colour.
    expect(choiceFacts(tee, { size: '', color: 'white' })).toEqual({ stock: 4, price: 40 });
  });

  it('keeps the chosen size when a colour has none of it left, and says so (issue 44.6)', () => {
    expect(withColor(tee, { size: 'M', color: 'black' }, 'white')).toEqual({ size: 'M', color: 'white' });
    expect(sizeSoldOutIn(tee, { size: 'M', color: 'white' })).toBe(true);
    expect(sizeSoldOutIn(tee, { size: 'L', color: 'white' })).toBe(false);
    // Nothing chosen yet: the first size left in that colour.
    expect(withColor(tee, { size: '', color: '' }, 'white')).toEqual({ size: 'S', color: 'white' });
    expect(sizeSoldOutIn(tee, { size: '', color: 'white' })).toBe(false);
  });

  it('shared stock: every variant answers the one number; nothing is crossed out until it is 0', () => {
    const shared = { ...tee, stockPerVariant: false, variants: variantsOf(lists, 5) };
    expect(soldOutSizes(shared, 'black').size).toBe(0);
    expect(choiceFacts(shared, { size: '', color: 'black' }).stock).toBe(5);
    const none = { ...shared, stock: 0, variants: variantsOf(lists, 0) };
    expect([...soldOutSizes(none, 'black')]).toEqual(['S', 'M', 'L']);
  });
});
