import { Box, type BoxProps, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { ShopImage } from '../ShopImage/ShopImage';
import { backgroundSizes } from '../ShopImage/sizes';
import classes from './PageHero.module.css';

/** The small uppercase label in the primary colour above a page or panel title. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <Text className={classes.eyebrow}>{children}</Text>;
}

interface PageHeroProps extends BoxProps {
  eyebrow: ReactNode;
  title: ReactNode;
  /** Names the hero (a labelled section) and anchors the h1. */
  titleId?: string;
  /** The lead text under the title (its paragraph stays, with its spacing, even when empty). */
  children?: ReactNode;
  /**
   * `plain`: centred on the page background; `compact`: smaller, ruled off below (help pages);
   * `banner`: left-aligned uppercase title, ruled off below (shop listings);
   * `image`: white text on a dark band, over `image` when it is given.
   */
  variant?: 'plain' | 'compact' | 'banner' | 'image';
  /** The band's picture; null or a broken URL falls back like every shop image. Leave out for the bare band. */
  image?: string | null;
  /** A larger title (plain only). */
  large?: boolean;
  /** The width of the content. */
  size?: MantineSize;
}

/** An image hero is at least 48vh tall (taller with its text): cover-fitted, it may be wider than the screen. */
const BACKDROP_SIZES = backgroundSizes('60vh');

/**
 * The top of a storefront page: eyebrow, h1 and lead text. Page-specific spacing comes in as style props;
 * an image band may be tuned with --page-hero-min-height, --page-hero-shade and --page-hero-text-size.
 */
export function PageHero({
  eyebrow,
  title,
  titleId,
  children,
  variant = 'plain',
  image,
  large,
  size = 'md',
  className,
  ...others
}: PageHeroProps) {
  const hasImage = variant === 'image' && image !== undefined;
  return (
    <Box
      component={titleId ? 'section' : 'div'}
      aria-labelledby={titleId}
      className={className ? `${classes.hero} ${className}` : classes.hero}
      data-variant={variant}
      data-large={large || undefined}
      data-image={hasImage || undefined}
      {...others}
    >
      {hasImage && <ShopImage src={image} alt="" width={1920} height={800} sizes={BACKDROP_SIZES} fill priority />}
      {variant === 'image' && <div className={classes.shade} aria-hidden />}
      <Container size={size} className={classes.content}>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title order={1} id={titleId} className={classes.title}>
          {title}
        </Title>
        {children !== undefined && <Text className={classes.text}>{children}</Text>}
      </Container>
    </Box>
  );
}
