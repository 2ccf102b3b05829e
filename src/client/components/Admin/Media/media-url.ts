import type { MediaItem } from '../../../features/admin/types';

/** The smallest stored size that is still sharp in a grid tile, else the web-sized original. */
export function thumbnailUrl(item: MediaItem): string {
  return item.variants.find((variant) => variant.width >= 400)?.url ?? item.url;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
