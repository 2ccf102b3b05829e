import { ensureImageSets } from '../../features/images';
import type { RouterContext } from '../../router-context';
import { hoverPhoto } from '../Gallery/item-images';
import { type PaintingTab, paintingsQuery } from './paintings-query';

/**
 * A route loader's part for a page of paintings (a gallery tab's, the archive's): the page, then the image sets of
 * what its cards draw (`PaintingCard`: the preview, else the image), before the page renders.
 */
export async function loadPaintingsPage(
  { queryClient, trpc, trpcClient }: Pick<RouterContext, 'queryClient' | 'trpc' | 'trpcClient'>,
  list: PaintingTab | 'archive',
  page: number | undefined,
): Promise<void> {
  const loaded = await queryClient.ensureQueryData(paintingsQuery(trpc, list, page)).catch(() => undefined);
  const pictures =
    loaded?.items.flatMap((painting) => [painting.preview_image_url || painting.image_url, hoverPhoto(painting)]) ?? [];
  await ensureImageSets(queryClient, trpcClient, pictures);
}
