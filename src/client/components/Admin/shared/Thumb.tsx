import { ShopThumb } from '../../ShopImage/ShopThumb';
import classes from './Thumb.module.css';

interface ThumbProps {
  src: string | null | undefined;
  alt: string;
  /** Edge length in px (square, cropped to cover). */
  size?: number;
}

/** A small framed square picture for the admin's tables and lists. */
export function Thumb({ src, alt, size = 48 }: ThumbProps) {
  return <ShopThumb src={src} alt={alt} width={size} className={classes.thumb} />;
}
