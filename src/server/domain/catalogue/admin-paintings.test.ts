import { describe, expect, it } from 'vitest';
import { paintingInput } from '../../../shared/schemas/admin-catalogue.js';
import type { Db } from '../../db/index.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, T0 } from '../../testing/shoppers.js';
import type { Actor } from '../accounts/accounts.js';
import { OPEN_EDITION_RUN } from '../stock/painting-stock.js';
import { createPainting, updatePainting } from './admin-paintings.js';
import { getPainting } from './paintings.js';

let db: Db;
let owner: Actor;
const clock = () => T0;

useTestDb({ clock }, (deps) => ({ db } = deps));

const print = { is_original: false, available_sizes: [{ width: 8, height: 10, unit: 'in', price: 45 }] };

async function add(fields: Record<string, unknown>) {
  owner = await addShopper(db, 'admin');
  return createPainting({ db, clock }, paintingInput.parse({ title: 'Salt Flats', price: 45, ...fields }), owner);
}

async function item(paintingId: number) {
  return db
    .selectFrom('inventory_item')
    .select(['quantity', 'low_stock_threshold'])
    .where('painting_id', '=', paintingId)
    .executeTakeFirstOrThrow();
}

describe('the stock the painting form gives', () => {
  // The form gave an open edition 10 units, the demo seed 25 (the print run): the print run is kept.
  it('starts an open-edition print given no number with the print run', async () => {
    const painting = await add(print);
    expect(await item(painting.id)).toMatchObject({ quantity: OPEN_EDITION_RUN });
    expect(painting).toMatchObject({ stock: OPEN_EDITION_RUN, in_stock: true });
  });

  it('starts a limited edition with the editions left, and a print with the number given', async () => {
    const edition = await add({ ...print, is_limited: true, limited_edition_count: 30, current_edition_number: 26 });
    expect(await item(edition.id)).toMatchObject({ quantity: 4, low_stock_threshold: 5 });
    const counted = await add({ ...print, stock: 7 });
    expect(await item(counted.id)).toMatchObject({ quantity: 7 });
  });

  // The form gave an original off sale its one unit (the seed none); an original's unit follows its switch.
  it('gives an original off sale no unit, and its one unit when it is switched on', async () => {
    const painting = await add({ in_stock: false });
    expect(await item(painting.id)).toMatchObject({ quantity: 0 });
    const on = await updatePainting({ db, clock }, { id: painting.id, in_stock: true }, owner);
    expect(await item(painting.id)).toMatchObject({ quantity: 1 });
    expect(on).toMatchObject({ in_stock: true, stock: 1 });
    await updatePainting({ db, clock }, { id: painting.id, in_stock: false }, owner);
    expect(await item(painting.id)).toMatchObject({ quantity: 0 });
  });

  // Taking a print off sale and back keeps the owner's count (only an original's one unit follows the switch).
  it("keeps a print's count when it is taken off sale and back", async () => {
    const painting = await add({ ...print, stock: 12 });
    await updatePainting({ db, clock }, { id: painting.id, in_stock: false }, owner);
    expect(await item(painting.id)).toMatchObject({ quantity: 12 });
    await updatePainting({ db, clock }, { id: painting.id, in_stock: true }, owner);
    expect(await item(painting.id)).toMatchObject({ quantity: 12 });
  });

  // The form gave a sold print given no number its default run (the seed none).
  it('gives a sold print given no number no units', async () => {
    const painting = await add({ ...print, is_sold: true, in_stock: false });
    expect(await item(painting.id)).toMatchObject({ quantity: 0 });
  });

  // The form gave an original the default low-stock threshold of 5 (the seed 0): its one unit is not "low".
  it('gives an original no low-stock threshold', async () => {
    const painting = await add({});
    expect(await item(painting.id)).toMatchObject({ quantity: 1, low_stock_threshold: 0 });
    expect((await getPainting({ db, clock }, painting.id)).stock).toBe(1);
  });
});

describe('the edition number the form gives', () => {
  // The row's own check refused it inside the write: the owner got a 500 and no word of why.
  it('is refused with 400 past the edition size, on creating and on editing, writing nothing', async () => {
    await expect(add({ limited_edition_count: 1, current_edition_number: 2 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The edition number cannot be above the edition size',
    });
    expect(await db.selectFrom('painting').select('id').execute()).toEqual([]);

    const edition = await add({ ...print, is_limited: true, limited_edition_count: 10, current_edition_number: 3 });
    const edit = { id: edition.id, current_edition_number: 11 };
    await expect(updatePainting({ db, clock }, edit, owner)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await getPainting({ db, clock }, edition.id, 'any')).toMatchObject({ current_edition_number: 3 });
  });
});
