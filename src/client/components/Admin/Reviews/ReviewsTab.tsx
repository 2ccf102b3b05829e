import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminReview, ReviewStatus } from '@shared/schemas/reviews';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminReviews, useDeleteReview, useUpdateReview } from '../../../features/reviews';
import { formatDateTime } from '../../../format-date';
import { CenteredLoader } from '../../CenteredLoader';
import { RetryAlert } from '../../RetryAlert';
import { StarRating } from '../../Reviews/StarRating';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { TabHeader } from '../shared/TabHeader';

const STATUS_COLOURS: Record<ReviewStatus, string> = { published: 'green', hidden: 'gray', pending: 'yellow' };
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'pending', label: 'Pending' },
  { value: 'hidden', label: 'Hidden' },
];

function ReplyForm({ review }: { review: AdminReview }) {
  const update = useUpdateReview();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  return (
    <form
      style={{ flexBasis: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: review.id, reply: text }, { onSuccess: () => setOpen(false) });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={`Reply to ${review.author}`}
          description="Shown under the review. You can reply once."
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button size="xs" type="submit" loading={update.isPending} disabled={!text.trim()}>
            Post reply
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReviewCard({ review, onDelete }: { review: AdminReview; onDelete: (review: AdminReview) => void }) {
  const update = useUpdateReview();
  const hidden = review.status !== 'published';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Review ${review.id} by ${review.author}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm">
          <StarRating value={review.rating} />
          <Badge size="sm" variant="light" color={STATUS_COLOURS[review.status]}>
            {review.status}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(review.createdAt)}
        </Text>
      </Group>
      <Text size="sm" mt={6}>
        <b>{review.itemName}</b> ({review.itemType === 'product' ? 'product' : 'print'}) · by {review.author}
        {review.verified ? ' · Verified buyer' : ''}
      </Text>
      {review.title && (
        <Text fw={600} mt="xs">
          {review.title}
        </Text>
      )}
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
        {review.body}
      </Text>
      {review.reply && (
        <Text size="sm" mt="xs" c="dimmed">
          <b>Your reply:</b> {review.reply}
        </Text>
      )}
      <Group gap="xs" mt="md">
        <Button
          size="xs"
          variant="light"
          loading={update.isPending}
          onClick={() => update.mutate({ id: review.id, status: hidden ? 'published' : 'hidden' })}
        >
          {hidden ? 'Publish' : 'Hide'}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => onDelete(review)}>
          Delete
        </Button>
        {!review.reply && <ReplyForm review={review} />}
      </Group>
    </Paper>
  );
}

/** Every review of the shop: filter by status, search, hide or publish, reply once, delete. */
export function ReviewsTab() {
  const [status, setStatus] = useState('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useAdminReviews({ status: status as ReviewStatus | 'all', q: q || undefined, page });
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Stack gap="lg">
      <TabHeader
        title="Reviews"
        description="What customers wrote about the products and prints they bought. Hide or publish a review, reply to it once, or delete it."
      />
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label="Status"
          data={FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <TextInput
          aria-label="Search reviews"
          placeholder="Search text, author or item"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      {list.isPending && <CenteredLoader label="Loading reviews" py={60} />}
      {list.isError && (
        <RetryAlert title="Reviews" message="Failed to load the reviews" onRetry={() => void list.refetch()} />
      )}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">No reviews match.</Text>}
      {list.data?.items.map((review) => (
        <ReviewCard key={review.id} review={review} onDelete={setDeleting} />
      ))}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete review"
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) })}
      >
        Delete the review by {deleting?.author} of {deleting?.itemName}? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
