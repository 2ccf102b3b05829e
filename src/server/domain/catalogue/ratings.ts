import type { ItemType } from '../../../shared/schemas/cart.js';
import type { Reader } from '../../db/flow.js';

/**
 * The published reviews' average and count per item of one kind, as one
 * aggregate a catalogue list joins (`rv`): the cards' stars cost no query of their own.
 */
export function ratingsOf(db: Reader, itemType: ItemType) {
  return db
    .selectFrom('review')
    .select((eb) => [
      'item_id',
      eb.fn.avg<number>('rating').as('rating_average'),
      eb.fn.countAll<number>().as('rating_count'),
    ])
    .where('item_type', '=', itemType)
    .where('status', '=', 'published')
    .groupBy('item_id')
    .as('rv');
}
