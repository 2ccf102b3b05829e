import '@mantine/core/styles/Rating.layer.css';
import { Input, Rating, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type OwnReview,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_TITLE_MAX,
  reviewForm,
} from '@shared/schemas/reviews';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useWriteReview } from '../../features/reviews';
import type { ReviewedItem } from '../../features/reviews-query';
import { useT } from '../../i18n/hooks';
import reviewsMessages from '../../i18n/messages/reviews.en.json';
import { Group, Stack } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';

type FormValues = { rating: number; title: string; body: string };

/** The schema's messages for the title and the text, as the reviews area's (numbers as written: '2000'). */
const FIELD_ERRORS: Record<string, [keyof typeof reviewsMessages, number]> = {
  [`The title must be at most ${REVIEW_TITLE_MAX} characters`]: ['reviews.titleMax', REVIEW_TITLE_MAX],
  'The review text is required': ['reviews.bodyRequired', 0],
  [`The review must be at least ${REVIEW_BODY_MIN} characters`]: ['reviews.bodyMin', REVIEW_BODY_MIN],
  [`The review must be at most ${REVIEW_BODY_MAX} characters`]: ['reviews.bodyMax', REVIEW_BODY_MAX],
};

/** Rating (1–5), title (≤ 120) and text (10–2,000); a second review replaces the first. */
export function ReviewForm({
  item,
  initial,
  onDone,
}: {
  item: ReviewedItem;
  initial?: OwnReview | null;
  onDone: () => void;
}) {
  const t = useT(reviewsMessages);
  const write = useWriteReview(onDone);
  const form = useForm<FormValues>({
    initialValues: { rating: initial?.rating ?? 0, title: initial?.title ?? '', body: initial?.body ?? '' },
    validate: zod4Resolver(reviewForm),
  });
  /** A field's props with its error in the page's language. */
  const field = (name: 'title' | 'body') => {
    const props = form.getInputProps(name);
    const known = typeof props.error === 'string' ? FIELD_ERRORS[props.error] : undefined;
    if (!known) return props;
    const [id, limit] = known;
    return { ...props, error: t(id, { min: String(limit), max: String(limit) }) };
  };
  const submit = (values: FormValues) => write.mutate({ ...values, itemType: item.itemType, id: item.id });
  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t('reviews.write')}>
      <Stack gap="sm" maw={560}>
        <Input.Wrapper
          label={t('reviews.yourRating')}
          required
          error={form.errors.rating ? t('reviews.ratingError') : undefined}
        >
          <Rating
            size="lg"
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={(value) => t('reviews.starSymbol', { value })}
          />
        </Input.Wrapper>
        <TextInput label={t('reviews.formTitle')} maxLength={REVIEW_TITLE_MAX} {...field('title')} />
        <Textarea
          label={t('reviews.yourReview')}
          required
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          description={t('reviews.bodyHint')}
          {...field('body')}
        />
        <Group gap="sm">
          <Button type="submit" radius={0} loading={write.isPending}>
            {t('reviews.submit')}
          </Button>
          <Button variant="subtle" radius={0} onClick={onDone}>
            {t('reviews.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
