import type { Product } from '@shared/schemas/catalogue';
import { use } from 'react';
import { useColorLabel } from '../../features/colour-label';
import { useSettings } from '../../features/settings';
import { usePrice } from '../../features/use-currency';
import { useT } from '../../i18n/hooks';
import cardMessages from '../../i18n/messages/card.en.json';
import { Island } from '../../islands/Island';
import { Link } from '../../nav/nav';
import { hoverPhoto } from '../Gallery/item-images';
import { SwatchPhoto } from '../Gallery/SwatchPhoto';
import { Group, Text } from '../Plain/Plain';
import { ColorSwatch } from '../Plain/PlainMarks';
import { lowestPrice } from '../ProductDetail/variant-choice';
import { CardReviewStars } from '../Reviews/CardReviewStars';
import { CardMedia, CardTitleLevel, ShopCard, stretchedLink } from '../ShopCard/ShopCard';
import { actionsOf, CardActions } from './CardActions';
import classes from './ProductCard.module.css';
import { CARD_SWATCH_LIMIT, swatchFace } from './swatch-colors';

export type CardProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'prices'
  | 'imageUrl'
  | 'isNew'
  | 'colors'
  | 'sizes'
  | 'stock'
  | 'stockPerVariant'
  | 'variants'
  | 'rating'
  | 'images'
  | 'colorSwatches'
>;

interface ProductCardProps {
  product: CardProduct;
  /** Above the fold: the image loads at once. */
  priority?: boolean;
  /** How wide the card is drawn (`gridSizes` of its grid). */
  sizes?: string;
}

/**
 * A product in a grid: image, NEW badge, hover Quick Add, name, description,
 * price ("From" the lowest when its variants cost different prices) and at most 3 colour swatches. The whole card leads to the product page. 'Sold Out' only when
 * no variant is left (`stock` is the sum over the variants of a product that tracks them).
 */
export function ProductCard({ product, priority, sizes }: ProductCardProps) {
  const { productCardStyle } = useSettings();
  const { price } = usePrice();
  const t = useT(cardMessages);
  const colorLabel = useColorLabel();
  const titleLevel = use(CardTitleLevel);
  const soldOut = product.stock <= 0;
  const swatches = product.colors.slice(0, CARD_SWATCH_LIMIT);
  // Variants at different prices: "From" the lowest (Shopify's card); one price is written as it is.
  const from = lowestPrice(product);
  return (
    <ShopCard className={classes.card} data-style={productCardStyle}>
      <CardMedia
        src={product.imageUrl}
        alt={product.name}
        priority={priority}
        sizes={sizes}
        hoverSrc={hoverPhoto(product)}
        badges={[
          { label: t('card.new'), color: 'brand', when: product.isNew },
          { label: t('card.soldOut'), color: 'dark', when: soldOut },
        ]}
      >
        <Island name="card-actions">
          <CardActions product={actionsOf(product)} />
        </Island>
      </CardMedia>
      <div className={classes.body}>
        <div className={classes.heading}>
          <Text component={titleLevel} className={classes.name}>
            <Link to="/product/$id" params={{ id: String(product.id) }} className={`${stretchedLink} ${classes.link}`}>
              {product.name}
            </Link>
          </Text>
          <Text className={classes.price}>{from ? t('card.fromPrice', { price: price(from) }) : price(product)}</Text>
        </div>
        <CardReviewStars rating={product.rating} />
        {productCardStyle !== 'compact' && product.description && (
          <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
            {product.description}
          </Text>
        )}
        {swatches.length > 0 && (
          <Group
            gap={6}
            mt="sm"
            aria-label={t('card.colours', { colours: swatches.map(colorLabel).join(', ') })}
            role="list"
          >
            {swatches.map((color) => {
              const face = swatchFace(product, color);
              return (
                <ColorSwatch
                  key={color}
                  role="listitem"
                  color={face.color}
                  size={14}
                  title={colorLabel(color)}
                  className={classes.swatch}
                  data-swatch={color}
                >
                  <SwatchPhoto src={face.photo} size={14} />
                </ColorSwatch>
              );
            })}
          </Group>
        )}
      </div>
    </ShopCard>
  );
}
