import type { Painting } from '@shared/schemas/catalogue';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useT } from '../../i18n/hooks';
import paintingMessages from '../../i18n/messages/painting.en.json';
import { useTRPC } from '../../trpc';
import { Gallery } from '../Gallery/Gallery';
import { itemImages } from '../Gallery/item-images';
import { Group } from '../Plain/Plain';
import { Alert } from '../Plain/PlainAlert';
import { Badge } from '../Plain/PlainMarks';
import { useChoiceAddress } from '../ProductDetail/product-choice';
import { LazyUpcomingRelease } from '../Release/LazyUpcomingRelease';
import { editionBadge, editionOf } from './edition-badge';
import classes from './PaintingDetail.module.css';
import { PaintingPurchase } from './PaintingPurchase';
import { firstSize, paintingStatus, statusNotice } from './painting-availability';
import { paintingQuery } from './painting-query';
import { useAddPainting } from './use-add-painting';

/**
 * The parts of a painting's page a shopper works with or that a sale elsewhere changes, each an island of its own
 * (issue 45: `PaintingDetail` draws them in the page's static HTML). Each reads the painting by id, polled every 5
 * seconds (one poll for all of them, the query cache's), and the print size from the page's address.
 */
interface PaintingPartProps {
  id: number;
}

/** The painting of the page, and a read of it afresh (the add flow checks it is still for sale). */
export function usePainting(id: number): { painting: Painting; refresh: () => Promise<Painting | undefined> } {
  const { data, refetch } = useSuspenseQuery(paintingQuery(useTRPC(), id));
  return { painting: data, refresh: useCallback(async () => (await refetch()).data, [refetch]) };
}

/** The print size the page's address names, and where a new one goes. */
function usePrintSize(): { wanted?: string; choose: (size: string) => void } {
  const { wanted, put } = useChoiceAddress();
  const choose = useCallback((size: string) => put({ size }), [put]);
  return { wanted: wanted.size, choose };
}

/** Its photos, with its badges: an original's, and the chosen print size's edition. */
export function PaintingGallery({ id }: PaintingPartProps) {
  const t = useT(paintingMessages);
  const { painting } = usePainting(id);
  const edition = editionOf(painting, firstSize(painting, usePrintSize().wanted));
  const badge = edition ? editionBadge(edition) : null;
  return (
    <Gallery
      images={itemImages(painting)}
      name={painting.title}
      whole
      placeholderLabel={(reason) => t(reason === 'broken' ? 'painting.imageBroken' : 'painting.imageMissing')}
    >
      <Group gap={6} className={classes.badges}>
        {painting.is_original && (
          <Badge radius={0} color="brand">
            {t('painting.original')}
          </Badge>
        )}
        {badge && (
          <Badge radius={0} color="dark" tt="none" data-testid="edition-badge">
            {t(badge.message, badge.params)}
          </Badge>
        )}
      </Group>
    </Gallery>
  );
}

/** Sold, reserved or coming back: the notice of its state, nothing while it is for sale. */
export function PaintingNotice({ id }: PaintingPartProps) {
  const t = useT(paintingMessages);
  const notice = statusNotice(paintingStatus(usePainting(id).painting));
  if (!notice) return null;
  return (
    <Alert
      mt="lg"
      radius={0}
      color="gray"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t(notice.title)}
    >
      {t(notice.text)}
    </Alert>
  );
}

/** The print size, quantity and Add to Cart; a countdown instead before an announced release. */
export function PaintingBuy({ id }: PaintingPartProps) {
  const { painting, refresh } = usePainting(id);
  const add = useAddPainting(painting, refresh);
  const size = usePrintSize();
  return painting.upcoming && painting.publish_at ? (
    <LazyUpcomingRelease
      at={painting.publish_at}
      onReleased={() => void refresh()}
      notify={{ paintingId: painting.id }}
    />
  ) : (
    <PaintingPurchase key={painting.id} painting={painting} onAdd={add} wantedSize={size.wanted} onSize={size.choose} />
  );
}
