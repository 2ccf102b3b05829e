import { sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type {
  GroupCandidatesInput,
  GroupInput,
  GroupItem,
  GroupItemKind,
  GroupKind,
  SetGroupItemsInput,
} from '../../../shared/schemas/group-items.js';
import { containsText } from '../../db/contains-text.js';
import { lockKeys, lockRows, type Reader, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow } from '../../deps.js';

/**
 * Issue 39, item 4: what a category or a collection holds, chosen and ordered by the owner (the admin's picker).
 * An item points at its group (`category_id` / `collection_id`) and keeps its place there (`category_position` /
 * `collection_position`, migration 2026-11-30T12-00: 0 first; null: not placed, after the placed ones, newest
 * first, as an item given its group by its own form is). The group's storefront page lists them in that order by
 * default (`ownerOrder`, `facets.ts`).
 */

const TABLES: Record<GroupItemKind, { table: 'product' | 'painting'; name: 'name' | 'title' }> = {
  product: { table: 'product', name: 'name' },
  painting: { table: 'painting', name: 'title' },
};
const columnsOf = (group: GroupKind) =>
  group === 'category'
    ? ({ id: 'category_id', position: 'category_position' } as const)
    : ({ id: 'collection_id', position: 'collection_position' } as const);

interface Row {
  id: number;
  name: string;
  image: string | null;
  group_id: number | null;
  position: number | null;
  created_at: string;
}

/** Live items of one kind, with the group of `group`'s kind they are in and their place there. */
function itemRows(db: Reader, kind: GroupItemKind, group: GroupKind) {
  const { id, position } = columnsOf(group);
  const image = kind === 'painting' ? sql<string | null>`coalesce(p.preview_image_url, p.image_url)` : sql`p.image_url`;
  return db
    .selectFrom(`${TABLES[kind].table} as p` as 'product as p')
    .select([
      'p.id',
      sql<string>`${sql.ref(`p.${TABLES[kind].name}`)}`.as('name'),
      image.as('image'),
      sql<number | null>`${sql.ref(`p.${id}`)}`.as('group_id'),
      sql<number | null>`${sql.ref(`p.${position}`)}`.as('position'),
      'p.created_at',
    ])
    .where('p.deleted_at', 'is', null);
}

/** The names of the groups of one kind, by id. */
async function groupNames(db: Reader, group: GroupKind): Promise<Map<number, string>> {
  const rows = await db.selectFrom(group).select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

const toItem = (kind: GroupItemKind, names: Map<number, string>) => (row: Row) => ({
  kind,
  id: row.id,
  name: row.name,
  imageUrl: row.image,
  inGroup: row.group_id === null ? null : (names.get(row.group_id) ?? null),
});

/** The owner's order: placed items by place, then the others newest first (then by id, so it is stable). */
function byPlace(a: Row & { kind: GroupItemKind }, b: Row & { kind: GroupItemKind }): number {
  const [pa, pb] = [a.position ?? Number.POSITIVE_INFINITY, b.position ?? Number.POSITIVE_INFINITY];
  if (pa !== pb) return pa < pb ? -1 : 1;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.kind === b.kind ? b.id - a.id : a.kind === 'product' ? -1 : 1;
}

/** The live items a category or collection holds, in the owner's order; an unknown group is not found. */
export async function groupItems(db: Reader, input: GroupInput): Promise<GroupItem[]> {
  const names = await groupNames(db, input.group);
  if (!names.has(input.id)) throw new AppError('NOT_FOUND', `That ${input.group} does not exist`);
  const { id } = columnsOf(input.group);
  const rows = await Promise.all(
    (['product', 'painting'] as const).map(async (kind) =>
      (
        await itemRows(db, kind, input.group)
          .where(sql.ref(`p.${id}`), '=', input.id)
          .execute()
      ).map((row) => ({
        ...(row as Row),
        kind,
      })),
    ),
  );
  return rows
    .flat()
    .sort(byPlace)
    .map((row) => toItem(row.kind, names)(row));
}

/** The picker's search: live products and paintings whose name holds `q`, of one kind or both, by name. */
export async function groupCandidates(db: Reader, input: GroupCandidatesInput): Promise<GroupItem[]> {
  const names = await groupNames(db, input.group);
  const kinds = input.kind ? [input.kind] : (['product', 'painting'] as const);
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const nameColumn = `p.${TABLES[kind].name}`;
      const rows = await itemRows(db, kind, input.group)
        .$if(input.q !== '', (q) => q.where(containsText(nameColumn, input.q)))
        .orderBy(sql`lower(${sql.ref(nameColumn)})`)
        .orderBy('p.id')
        .limit(input.limit)
        .execute();
      return (rows as Row[]).map(toItem(kind, names));
    }),
  );
  return found
    .flat()
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id)
    .slice(0, input.limit);
}

/**
 * Sets what a category or collection holds and in which order, in one flow: the items named are put in it at
 * their places (each leaving the group of that kind it was in), the live ones it held and are not named leave it
 * (no category, or no collection). Refused whole, nothing written, when the group or an item named does not exist
 * (or is deleted). The product and painting rows are written, so the catalogue's version moves with them (its
 * triggers) and every cache and page sees the new order.
 */
export async function setGroupItems(deps: FlowDeps<'clock'>, input: SetGroupItemsInput): Promise<GroupItem[]> {
  const { id, position } = columnsOf(input.group);
  const named = (kind: GroupItemKind) => input.items.filter((item) => item.kind === kind).map((item) => item.id);
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'group', [`${input.group}:${input.id}`]);
    const group = await tx.db.selectFrom(input.group).select('id').where('id', '=', input.id).executeTakeFirst();
    if (!group) throw new AppError('NOT_FOUND', `That ${input.group} does not exist`);
    const now = isoNow(deps.clock);
    for (const kind of ['product', 'painting'] as const) {
      const { table } = TABLES[kind];
      const ids = named(kind);
      const members = await tx.db
        .selectFrom(table)
        .select('id')
        .where(sql.ref(id), '=', input.id)
        .where('deleted_at', 'is', null)
        .execute();
      await lockRows(tx, table, [...ids, ...members.map((m) => m.id)]);
      if (ids.length) {
        const live = await tx.db
          .selectFrom(table)
          .select('id')
          .where('id', 'in', ids)
          .where('deleted_at', 'is', null)
          .execute();
        const missing = ids.filter((wanted) => !live.some((row) => row.id === wanted));
        if (missing.length) throw new AppError('NOT_FOUND', `No ${kind} with id ${missing.join(', ')}`);
      }
      await tx.db
        .updateTable(table)
        .set({ [id]: null, [position]: null, updated_at: now })
        .where(sql.ref(id), '=', input.id)
        .where('deleted_at', 'is', null)
        .$if(ids.length > 0, (q) => q.where('id', 'not in', ids))
        .execute();
    }
    for (const [place, item] of input.items.entries()) {
      await tx.db
        .updateTable(TABLES[item.kind].table)
        .set({ [id]: input.id, [position]: place, updated_at: now })
        .where('id', '=', item.id)
        .execute();
    }
  });
  return groupItems(deps.db, input);
}
