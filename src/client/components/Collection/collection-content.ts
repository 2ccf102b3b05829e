import type { Collection } from '@shared/schemas/catalogue';
import type { PublicSettings } from '@shared/settings';
import { keepPreviousData } from '@tanstack/react-query';
import { filled, itemOverride } from '../../setting-overrides';
import type { Trpc } from '../../trpc';

/** A collection as shown: its per-collection settings (image, title, description) win over its own data. */
export function collectionContent(collection: Collection, settings: PublicSettings) {
  return {
    imageUrl: itemOverride(settings, 'collectionImage', collection.id) ?? collection.imageUrl,
    title: filled(itemOverride(settings, 'collectionTitle', collection.id), collection.name),
    description: filled(itemOverride(settings, 'collectionDescription', collection.id), collection.description),
  };
}

/** One page of a collection's products, paged by the server; the previous page stays while the next one loads. */
export function collectionPageQuery(trpc: Trpc, name: string, page: number | undefined) {
  return trpc.catalogue.collectionPage.queryOptions({ collection: name, page }, { placeholderData: keepPreviousData });
}
