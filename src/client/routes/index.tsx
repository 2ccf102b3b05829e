import { createFileRoute } from '@tanstack/react-router';
import { hoverPhoto } from '../components/Gallery/item-images';
import { anyPaintingInput } from '../components/Hero/any-painting';
import { HomeScreen } from '../components/Home/HomeScreen';
import { visibleCount } from '../components/Home/visible-count';
import { HERO_SIZES } from '../components/ShopImage/sizes';
import { ensureImageSets, knownImageSets } from '../features/images';
import { BUILT_IN_SETTINGS, settingsQueryOptions } from '../features/settings';
import { homePage, lcpPreload, routeHead } from '../head';
import { collectionSlug } from '../setting-overrides';

export const Route = createFileRoute('/')({
  /** Every section's data before the page renders (one that fails shows its own error or hides). */
  loader: async ({ context: { queryClient, trpc, trpcClient } }) => {
    const [settings, , arrivals, categories, featured] = await Promise.all([
      queryClient.ensureQueryData(settingsQueryOptions(trpc)).catch(() => BUILT_IN_SETTINGS),
      queryClient.ensureQueryData(trpc.catalogue.paintingPage.queryOptions(anyPaintingInput)).catch(() => null),
      queryClient.ensureQueryData(trpc.catalogue.products.queryOptions({ filter: 'new-arrivals' })).catch(() => null),
      queryClient.ensureQueryData(trpc.catalogue.categories.queryOptions()).catch(() => null),
      queryClient
        .ensureQueryData(trpc.catalogue.featuredCollection.queryOptions())
        .then(async (collection) =>
          collection
            ? {
                collection,
                products: await queryClient.ensureQueryData(
                  trpc.catalogue.productsByCollection.queryOptions({ collection: collectionSlug(collection.name) }),
                ),
              }
            : null,
        )
        .catch(() => null),
    ]);
    // The sets of the pictures the sections draw (the settings' overrides come with the root's; the hero is named
    // here too, for its preload below, as the root's loader runs beside this one).
    await ensureImageSets(queryClient, trpcClient, [
      settings.heroImage,
      ...(arrivals ?? [])
        .slice(0, visibleCount(arrivals?.length ?? 0, settings.productsPerRow))
        .flatMap((p) => [p.imageUrl, hoverPhoto(p)]),
      ...(categories ?? []).map((category) => category.imageUrl),
      featured?.collection.imageUrl,
      ...(featured?.products ?? [])
        .map((p) => p.imageUrl)
        .filter(Boolean)
        .slice(0, 2),
    ]);
    const sets = knownImageSets(queryClient);
    return {
      page: {
        ...homePage({
          shopName: settings.shopName,
          description: settings.heroSubtitle,
          logo: settings.logoType === 'image' ? settings.logoImage || null : null,
        }),
        preload: settings.showHero ? lcpPreload(sets, settings.heroImage, HERO_SIZES) : undefined,
      },
    };
  },
  head: routeHead,
  component: HomeScreen,
});
