import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../components/Home/HomeScreen';
import { HERO_SIZES } from '../components/ShopImage/sizes';
import { imageSetsQueryOptions } from '../features/images';
import { settingsQueryOptions } from '../features/settings';
import { homePage, lcpPreload, routeHead } from '../head';
import { collectionSlug } from '../setting-overrides';

export const Route = createFileRoute('/')({
  /** Every section's data before the page renders (one that fails shows its own error or hides). */
  loader: async ({ context: { queryClient, trpc } }) => {
    const [settings] = await Promise.all([
      queryClient.ensureQueryData(settingsQueryOptions(trpc)).catch(() => __SETTING_DEFAULTS__),
      queryClient.ensureQueryData(trpc.catalogue.products.queryOptions({ filter: 'new-arrivals' })).catch(() => null),
      queryClient.ensureQueryData(trpc.catalogue.categories.queryOptions()).catch(() => null),
      queryClient
        .ensureQueryData(trpc.catalogue.featuredCollection.queryOptions())
        .then((featured) =>
          featured
            ? queryClient.ensureQueryData(
                trpc.catalogue.productsByCollection.queryOptions({ collection: collectionSlug(featured.name) }),
              )
            : null,
        )
        .catch(() => null),
    ]);
    const sets = queryClient.getQueryData(imageSetsQueryOptions(trpc).queryKey);
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
