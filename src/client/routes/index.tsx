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
import { useSettings } from '../features/settings';

export const Route = createFileRoute('/')({
  /** Start the section queries at once; the sections show skeletons instead of holding the page back. */
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.catalogue.products.queryOptions({ filter: 'new-arrivals' }));
    void queryClient.prefetchQuery(trpc.catalogue.featuredCollection.queryOptions());
    void queryClient.prefetchQuery(trpc.catalogue.categories.queryOptions());
  },
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
