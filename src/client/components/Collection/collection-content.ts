import type { Collection } from '@shared/schemas/catalogue';
import type { PublicSettings } from '@shared/settings';
import { filled, itemOverride } from '../../setting-overrides';

/** A collection as shown: its per-collection settings (image, title, description) win over its own data. */
export function collectionContent(collection: Collection, settings: PublicSettings) {
  return {
    imageUrl: itemOverride(settings, 'collectionImage', collection.id) ?? collection.imageUrl,
    title: filled(itemOverride(settings, 'collectionTitle', collection.id), collection.name),
    description: filled(itemOverride(settings, 'collectionDescription', collection.id), collection.description),
  };
}
