import { ResponsiveImg } from '../ShopImage/ResponsiveImg';
import classes from './SwatchPhoto.module.css';

/** A colour's own photo as its swatch: a small round crop filling the swatch (decorative: the swatch is named). */
export function SwatchPhoto({ src, size }: { src: string | undefined; size: number }) {
  if (!src) return null;
  return <ResponsiveImg src={src} alt="" sizes={`${size}px`} className={classes.photo} width={size} height={size} />;
}
