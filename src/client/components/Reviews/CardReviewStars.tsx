import type { RatingSummary } from '@shared/schemas/catalogue';
import { useSettings } from '../../features/settings';
import { Text } from '../Plain/Plain';
import classes from './Reviews.module.css';
import { StarRating } from './StarRating';

/** A card's stars and review count: only with reviews switched on and at least one published review. */
export function CardReviewStars({ rating }: { rating?: RatingSummary }) {
  const { enableReviews } = useSettings();
  if (!enableReviews || !rating || rating.count === 0) return null;
  return (
    <div className={classes.cardStars} data-testid="card-stars">
      <StarRating value={rating.average} size={13} />
      <Text size="xs" c="dimmed">
        ({rating.count})
      </Text>
    </div>
  );
}
