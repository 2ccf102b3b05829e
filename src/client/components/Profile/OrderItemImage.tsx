import { ShopImage } from '../ShopImage/ShopImage';
import classes from './Profile.module.css';

const SIZE = 72;

/** An order line's picture in a fixed square (ShopImage falls back to `defaultProductImage`, then a placeholder). */
export function OrderItemImage({ src, alt }: { src: string | null; alt: string }) {
  return (
    <div className={classes.itemImage}>
      <ShopImage src={src} alt={alt} width={SIZE} height={SIZE} />
    </div>
  );
}
