import type { Painting } from '@shared/schemas/catalogue';
import { IconArrowRight } from '@tabler/icons-react';
import { use } from 'react';
import { usePrice } from '../../features/use-currency';
import { useLocale, useT } from '../../i18n/hooks';
import paintingMessages from '../../i18n/messages/painting.en.json';
import paintingCardMessages from '../../i18n/messages/painting-card.en.json';
import { Island } from '../../islands/Island';
import { Link } from '../../nav/nav';
import { hoverPhoto } from '../Gallery/item-images';
import { fromPrice, paintingStatus, RESERVED_NOTICE, sizeLabel } from '../PaintingDetail/painting-availability';
import { Text } from '../Plain/Plain';
import { CardReviewStars } from '../Reviews/CardReviewStars';
import { CardMedia, CardTitleLevel, ShopCard, stretchedLink } from '../ShopCard/ShopCard';
import classes from './PaintingCard.module.css';
import { PaintingCardActions } from './PaintingCardActions';

interface PaintingCardProps {
  painting: Painting;
  priority?: boolean;
  /** How wide the card is drawn (`gridSizes` of its grid). */
  sizes?: string;
}

/** A painting in the gallery grid: image, Original badge, Sold / Reserved / Out of Stock overlay, facts, price and View Details. */
export function PaintingCard({ painting, priority, sizes }: PaintingCardProps) {
  const t = useT(paintingMessages);
  const tc = useT(paintingCardMessages);
  const locale = useLocale();
  const { price } = usePrice();
  const titleLevel = use(CardTitleLevel);
  const status = paintingStatus(painting);
  const multipleSizes = !painting.is_original && painting.available_sizes.length > 1;
  const dimensions = sizeLabel(painting.dimensions, locale);
  return (
    <ShopCard className={classes.card} data-status={status}>
      <CardMedia
        src={painting.preview_image_url || painting.image_url}
        alt={painting.title}
        priority={priority}
        sizes={sizes}
        hoverSrc={hoverPhoto(painting)}
        badges={[
          { label: t('painting.original'), color: 'brand', when: painting.is_original },
          { label: tc('paintingCard.limited'), color: 'dark', when: painting.is_limited },
        ]}
      >
        {status !== 'available' && (
          <div className={classes.overlay}>
            <span className={classes.overlayText}>
              {status === 'sold'
                ? t('painting.sold')
                : status === 'reserved'
                  ? t('painting.reserved')
                  : tc('paintingCard.outOfStock')}
            </span>
            {status === 'reserved' && <span className={classes.overlayNote}>{t(RESERVED_NOTICE)}</span>}
          </div>
        )}
        <Island name="painting-actions">
          <PaintingCardActions id={painting.id} title={painting.title} />
        </Island>
      </CardMedia>
      <div className={classes.body}>
        <Text component={titleLevel} className={classes.title}>
          {painting.title}
        </Text>
        <CardReviewStars rating={painting.rating} />
        <Text size="sm" c="dimmed" mt={2}>
          {painting.medium}
        </Text>
        {dimensions && (
          <Text size="sm" c="dimmed">
            {dimensions}
          </Text>
        )}
        <div className={classes.footer}>
          <div className={classes.prices}>
            {multipleSizes ? (
              <>
                <Text className={classes.price}>
                  <span className={classes.from}>{tc('paintingCard.from')}</span>
                  {price(fromPrice(painting))}
                </Text>
                <Text size="xs" c="dimmed">
                  {tc('paintingCard.multipleSizes')}
                </Text>
              </>
            ) : (
              <Text className={classes.price}>{price(fromPrice(painting))}</Text>
            )}
          </div>
          <Link
            to="/paintings/$id"
            params={{ id: String(painting.id) }}
            className={`${stretchedLink} ${classes.link}`}
            aria-label={tc('paintingCard.viewDetailsOf', { title: painting.title })}
          >
            {tc('paintingCard.viewDetails')}
            <IconArrowRight size={14} aria-hidden />
          </Link>
        </div>
      </div>
    </ShopCard>
  );
}
