import { Container, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { numericId } from '../../route-params';
import { CenteredLoader } from '../CenteredLoader';
import { paintingQuery } from '../Paintings/paintings-query';
import { ReviewsSection } from '../Reviews/ReviewsSection';
import { ButtonLink } from '../RouterLinks';
import { PaintingDetail } from './PaintingDetail';

/** The painting page: polled every 5 seconds so a sale elsewhere shows at once. */
export function PaintingScreen({ id: rawId }: { id: string }) {
  const id = numericId(rawId);
  const query = useQuery(paintingQuery(id ?? 0, id !== null));
  if (id !== null && query.isPending) return <CenteredLoader />;
  if (!query.data) return <PaintingNotFound />;
  return (
    <>
      <PaintingDetail painting={query.data} refresh={async () => (await query.refetch()).data} />
      {!query.data.is_original && <ReviewsSection itemType="painting" id={query.data.id} />}
    </>
  );
}

/** What /paintings/{id} shows when there is no such painting. */
export function PaintingNotFound() {
  return (
    <Container size="sm" py={96} ta="center">
      <IconPhotoOff size={48} stroke={1.2} aria-hidden />
      <Title order={1} mt="md">
        Painting not found
      </Title>
      <Text c="dimmed" mt="sm">
        The painting you're looking for might have been moved or no longer exists.
      </Text>
      <ButtonLink to="/paintings" radius={0} mt="xl">
        Back to Paintings
      </ButtonLink>
    </Container>
  );
}
