import { AspectRatio } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSettings } from '../../features/settings';
import classes from './ShopImage.module.css';

export interface ShopImageProps {
  src: string | null | undefined;
  alt: string;
  /** The frame's size: the image is cropped to cover this aspect ratio, reserved before it loads. */
  width: number;
  height: number;
  /** Above the fold: load at once with high priority instead of lazily. */
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
 * setting, then to a built-in placeholder of the same size.
 */
export function ShopImage({ src, alt, width, height, priority, fill, className, placeholderLabel }: ShopImageProps) {
  const { defaultProductImage } = useSettings();
  const [failed, setFailed] = useState<readonly string[]>([]);
  const candidates = [src, defaultProductImage].filter((url): url is string => !!url && url.trim() !== '');
  const current = candidates.find((url) => !failed.includes(url));

  let content: ReactNode;
  if (current) {
    content = (
      <img
        key={current}
        src={current}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
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
