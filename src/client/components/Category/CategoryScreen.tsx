import { useT } from '../../i18n/hooks';
import categoryMessages from '../../i18n/messages/category.en.json';
import { Island } from '../../islands/Island';
import { PageHero } from '../PageHero/PageHero';
import { Container } from '../Plain/PlainLayout';
import { CategoryListing, useCategoryTitle } from './CategoryListing';

/**
 * A category (or a list such as /category/all): its banner, the server's HTML; then its list (`CategoryListing`), an
 * island (issue 45).
 */
export function CategoryScreen({ category }: { category: string }) {
  const t = useT(categoryMessages);
  return (
    <>
      <PageHero variant="banner" eyebrow={t('category.eyebrow')} title={useCategoryTitle(category)} size="xl" />
      <Container size="xl" pb={96}>
        <Island name="category-listing">
          <CategoryListing category={category} />
        </Island>
      </Container>
    </>
  );
}
