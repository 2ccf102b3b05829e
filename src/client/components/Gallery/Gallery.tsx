import type { ItemImage } from '@shared/schemas/catalogue';
import { IconChevronLeft, IconChevronRight, IconZoomIn } from '@tabler/icons-react';
import { lazy, type PointerEvent, type ReactNode, Suspense, useRef, useState } from 'react';
import { useReturnFocus } from '../../features/focus-return';
import { useT } from '../../i18n/hooks';
import galleryMessages from '../../i18n/messages/gallery.en.json';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { VisuallyHidden } from '../Plain/PlainLayout';
import { ActionIcon } from '../Plain/PlainMarks';
import { ShopImage } from '../ShopImage/ShopImage';
import { DETAIL_IMAGE } from '../ShopImage/sizes';
import classes from './Gallery.module.css';
import { useGallery } from './use-gallery';

/** The full-screen zoom loads on the first tap: the page's first load carries none of it. */
const GalleryZoom = lazy(() => import('./GalleryZoom').then((module) => ({ default: module.GalleryZoom })));

/** The hover detail loads when a mouse first comes over the photo: a phone's first load carries none of it. */
const HoverZoom = lazy(() => import('./HoverZoom').then((module) => ({ default: module.HoverZoom })));

interface GalleryProps {
  /** The photos in the order shown, the first drawn first (`itemImages`, `colourFirst`). */
  images: readonly ItemImage[];
  /** The item's name: the gallery's label, and the name of a photo without alt text. */
  name: string;
  /** Changes when the photos are ordered anew (another colour): the gallery shows the first again. */
  orderKey?: string;
  /** Shown when there is no photo at all (ShopImage's placeholder). */
  placeholderLabel?: (reason: 'missing' | 'broken') => string | null;
  /** Laid over the large photo (badges). */
  children?: ReactNode;
  /**
   * Each photo shown whole inside the frame, the frame's ground around it (a painting: a landscape canvas is not
   * cut to the 4:5 frame); without it a photo fills the frame, its edges cropped (a garment).
   */
  whole?: boolean;
}

/**
 * A product's or painting's photos: the first large in a 4:5 frame that is reserved before it loads (the page's
 * LCP image, `fetchpriority="high"`), thumbnails below (buttons named by each photo's alt, the shown one
 * `aria-current`), arrows, arrow keys while focus is inside, a swipe on touch screens; hovering with a mouse
 * shows the full-resolution detail under the pointer in the same frame, a tap or click opens the photo full screen.
 */
export function Gallery({ images, name, orderKey = '', placeholderLabel, children, whole }: GalleryProps) {
  const t = useT(galleryMessages);
  const [zoomed, setZoomed] = useState(false);
  const [zoomLoaded, setZoomLoaded] = useState(false);
  const openZoom = () => {
    setZoomLoaded(true);
    setZoomed(true);
  };
  const { index, show, onKeyDown, swiped, swipe } = useGallery(images, orderKey, openZoom);
  // The mouse's last place over the photo: the hover detail, once its code has come, starts from it.
  const [hovered, setHovered] = useState(false);
  const mouse = useRef<globalThis.PointerEvent | null>(null);
  const onMouse = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    mouse.current = event.nativeEvent;
    setHovered(true);
  };
  useReturnFocus(zoomed);
  const count = images.length;
  const current = images[index];
  const altOf = (image: ItemImage, i: number) => image.alt || t('gallery.photo', { name, number: i + 1 });

  return (
    <section className={classes.gallery} aria-label={t('gallery.label', { name })} onKeyDown={onKeyDown}>
      {/* The zoom, arrows and thumbnails: disabled until hydrated. */}
      <HydrationGate>
        <div
          className={classes.stage}
          {...swipe}
          onPointerMove={onMouse}
          onPointerLeave={() => {
            mouse.current = null;
          }}
          data-count={count}
          data-whole={whole || undefined}
        >
          <ShopImage
            src={current?.url}
            alt={current ? altOf(current, index) : name}
            {...DETAIL_IMAGE}
            priority={index === 0}
            placeholderLabel={placeholderLabel}
          />
          {current && hovered && (
            <Suspense fallback={null}>
              <HoverZoom src={current.url} from={mouse} />
            </Suspense>
          )}
          {current && (
            <button
              type="button"
              className={classes.zoomHit}
              aria-label={t('gallery.zoom', { alt: altOf(current, index) })}
              aria-haspopup="dialog"
              onClick={() => {
                if (!swiped()) openZoom();
              }}
            >
              <IconZoomIn size={20} aria-hidden className={classes.zoomIcon} />
            </button>
          )}
          {children}
          {count > 1 && (
            <>
              <Arrow side="previous" label={t('gallery.previous')} onClick={() => show(index - 1)} />
              <Arrow side="next" label={t('gallery.next')} onClick={() => show(index + 1)} />
              <VisuallyHidden aria-live="polite">{t('gallery.position', { number: index + 1, count })}</VisuallyHidden>
            </>
          )}
        </div>
        {count > 1 && (
          <ul className={classes.thumbs} aria-label={t('gallery.thumbnails')}>
            {images.map((image, i) => (
              <li key={image.url}>
                <button
                  type="button"
                  className={classes.thumb}
                  aria-current={i === index || undefined}
                  onClick={() => show(i)}
                >
                  <ShopImage src={image.url} alt={altOf(image, i)} width={80} height={100} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </HydrationGate>
      {zoomLoaded && current && (
        <Suspense fallback={null}>
          <GalleryZoom
            opened={zoomed}
            onClose={() => setZoomed(false)}
            image={current}
            alt={altOf(current, index)}
            title={t('gallery.zoomTitle', { name, number: index + 1, count })}
            closeLabel={t('gallery.close')}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The previous or next arrow over the large photo (hovering it shows no detail). */
function Arrow({ side, label, onClick }: { side: 'previous' | 'next'; label: string; onClick: () => void }) {
  const Icon = side === 'previous' ? IconChevronLeft : IconChevronRight;
  return (
    <ActionIcon
      variant="white"
      color="dark"
      radius="xl"
      size={40}
      data-no-zoom
      className={`${classes.arrow} ${classes[side]}`}
      aria-label={label}
      onClick={onClick}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
}
