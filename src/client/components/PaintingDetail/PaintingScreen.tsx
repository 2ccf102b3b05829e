import { IconPhotoOff } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useT } from '../../i18n/hooks';
import paintingMessages from '../../i18n/messages/painting.en.json';
import { useTRPC } from '../../trpc';
import { paintingQuery } from '../Paintings/paintings-query';
import { Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ReviewsSection } from '../Reviews/ReviewsSection';
import { ButtonLink } from '../RouterLinks';
import { PaintingDetail } from './PaintingDetail';

/**
 * The painting page: polled every 5 seconds so a sale elsewhere shows at once. Its route's loader has the
 * painting in the cache before this renders (or answers 404), so it reads it with `useSuspenseQuery`.
 */
export function PaintingScreen({ id, size }: { id: number; size?: ComponentProps<typeof PaintingDetail>['size'] }) {
  const query = useSuspenseQuery(paintingQuery(useTRPC(), id));
  return (
    <>
      <PaintingDetail painting={query.data} refresh={async () => (await query.refetch()).data} size={size} />
      {!query.data.is_original && <ReviewsSection itemType="painting" id={query.data.id} />}
    </>
  );
}

/** What /paintings/{id} shows when there is no such painting. */
export function PaintingNotFound() {
  const t = useT(paintingMessages);
  return (
    <Container size="sm" py={96} ta="center">
      <IconPhotoOff size={48} stroke={1.2} aria-hidden />
      <Title order={1} mt="md">
        {t('painting.notFound')}
      </Title>
      <Text c="dimmed" mt="sm">
        {t('painting.notFoundText')}
      </Text>
      <ButtonLink to="/paintings" radius={0} mt="xl">
        {t('painting.backToPaintings')}
      </ButtonLink>
    </Container>
  );
}
