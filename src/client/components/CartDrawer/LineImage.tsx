import { useState } from 'react';
import { useSettings } from '../../features/settings';
import classes from './LineImage.module.css';

/** A neutral built-in picture for when neither the item nor the shop has an image. */
const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 80 100'%3E%3Crect width='80' height='100' fill='%23262626'/%3E%3Cpath d='M28 62l10-13 8 10 5-6 9 9z' fill='%23555'/%3E%3Ccircle cx='50' cy='40' r='5' fill='%23555'/%3E%3C/svg%3E";

interface LineImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
}

/** A cart or order line's picture; a missing or broken image falls back to `defaultProductImage`, then a placeholder. */
export function LineImage({ src, alt, width, height }: LineImageProps) {
  const { defaultProductImage } = useSettings();
  const candidates = [src, defaultProductImage, PLACEHOLDER].filter((url): url is string => Boolean(url));
  const [attempt, setAttempt] = useState(0);
  const current = candidates[Math.min(attempt, candidates.length - 1)] ?? PLACEHOLDER;
  return (
    <img
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={classes.image}
      onError={() => setAttempt((value) => (value < candidates.length - 1 ? value + 1 : value))}
    />
  );
}
