import { ShopImage } from '../../ShopImage/ShopImage';
import classes from './Thumb.module.css';

interface ThumbProps {
  src: string | null | undefined;
  alt: string;
  /** Edge length in px (square, cropped to cover). */
  size?: number;
}

/** A small square picture for tables and lists; falls back like every shop image. */
export function Thumb({ src, alt, size = 48 }: ThumbProps) {
  return (
    <div className={classes.thumb} data-size={size}>
      <ShopImage src={src} alt={alt} width={size} height={size} />
    </div>
  );
}
