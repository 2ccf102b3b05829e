import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../features/settings';
import { useTRPC } from '../../trpc';
import { Center } from '../Plain/PlainLayout';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import { ButtonLink } from '../RouterLinks';
import { CardTitleLevel } from '../ShopCard/ShopCard';
import classes from './Home.module.css';
import { HomeSection } from './HomeSection';
import { OwnerInvite } from './OwnerInvite';
import { visibleCount } from './visible-count';

export function NewArrivals() {
  const trpc = useTRPC();
  const settings = useSettings();
  const perRow = settings.productsPerRow;
  const { data, isPending, isError } = useQuery(trpc.catalogue.products.queryOptions({ filter: 'new-arrivals' }));
  const products = data?.slice(0, visibleCount(data.length, perRow));
  if (products?.length === 0) {
    return <OwnerInvite what="New Arrivals" tab="products" action="Mark products as new" />;
  }
  return (
    <HomeSection
      id="new-arrivals-title"
      background={settings.newArrivalsBackgroundColor}
      title={settings.newArrivalsTitle}
      subtitle={settings.newArrivalsSubtitle}
    >
      {/* The cards' titles under the section's h2. */}
      <CardTitleLevel value="h3">
        <ProductGrid
          products={products}
          isPending={isPending}
          isError={isError}
          cols={{ base: 2, md: perRow }}
          skeletons={4}
        />
      </CardTitleLevel>
      <Center mt={56}>
        <ButtonLink
          to="/category/$category"
          params={{ category: 'all' }}
          variant="outline"
          color="brand"
          size="md"
          radius={0}
          className={classes.cta}
        >
          {settings.viewAllButtonText}
        </ButtonLink>
      </Center>
    </HomeSection>
  );
}
