import { useT } from '../../i18n/hooks';
import reviewsMessages from '../../i18n/messages/reviews.en.json';
import classes from './Reviews.module.css';

/** Five stars filled to `value` (0–5, fractions too), read as "Rated 4.5 out of 5" by assistive technology. */
export function StarRating({ value, size = 14 }: { value: number; size?: number }) {
  const t = useT(reviewsMessages);
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span
      className={classes.stars}
      role="img"
      aria-label={t('reviews.rated', { value })}
      style={{ fontSize: size, ['--stars-fill' as string]: `${percent}%` }}
    >
      <span aria-hidden>★★★★★</span>
    </span>
  );
}
