import type { Category } from '@shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import homeMessages from '../../i18n/messages/home.en.json';
import { Link } from '../../nav/nav';
import { itemOverride } from '../../setting-overrides';
import { useTRPC } from '../../trpc';
import { LoadError } from '../LoadError';
import { SimpleGrid, Skeleton } from '../Plain/PlainLayout';
import { ShopImage } from '../ShopImage/ShopImage';
import { gridSizes } from '../ShopImage/sizes';
import { StaticPart } from '../StaticPart/StaticPart';
import classes from './Home.module.css';
import { HomeSection } from './HomeSection';
import { OwnerInvite } from './OwnerInvite';

const COLS = { base: 2, md: 4 };

/** Category tiles: image (or its `categoryImage_{id}` override), name and product count, linking to the category. */
export function ShopByCategory() {
  const trpc = useTRPC();
  const settings = useSettings();
  const t = useT(homeMessages);
  const { data: categories, isPending, isError } = useQuery(trpc.catalogue.categories.queryOptions());
  if (categories?.length === 0) {
    return <OwnerInvite what="Shop by Category" tab="categories" action="Add a category" />;
  }
  // Drawn by the server with its tiles, the section is never hydrated; drawn loading or failed, the browser takes it
  // over (its query goes on).
  return (
    <StaticPart unless={isPending || isError}>
      <HomeSection
        id="categories-title"
        background={settings.categoriesBackgroundColor}
        title={settings.categoriesTitle}
        subtitle={settings.categoriesSubtitle}
      >
        {isError ? (
          <LoadError py={0}>{t('home.categoriesError')}</LoadError>
        ) : isPending ? (
          <SimpleGrid cols={COLS} spacing="lg" aria-busy="true" aria-label={t('home.loadingCategories')}>
            {['a', 'b', 'c', 'd'].map((key) => (
              <Skeleton key={key} className={classes.tileSkeleton} radius={0} />
            ))}
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={COLS} spacing="lg">
            {categories.map((category) => (
              <CategoryTile key={category.id} category={category} />
            ))}
          </SimpleGrid>
        )}
      </HomeSection>
    </StaticPart>
  );
}

/** One category's tile: its picture under a shade, its name and how many products it holds. */
function CategoryTile({ category }: { category: Category }) {
  const settings = useSettings();
  const t = useT(homeMessages);
  return (
    <Link to="/category/$category" params={{ category: category.slug }} className={classes.tile}>
      <ShopImage
        src={itemOverride(settings, 'categoryImage', category.id) ?? category.imageUrl}
        alt={category.name}
        width={800}
        height={800}
        sizes={gridSizes(COLS)}
        className={classes.tileImage}
      />
      <span className={classes.tileShade} aria-hidden />
      <span className={classes.tileText}>
        <span className={classes.tileName}>{category.name}</span>
        <span className={classes.tileCount}>{t('home.productCount', { count: category.product_count ?? 0 })}</span>
      </span>
    </Link>
  );
}
