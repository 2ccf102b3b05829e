import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import homeMessages from '../../i18n/messages/home.en.json';
import { Island } from '../../islands/Island';
import { Hero } from '../Hero/Hero';
import { ShopNameText } from '../HighlightedText/HighlightedText';
import { Newsletter } from '../Newsletter/Newsletter';
import { Title } from '../Plain/Plain';
import { ButtonLink } from '../RouterLinks';
import { StaticPart } from '../StaticPart/StaticPart';
import { FeaturedCollection } from './FeaturedCollection';
import classes from './Home.module.css';
import { NewArrivals } from './NewArrivals';
import { ShopByCategory } from './ShopByCategory';

/**
 * Five sections, each unless its setting is off; with all five off, the shop name and Shop Now. The hero and the
 * category tiles are links and pictures: the server's HTML, never hydrated (`StaticPart`).
 */
export function HomeScreen() {
  const settings = useSettings();
  const t = useT(homeMessages);
  const { showHero, showNewArrivals, showFeaturedCollection, showCategories, showNewsletter } = settings;
  if (!showHero && !showNewArrivals && !showFeaturedCollection && !showCategories && !showNewsletter) {
    return (
      <div className={classes.fallback}>
        <Title order={1} className={classes.featuredTitle}>
          <ShopNameText />
        </Title>
        <ButtonLink to="/category/$category" params={{ category: 'all' }} size="lg" radius={0} className={classes.cta}>
          {t('home.shopNow')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      {showHero && (
        <StaticPart>
          <Hero />
        </StaticPart>
      )}
      {showNewArrivals && <NewArrivals />}
      {showFeaturedCollection && <FeaturedCollection />}
      {showCategories && <ShopByCategory />}
      {showNewsletter && (
        <Island name="newsletter">
          <Newsletter />
        </Island>
      )}
    </>
  );
}
