import { z } from 'zod';
import { idParam } from './catalogue.js';

/**
 * Issue 39, item 4: what a category or a collection holds (products and paintings), chosen and ordered by the owner
 * in the admin's picker (`admin.groups.*`). A category and a collection each hold any number of items; an item is
 * in one category and one collection at most, so adding it to one takes it out of the other it was in.
 */
const GROUP_KINDS = ['category', 'collection'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
const GROUP_ITEM_KINDS = ['product', 'painting'] as const;
export type GroupItemKind = (typeof GROUP_ITEM_KINDS)[number];

/** The most items one category or collection may hold in the picker's one write. */
const MAX_GROUP_ITEMS = 1000;

const groupKind = z.enum(GROUP_KINDS, { message: 'Must be category or collection' });
const itemKind = z.enum(GROUP_ITEM_KINDS, { message: 'Must be product or painting' });

/** A category or a collection, by id. */
export const groupInput = z.object({ group: groupKind, id: idParam });
export type GroupInput = z.infer<typeof groupInput>;

/** One item a group holds, by kind and id. */
const groupItemRef = z.object({ kind: itemKind, id: idParam });

/** The items a group holds, in the owner's order (first shown first); the ones it held and are not named leave it. */
export const setGroupItemsInput = groupInput.extend({
  items: z
    .array(groupItemRef)
    .max(MAX_GROUP_ITEMS, `At most ${MAX_GROUP_ITEMS} items`)
    .refine(
      (items) => new Set(items.map((item) => `${item.kind}:${item.id}`)).size === items.length,
      'An item is listed twice',
    ),
});
export type SetGroupItemsInput = z.infer<typeof setGroupItemsInput>;

/** An item as the picker shows it: its kind, name, thumbnail and the category or collection it is in now. */
export const groupItemSchema = groupItemRef.extend({
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** The name of the group of this kind it is in now (null: none); in a group's own list, that group's. */
  inGroup: z.string().nullable(),
});
export type GroupItem = z.infer<typeof groupItemSchema>;

/** The picker's search: live products and paintings by name, of one kind or both, the first `limit` by name. */
export const groupCandidatesInput = z.object({
  group: groupKind,
  q: z.string().trim().max(100, 'The search is too long').default(''),
  kind: itemKind.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export type GroupCandidatesInput = z.infer<typeof groupCandidatesInput>;
