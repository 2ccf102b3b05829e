import { DEFAULT_COLLECTION_DESCRIPTION, DEFAULT_COLLECTION_TITLE } from '@shared/featured-collection-defaults';
import type { PublicSettings } from '@shared/settings';

const DEFAULTS = { collectionTitle: DEFAULT_COLLECTION_TITLE, collectionDescription: DEFAULT_COLLECTION_DESCRIPTION };

type OverrideKey = 'categoryImage' | 'collectionImage' | 'collectionTitle' | 'collectionDescription';

/** A per-item setting such as `categoryImage_3` when the admin set it, else null. */
export function itemOverride(settings: PublicSettings, key: OverrideKey, id: number): string | null {
  const value = settings[`${key}_${id}`];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A text setting when the admin filled it in, else the fallback. */
export function filled(value: string | null | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value : fallback;
}

/** The URL segment for a collection: its name lowercased, spaces as dashes (the server accepts either spelling). */
export function collectionSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * A text setting that overrides an item's own text (the home block's `collectionTitle`): the
 * owner's text when they typed one, else the item's own. The registry keeps the spec's demo
 * default ('The Vintage Collection'), so a value equal to that default, or empty, is no override.
 */
export function ownText(
  settings: PublicSettings,
  key: 'collectionTitle' | 'collectionDescription',
  own: string,
): string {
  const value = settings[key];
  return value === DEFAULTS[key] ? own : filled(value, own);
}
