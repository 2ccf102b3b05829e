import type { ImageSet } from '@shared/images';
import { IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSettings } from '../../features/settings';
import { AspectRatio } from '../Plain/PlainLayout';
import { ResponsiveImg } from './ResponsiveImg';
import classes from './ShopImage.module.css';
import { framedSizes } from './sizes';

export interface ShopImageProps {
  src: string | null | undefined;
  alt: string;
  /** The frame's size: the image is cropped to cover this aspect ratio, reserved before it loads. */
  width: number;
  height: number;
  /**
   * How wide the frame is drawn (the `sizes` attribute; `width` px when left out, right for fixed-size thumbnails).
   * A function for `fill` images whose drawn width depends on the image's proportions.
   */
  sizes?: string | ((set: ImageSet) => string);
  /** The page's LCP image: load at once with `fetchpriority="high"` instead of lazily. */
  priority?: boolean;
  /** Fill the positioned parent instead of keeping the aspect ratio. */
  fill?: boolean;
  /** On the frame (or on the image itself when `fill`). */
  className?: string;
  /** Shown on the built-in placeholder when no image can be shown at all. */
  placeholderLabel?: (reason: 'missing' | 'broken') => string | null;
}

/**
 * An image that never leaves a hole or moves the layout: its frame keeps the given
 * aspect ratio; a broken or missing source falls back to the `defaultProductImage`
 * setting, then to a built-in placeholder of the same size. Served from the image's
 * responsive variants (`ResponsiveImg`), lazily unless it is the page's `priority` image.
 */
export function ShopImage({
  src,
  alt,
  width,
  height,
  sizes = `${width}px`,
  priority,
  fill,
  className,
  placeholderLabel,
}: ShopImageProps) {
  const { defaultProductImage } = useSettings();
  const [failed, setFailed] = useState<readonly string[]>([]);
  const candidates = [src, defaultProductImage].filter((url): url is string => !!url && url.trim() !== '');
  const current = candidates.find((url) => !failed.includes(url));

  let content: ReactNode;
  if (current) {
    content = (
      <ResponsiveImg
        key={current}
        src={current}
        sizes={typeof sizes === 'string' && !fill ? framedSizes(sizes, width, height) : sizes}
        priority={priority}
        pictureClassName={fill ? undefined : classes.framedPicture}
        alt={alt}
        width={width}
        height={height}
        className={fill ? [classes.image, classes.fill, className].filter(Boolean).join(' ') : classes.image}
        onError={() => setFailed((list) => [...list, current])}
      />
    );
  } else {
    const label = placeholderLabel?.(src && src.trim() !== '' ? 'broken' : 'missing') ?? null;
    content = (
      <div
        className={
          fill ? [classes.placeholder, classes.fill, className].filter(Boolean).join(' ') : classes.placeholder
        }
        role="img"
        aria-label={label ?? alt}
      >
        <IconPhoto size={36} stroke={1.2} aria-hidden />
        {label && <span className={classes.placeholderLabel}>{label}</span>}
      </div>
    );
  }

  if (fill) return content;
  return (
    <AspectRatio ratio={width / height} className={[classes.frame, className].filter(Boolean).join(' ')}>
      {content}
    </AspectRatio>
  );
}
