import '@mantine/core/styles/Table.layer.css';
import { Alert, Badge, Container, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { Painting } from '@shared/schemas/catalogue';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCart } from '../../features/cart';
import { notifyError } from '../../features/notify';
import { AnchorLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import { DETAIL_IMAGE } from '../ShopImage/sizes';
import classes from './PaintingDetail.module.css';
import { PaintingPurchase, type PurchaseChoice } from './PaintingPurchase';
import { canBeAdded, paintingStatus, sizeLabel, sizeText } from './painting-availability';

interface PaintingDetailProps {
  painting: Painting;
  /** Reads the painting afresh from the server (the add flow checks it is still for sale). */
  refresh: () => Promise<Painting | undefined>;
}

const SOLD_OUT_MESSAGE = 'This painting is sold out and cannot be added to the cart';

/** The painting page's content: image with badges, facts, notices, description, tags and the purchase block. */
export function PaintingDetail({ painting, refresh }: PaintingDetailProps) {
  const cart = useCart();
  const status = paintingStatus(painting);
  const dimensions = sizeLabel(painting.dimensions);

  /** Refresh first; a painting sold meanwhile is refused with the spec's toast instead of being added. */
  const add = async ({ size, quantity }: PurchaseChoice) => {
    const fresh = (await refresh().catch(() => undefined)) ?? painting;
    if (!canBeAdded(fresh)) {
      notifyError(SOLD_OUT_MESSAGE, 'Failed to add to cart');
      return;
    }
    await cart.add({
      productId: fresh.id,
      quantity,
      size: size ?? sizeText(fresh.dimensions),
      color: '',
      item_type: 'painting',
    });
  };

  const facts = [
    { label: 'Year', value: painting.year ? String(painting.year) : null },
    { label: 'Medium', value: painting.medium || null },
    { label: 'Dimensions', value: dimensions || null },
    { label: 'Type', value: painting.is_original ? 'Original Artwork' : 'Art Print' },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);

  return (
    <Container size="xl" py={{ base: 32, md: 64 }}>
      <AnchorLink to="/paintings" size="sm" className={classes.back}>
        ← Back to Paintings
      </AnchorLink>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 72 }} mt="lg">
        <div className={classes.media}>
          <div className={classes.frame}>
            <ShopImage
              src={painting.image_url || painting.preview_image_url}
              alt={painting.title}
              {...DETAIL_IMAGE}
              priority
              placeholderLabel={(reason) => (reason === 'broken' ? 'Image could not be loaded' : 'Image not available')}
            />
            <Group gap={6} className={classes.badges}>
              {painting.is_original && (
                <Badge radius={0} color="brand">
                  Original
                </Badge>
              )}
              {painting.is_limited && painting.limited_edition_count !== null && (
                <Badge radius={0} color="dark">
                  Limited Edition {painting.current_edition_number}/{painting.limited_edition_count}
                </Badge>
              )}
            </Group>
          </div>
        </div>
        <div>
          <Title order={1} className={classes.title}>
            {painting.title}
          </Title>
          <Text className={classes.artist} mt={6}>
            by {painting.artist_name}
          </Text>
          <Table withRowBorders={false} verticalSpacing={4} mt="lg" className={classes.facts}>
            <Table.Tbody>
              {facts.map((fact) => (
                <Table.Tr key={fact.label}>
                  <Table.Th className={classes.factLabel}>{fact.label}</Table.Th>
                  <Table.Td>{fact.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {status !== 'available' && (
            <Alert
              mt="lg"
              radius={0}
              color="gray"
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden />}
              title={status === 'sold' ? 'This painting has been sold' : 'This painting is sold out'}
            >
              {status === 'sold'
                ? 'It stays here as part of the archive of the artist’s work.'
                : 'It is not available at the moment. Check back soon.'}
            </Alert>
          )}
          <Text mt="lg" className={classes.description}>
            {painting.description}
          </Text>
          {painting.tags.length > 0 && (
            <Group gap={6} mt="md" aria-label="Tags">
              {painting.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" radius={0} tt="none">
                  #{tag}
                </Badge>
              ))}
            </Group>
          )}
          <PaintingPurchase key={painting.id} painting={painting} onAdd={add} />
        </div>
      </SimpleGrid>
    </Container>
  );
}
