import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import type { ItemImage } from '@shared/schemas/catalogue';
import { useEffect, useRef } from 'react';
import classes from './GalleryZoom.module.css';

interface GalleryZoomProps {
  opened: boolean;
  onClose(): void;
  image: ItemImage;
  alt: string;
  title: string;
  closeLabel: string;
}

/**
 * A photo full screen at its full resolution, scrolled to its middle: the shopper pans over it (a finger, the
 * wheel, the arrow keys of the scroll box); the gallery's arrow keys still move between photos. Escape closes
 * it, focus stays inside while it is open and goes back to the photo after (the gallery's `useReturnFocus`).
 */
export function GalleryZoom({ opened, onClose, image, alt, title, closeLabel }: GalleryZoomProps) {
  const box = useRef<HTMLElement>(null);
  const centre = () => {
    const element = box.current;
    if (!element) return;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each photo opens at its middle
  useEffect(centre, [image.url, opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen
      returnFocus={false}
      closeButtonProps={{ 'aria-label': closeLabel }}
      classNames={{ body: classes.zoomBody, content: classes.zoomContent }}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box the keyboard pans */}
      <figure ref={box} className={classes.zoomBox} tabIndex={0} aria-label={alt}>
        <img src={image.url} alt={alt} className={classes.zoomImage} onLoad={centre} decoding="async" />
      </figure>
    </Modal>
  );
}
