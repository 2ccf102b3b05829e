import { type ComponentPropsWithoutRef, createContext, type ReactNode } from 'react';
import { Group } from '../Plain/Plain';
import { Badge } from '../Plain/PlainMarks';
import { ResponsiveImg } from '../ShopImage/ResponsiveImg';
import { ShopImage } from '../ShopImage/ShopImage';
import { framedSizes } from '../ShopImage/sizes';
import classes from './ShopCard.module.css';

/**
 * The level of the cards' titles, so a page's headings never skip one: h2 in a grid right under the page's h1
 * (a category, the paintings), h3 in a section with its own h2 title (wrap it in `<CardTitleLevel value="h3">`).
 */
export const CardTitleLevel = createContext<'h2' | 'h3'>('h2');

/** A grid card's frame (product or painting): hovering it zooms its image. */
export function ShopCard({ className, ...props }: ComponentPropsWithoutRef<'article'>) {
  return <article className={className ? `${classes.card} ${className}` : classes.card} {...props} />;
}

interface CardBadge {
  label: string;
  color: 'brand' | 'dark';
  /** Shown only when true. */
  when: boolean;
}

interface CardMediaProps {
  src: string | null | undefined;
  alt: string;
  priority?: boolean;
  /** How wide the card is drawn (`gridSizes` of its grid). */
  sizes?: string;
  badges: readonly CardBadge[];
  /** The item's second photo, faded in while a mouse hovers the card (never drawn nor fetched on touch screens). */
  hoverSrc?: string;
  /** Laid over the image (Quick Add, a Sold overlay): the card's buttons in a `HydrationGate` of their own. */
  children?: ReactNode;
}

/** A card's 4:5 image (and its second on hover) with its badges in the top corner. */
export function CardMedia({ src, alt, priority, sizes, badges, hoverSrc, children }: CardMediaProps) {
  return (
    <div className={classes.media}>
      <ShopImage
        src={src}
        alt={alt}
        width={800}
        height={1000}
        sizes={sizes}
        priority={priority}
        className={classes.image}
      />
      {hoverSrc && (
        <ResponsiveImg
          src={hoverSrc}
          alt=""
          sizes={framedSizes(sizes ?? '800px', 800, 1000)}
          width={800}
          height={1000}
          className={classes.hoverImage}
          data-hover-photo
        />
      )}
      <Group gap={6} className={classes.badges}>
        {badges
          .filter((badge) => badge.when)
          .map(({ label, color }) => (
            <Badge key={label} radius={0} size="sm" color={color}>
              {label}
            </Badge>
          ))}
      </Group>
      {children}
    </div>
  );
}

/** The class that stretches a card's link over the whole card (with its focus ring). */
export const stretchedLink = classes.stretchedLink;
