import type { ImageSet } from '@shared/images';
import type { ImgHTMLAttributes } from 'react';
import { useImageSet } from '../../features/images';
import classes from './ShopImage.module.css';

export interface ResponsiveImgProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority'> {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /**
   * How wide the image is drawn, as the `sizes` attribute says it (e.g. `(min-width: 62em) 50vw, 100vw`);
   * a function when it depends on the image's own proportions (a cover-fitted background).
   */
  sizes: string | ((set: ImageSet) => string);
  /** The page's largest image (LCP): loaded at once with `fetchpriority="high"`; otherwise lazily. */
  priority?: boolean;
  /** On the `<picture>` when there is one (it lays out as if absent unless this says otherwise). */
  pictureClassName?: string;
}

/**
 * An `<img>` with the `srcset` of the variants the media pipeline made of `src` (WebP),
 * in a `<picture>` with an AVIF source where AVIF is smaller; a plain `<img>` for any other URL.
 */
export function ResponsiveImg({ src, alt, sizes, priority, pictureClassName, ...rest }: ResponsiveImgProps) {
  const { pending, set } = useImageSet(src);
  // A stand-in of the picture's box: a frame keeps its size (no shift when the image comes).
  if (pending) return <span className={pictureClassName ?? classes.picture} aria-hidden />;
  const drawn = set && (typeof sizes === 'string' ? sizes : sizes(set));
  const img = (
    <img
      src={src}
      alt={alt}
      srcSet={set?.webp}
      sizes={drawn}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
  if (!set?.avif) return img;
  return (
    <picture className={pictureClassName ?? classes.picture}>
      <source type="image/avif" srcSet={set.avif} sizes={drawn} />
      {img}
    </picture>
  );
}
