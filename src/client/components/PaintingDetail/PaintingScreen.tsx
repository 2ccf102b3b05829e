import { IconPhotoOff } from '@tabler/icons-react';
import { useT } from '../../i18n/hooks';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import { Island } from '../../islands/Island';
import { Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ReviewsSection } from '../Reviews/ReviewsSection';
import { ButtonLink } from '../RouterLinks';
import { PaintingDetail } from './PaintingDetail';
import { usePainting } from './PaintingParts';

/**
 * The painting page: polled every 5 seconds so a sale elsewhere shows at once. Its route's loader has the
 * painting in the cache before this renders (or answers 404). A print's reviews are an island (issue 45), as the
 * painting's own parts are (`PaintingDetail`).
 */
export function PaintingScreen({ id }: { id: number }) {
  const { painting } = usePainting(id);
  return (
    <>
      <PaintingDetail key={id} painting={painting} />
      {!painting.is_original && (
        <Island name="reviews">
          <ReviewsSection itemType="painting" id={id} />
        </Island>
      )}
    </>
  );
}

/** What /paintings/{id} shows when there is no such painting. */
export function PaintingNotFound() {
  const t = useT(paintingPageMessages);
  return (
    <Container size="sm" py={96} ta="center">
      <IconPhotoOff size={48} stroke={1.2} aria-hidden />
      <Title order={1} mt="md">
        {t('paintingPage.notFound')}
      </Title>
      <Text c="dimmed" mt="sm">
        {t('paintingPage.notFoundText')}
      </Text>
      <ButtonLink to="/paintings" radius={0} mt="xl">
        {t('paintingPage.backToPaintings')}
      </ButtonLink>
    </Container>
  );
}
