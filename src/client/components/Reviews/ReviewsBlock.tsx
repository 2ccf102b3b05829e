import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import { Pagination, Progress } from '@mantine/core';
import type { Review, ReviewPage } from '@shared/schemas/reviews';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useReviewEligibility, useReviews } from '../../features/reviews';
import type { ReviewedItem } from '../../features/reviews-query';
import { useSession } from '../../features/session';
import { formatDate } from '../../format-date';
import { useLocale, useT } from '../../i18n/hooks';
import reviewsMessages from '../../i18n/messages/reviews.en.json';
import { Group, Stack, Text, Title } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { Container } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import classes from './Reviews.module.css';
import { StarRating } from './StarRating';

/** The form (Mantine form, zod, the Rating input) loads only for a buyer who opens it. */
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

/** A review's date in the page's language: 'November 23, 2026', '23 novembre 2026'. */
function useReviewDate(): (iso: string) => string {
  const locale = useLocale();
  if (locale === 'en') return formatDate;
  const format = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long' });
  return (iso) => (Number.isNaN(Date.parse(iso)) ? iso : format.format(new Date(iso)));
}

function Summary({ page }: { page: ReviewPage }) {
  const t = useT(reviewsMessages);
  return (
    <Stack gap="xs" miw={220}>
      <Group gap="sm" align="baseline">
        <Text fz={40} fw={700} lh={1} data-testid="review-average">
          {page.average.toFixed(1)}
        </Text>
        <Stack gap={2}>
          <StarRating value={page.average} size={18} />
          <Text size="sm" c="dimmed">
            {t('reviews.count', { count: page.count })}
          </Text>
        </Stack>
      </Group>
      <Stack gap={4} aria-label={t('reviews.byStars')}>
        {(['5', '4', '3', '2', '1'] as const).map((stars) => {
          const n = page.histogram[stars];
          return (
            <div key={stars} className={classes.histogramRow}>
              <Text size="sm">{t('reviews.starRow', { stars: Number(stars) })}</Text>
              <Progress
                value={page.count ? (n / page.count) * 100 : 0}
                color="yellow"
                aria-label={t('reviews.starBar', { stars: Number(stars), n })}
              />
              <Text size="sm" c="dimmed" ta="right">
                {n}
              </Text>
            </div>
          );
        })}
      </Stack>
    </Stack>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useT(reviewsMessages);
  const date = useReviewDate();
  return (
    <article className={classes.review} aria-label={t('reviews.by', { author: review.author })}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm">
          <StarRating value={review.rating} />
          {review.title && (
            <Text fw={600} component="h3" size="md">
              {review.title}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {date(review.createdAt)}
        </Text>
      </Group>
      <Group gap="xs" mt={4}>
        <Text size="sm" fw={500}>
          {review.author}
        </Text>
        {review.verified && (
          <Badge
            size="sm"
            variant="light"
            color="teal"
            leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}
          >
            {t('reviews.verified')}
          </Badge>
        )}
      </Group>
      <Text size="sm" mt="xs" className={classes.body}>
        {review.body}
      </Text>
      {review.reply && (
        <div className={classes.reply}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('reviews.reply')}
          </Text>
          <Text size="sm" className={classes.body}>
            {review.reply}
          </Text>
        </div>
      )}
    </article>
  );
}

/** "Write a review" for a customer who bought the item; the line that says who may, for everyone else. */
function WriteArea({ item }: { item: ReviewedItem }) {
  const { user } = useSession();
  const eligibility = useReviewEligibility(item);
  const [writing, setWriting] = useState(false);
  const t = useT(reviewsMessages);
  if (user && eligibility.isPending) return null;
  if (!eligibility.data?.eligible) {
    return (
      <Text size="sm" c="dimmed">
        {t('reviews.notEligible')}
      </Text>
    );
  }
  const own = eligibility.data.review;
  if (writing) {
    return (
      <Suspense fallback={null}>
        <ReviewForm item={item} initial={own} onDone={() => setWriting(false)} />
      </Suspense>
    );
  }
  return (
    <Group gap="sm">
      <Button variant="outline" radius={0} onClick={() => setWriting(true)}>
        {t(own ? 'reviews.edit' : 'reviews.write')}
      </Button>
      {own?.status === 'pending' && (
        <Text size="sm" c="dimmed">
          {t('reviews.pending')}
        </Text>
      )}
    </Group>
  );
}

/** The reviews of a product or an art print: average, count, histogram, the reviews 10 a page, and writing one. */
export function ReviewsBlock(item: ReviewedItem) {
  const [page, setPage] = useState(1);
  const t = useT(reviewsMessages);
  const reviews = useReviews(item, page);
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.pageSize)) : 1;
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="reviews-heading">
      <Title order={2} id="reviews-heading" mb="lg">
        {t('reviews.title')}
      </Title>
      <Group align="flex-start" gap={48} wrap="wrap">
        {data && data.count > 0 && <Summary page={data} />}
        <Stack gap="md" style={{ flex: '1 1 320px' }}>
          {data && data.count === 0 && <Text c="dimmed">{t('reviews.none')}</Text>}
          <WriteArea item={item} />
          {data && data.items.length > 0 && (
            <div>
              {data.items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </div>
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t('reviews.pageControl', { control }) })}
            />
          )}
        </Stack>
      </Group>
    </Container>
  );
}
