import { describe, expect, it } from 'vitest';
import {
  afterSale,
  editionsLeft,
  isInStock,
  isSoldOut,
  lowStockThreshold,
  OPEN_EDITION_RUN,
  openingStock,
  type PaintingSaleFacts,
  paintingKind,
  sellableUnits,
  shelfUnits,
} from './painting-stock.js';
import { type LineStock, planSale } from './sales.js';

const original = {
  is_original: 1,
  is_limited: 0,
  limited_edition_count: null,
  current_edition_number: 0,
  in_stock: 1,
  is_sold: 0,
  mark_sold_after_purchase: 1,
} satisfies PaintingSaleFacts;
const limited = {
  ...original,
  is_original: 0,
  is_limited: 1,
  limited_edition_count: 50,
  current_edition_number: 12,
  mark_sold_after_purchase: 0,
} satisfies PaintingSaleFacts;
const open = {
  ...limited,
  is_limited: 0,
  limited_edition_count: null,
  current_edition_number: 0,
} satisfies PaintingSaleFacts;

describe('an original', () => {
  it('is one unit while in stock, none once sold or off sale', () => {
    expect(paintingKind(original)).toBe('original');
    expect(openingStock(original)).toBe(1);
    expect(openingStock(original, 7)).toBe(1);
    expect(openingStock({ ...original, is_sold: 1, in_stock: 0 })).toBe(0);
    expect(openingStock({ ...original, in_stock: 0 })).toBe(0);
    expect(lowStockThreshold(original)).toBe(0);
  });

  it('sells at most one unit, whatever the shelf says, and is sold by its sale', () => {
    expect(editionsLeft(original)).toBe(Number.POSITIVE_INFINITY);
    expect(sellableUnits(original, 3)).toBe(1);
    expect(sellableUnits(original, 0)).toBe(0);
    expect(isInStock(original, 1)).toBe(true);
    expect(isInStock({ ...original, in_stock: false }, 1)).toBe(false);
    expect(isSoldOut({ ...original, is_sold: true })).toBe(true);
    expect(afterSale(original, 1)).toMatchObject({ is_sold: 1, in_stock: 0 });
  });
});

describe('a limited edition', () => {
  it('starts with the editions left and sells no more than them', () => {
    expect(paintingKind(limited)).toBe('limited');
    expect(editionsLeft(limited)).toBe(38);
    expect(openingStock(limited)).toBe(38);
    expect(openingStock(limited, 5)).toBe(5);
    expect(sellableUnits(limited, 100)).toBe(38);
    expect(sellableUnits(limited, 4)).toBe(4);
    expect(shelfUnits({ ...limited, in_stock: 0 }, 100)).toBe(38);
    expect(lowStockThreshold(limited)).toBe(5);
  });

  it('is sold out when its numbers are used up, whatever is on the shelf', () => {
    const used = { ...limited, current_edition_number: 50 };
    expect(editionsLeft(used)).toBe(0);
    expect(isSoldOut(used)).toBe(true);
    expect(isInStock(used, 10)).toBe(false);
    expect(openingStock(used)).toBe(0);
  });

  it('takes its next numbers on a sale and goes out of stock with the last one', () => {
    expect(afterSale(limited, 2)).toMatchObject({ current_edition_number: 14, in_stock: 1, is_sold: 0 });
    expect(afterSale({ ...limited, current_edition_number: 49 }, 1)).toMatchObject({
      current_edition_number: 50,
      in_stock: 0,
      is_sold: 0,
    });
  });
});

describe('an open edition', () => {
  it('starts with the print run, and only the shelf limits it', () => {
    expect(paintingKind(open)).toBe('open');
    expect(openingStock(open)).toBe(OPEN_EDITION_RUN);
    expect(openingStock(open, 3)).toBe(3);
    expect(sellableUnits(open, 500)).toBe(500);
    expect(sellableUnits(open, -2)).toBe(0);
    expect(isInStock(open, 0)).toBe(false);
    expect(afterSale(open, 3)).toBe(open);
    expect(afterSale({ ...open, mark_sold_after_purchase: 1 }, 1)).toMatchObject({ is_sold: 1, in_stock: 0 });
  });

  it('starts empty when it is sold or off sale and the owner gives no number', () => {
    expect(openingStock({ ...open, in_stock: 0 })).toBe(0);
    expect(openingStock({ ...open, is_sold: 1 })).toBe(0);
    expect(openingStock({ ...open, in_stock: 0 }, 4)).toBe(4);
    expect(sellableUnits({ ...open, in_stock: 0 }, 4)).toBe(0);
    expect(shelfUnits({ ...open, in_stock: 0 }, 4)).toBe(4);
  });
});

describe('the sale plan', () => {
  const line = { id: 1, item_type: 'painting' as const, product_id: null, painting_id: 9, name: 'Tidal Drift' };
  const stock = (quantity: number, painting: LineStock['painting']): LineStock[] => [
    { line: { ...line, quantity }, item: { id: 4, available: 2 }, holds: [], painting },
  ];

  // The cart never sold two units of an original; the sale used to take them when the shelf had two.
  it('refuses two units of one original even when the shelf holds two', () => {
    expect(planSale(stock(1, original))).toMatchObject({ sales: [{ inventoryItemId: 4 }] });
    expect(planSale(stock(2, original))).toEqual({
      refused: 'Tidal Drift was sold to someone else while the payment was pending',
    });
  });

  it('refuses more units than editions left, and a painting taken off sale', () => {
    expect(planSale(stock(2, { ...limited, current_edition_number: 49 }))).toHaveProperty('refused');
    expect(planSale(stock(1, { ...open, in_stock: 0 }))).toHaveProperty('refused');
    expect(planSale(stock(2, open))).toHaveProperty('sales');
  });
});
