import type { GroupItem } from '@shared/schemas/group-items';

/** An item's key in a group's list: its kind and id (a product and a painting may share an id). */
export const itemKey = (item: Pick<GroupItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** What the picker calls each kind. */
export const KIND_LABELS: Record<GroupItem['kind'], string> = { product: 'Product', painting: 'Painting' };
