import { Box } from '@mantine/core';
import { ShopImage } from './ShopImage';
import classes from './ShopImage.module.css';

interface ShopThumbProps {
  src: string | null | undefined;
  alt: string;
  /** The thumbnail's width in px. */
  width: number;
  /** Its height in px; square when left out. */
  height?: number;
  className?: string;
}

/** A small fixed-width picture for cart, order and table rows; falls back like every shop image. */
export function ShopThumb({ src, alt, width, height = width, className }: ShopThumbProps) {
  return (
    <Box w={width} className={className ? `${classes.thumb} ${className}` : classes.thumb}>
      <ShopImage src={src} alt={alt} width={width} height={height} />
    </Box>
  );
}
