import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Hero } from '../components/Hero/Hero';
import { HighlightedText } from '../components/HighlightedText/HighlightedText';
import { FeaturedCollection } from '../components/Home/FeaturedCollection';
import classes from '../components/Home/Home.module.css';
import { NewArrivals } from '../components/Home/NewArrivals';
import { ShopByCategory } from '../components/Home/ShopByCategory';
import { Newsletter } from '../components/Newsletter/Newsletter';
import { ButtonLink } from '../components/RouterLinks';
import { settingsQueryOptions, useSettings } from '../features/settings';
import { homePage, routeHead } from '../head';
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
    return {
      page: homePage({
        shopName: settings.shopName,
        description: settings.heroSubtitle,
        logo: settings.logoType === 'image' ? settings.logoImage || null : null,
      }),
    };
  },
  head: routeHead,
  component: HomeScreen,
});

/** Five sections, each unless its setting is off; with all five off, the shop name and Shop Now. */
function HomeScreen() {
  const settings = useSettings();
  const { showHero, showNewArrivals, showFeaturedCollection, showCategories, showNewsletter } = settings;
  if (!showHero && !showNewArrivals && !showFeaturedCollection && !showCategories && !showNewsletter) {
    return (
      <div className={classes.fallback}>
        <Title order={1} className={classes.featuredTitle}>
          <HighlightedText text={settings.shopName} />
        </Title>
        <ButtonLink to="/category/$category" params={{ category: 'all' }} size="lg" radius={0} className={classes.cta}>
          Shop Now
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      {showHero && <Hero />}
      {showNewArrivals && <NewArrivals />}
      {showFeaturedCollection && <FeaturedCollection />}
      {showCategories && <ShopByCategory />}
      {showNewsletter && <Newsletter />}
    </>
  );
}
