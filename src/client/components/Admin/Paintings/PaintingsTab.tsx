import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { ADMIN_PAINTING_SORTS } from '@shared/schemas/admin-lists';
import type { Painting } from '@shared/schemas/catalogue';
import { IconNumbers, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettings } from '../../../features/settings';
import { useTRPC } from '../../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { RowActions } from '../shared/RowActions';
import { ScheduledReleases } from '../shared/ScheduledReleases';
import { TabHeader } from '../shared/TabHeader';
import { Thumb } from '../shared/Thumb';
import { useDeleteTarget } from '../shared/use-delete';
import { useDialog } from '../shared/use-dialog';
import { listInput, serverPaging, useListParams } from '../shared/use-list-params';
import { EditionsDialog } from './EditionsDialog';
import { PaintingDialog } from './PaintingDialog';

/** The spec's refresh: every 5 s, fresh for 2 s. */
const REFETCH_MS = 5_000;
const STALE_MS = 2_000;
const PAGE_SIZE = 20;

/** 'Sold' wins; otherwise 'In Stock', or out of stock when in_stock is off. */
export function PaintingStatus({ painting }: { painting: Painting }) {
  if (painting.is_sold)
    return (
      <Badge color="red" variant="light">
        Sold
      </Badge>
    );
  if (!painting.in_stock)
    return (
      <Badge color="gray" variant="light">
        Out of Stock
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      In Stock
    </Badge>
  );
}

function kind(p: Painting): string {
  if (p.is_original) return 'Original';
  if (p.editions?.length) {
    return `Limited print: ${p.editions.map((e) => `${e.size} ${e.sold}/${e.total} sold`).join(', ')}`;
  }
  if (p.is_limited && p.limited_edition_count)
    return `Limited print ${p.current_edition_number}/${p.limited_edition_count} sold`;
  return 'Print';
}

/** Originals and prints: search, sort, add, edit, delete, paged by the server; the page refreshes every 5 s. */
export function PaintingsTab() {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const list = useListParams(ADMIN_PAINTING_SORTS, { key: 'title', direction: 'asc' });
  const paintings = useQuery({
    ...trpc.admin.paintings.list.queryOptions(listInput(list, PAGE_SIZE), {
      refetchInterval: REFETCH_MS,
      staleTime: STALE_MS,
    }),
    placeholderData: keepPreviousData,
  });
  const scheduled = useQuery({ ...trpc.admin.paintings.unreleased.queryOptions(), refetchInterval: 30_000 });
  const dialog = useDialog<Painting>();
  const deleting = useDeleteTarget({
    procedure: trpc.admin.paintings.delete,
    noun: 'Painting',
    message: (p: Painting | null) => `${p?.title ?? 'The painting'} has been removed`,
  });

  const [editionsOf, setEditionsOf] = useState<number | null>(null);
  const actions = (p: Painting) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {p.is_limited && !p.is_original && (
        <Tooltip label="Editions">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Editions of ${p.title}`}
            onClick={() => setEditionsOf(p.id)}
          >
            <IconNumbers size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <RowActions name={p.title} onEdit={() => dialog.open(p)} onDelete={() => deleting.ask(p)} />
    </Group>
  );
  const thumb = (p: Painting, size?: number) => (
    <Thumb src={p.preview_image_url ?? p.image_url} alt={p.title} size={size} />
  );

  const columns: Column<Painting>[] = [
    { key: 'image', header: 'Image', hiddenHeader: true, render: (p) => thumb(p) },
    {
      key: 'title',
      header: 'Title',
      render: (p) => (
        <Stack gap={0}>
          <Text fw={500} size="sm">
            {p.title}
          </Text>
          <Text size="xs" c="dimmed">
            {kind(p)}
          </Text>
        </Stack>
      ),
    },
    { key: 'medium', header: 'Medium', render: (p) => p.medium || '—' },
    { key: 'year', header: 'Year', render: (p) => p.year ?? '—' },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      render: (p) => formatMoney(p.price, currencySymbol),
    },
    {
      key: 'status',
      header: 'Status',
      render: (p) => <PaintingStatus painting={p} />,
    },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <Stack gap="lg">
      <TabHeader
        title="Paintings"
        description="Originals are sold once; prints can come in several sizes and as numbered limited editions."
      />
      <ScheduledReleases
        noun="Paintings"
        items={scheduled.data?.map((p) => ({
          id: p.id,
          name: p.title,
          imageUrl: p.preview_image_url ?? p.image_url,
          publishAt: p.publish_at ?? '',
          announce: !!p.announce,
          item: p,
        }))}
        onEdit={dialog.open}
      />
      <DataTable
        label="Paintings"
        rows={paintings.data?.items}
        columns={columns}
        rowKey={(p) => p.id}
        searchPlaceholder="Search paintings"
        emptyText="No paintings yet. Add your first one."
        isLoading={paintings.isPending}
        error={paintings.isError ? 'Failed to load paintings' : null}
        onRetry={() => void paintings.refetch()}
        paging={serverPaging(list, paintings, { sorts: ADMIN_PAINTING_SORTS, noun: 'painting', pageSize: PAGE_SIZE })}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            Add Painting
          </Button>
        }
        renderCard={(p) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {thumb(p, 64)}
            <Stack gap={4} flex={1} miw={0}>
              <Text fw={600} size="sm" truncate>
                {p.title}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[kind(p), p.medium, p.year].filter(Boolean).join(' · ')}
              </Text>
              <Group gap="xs">
                <Text size="sm">{formatMoney(p.price, currencySymbol)}</Text>
                <PaintingStatus painting={p} />
              </Group>
            </Stack>
            {actions(p)}
          </Group>
        )}
      />
      <PaintingDialog opened={dialog.opened} formKey={dialog.key} painting={dialog.item} onClose={dialog.close} />
      <EditionsDialog paintingId={editionsOf} onClose={() => setEditionsOf(null)} />
      <ConfirmDialog title="Delete painting" {...deleting.confirm}>
        Are you sure you want to delete {deleting.target?.title}? This action cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
