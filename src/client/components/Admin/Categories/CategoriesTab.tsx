import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Category } from '@shared/schemas/catalogue';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { GroupItemsDialog } from '../GroupItems/GroupItemsDialog';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { RowActions } from '../shared/RowActions';
import { TabHeader } from '../shared/TabHeader';
import { Thumb } from '../shared/Thumb';
import { useDeleteTarget } from '../shared/use-delete';
import { useDialog } from '../shared/use-dialog';
import { CategoryDialog } from './CategoryDialog';

/** Categories in their storefront order: add, rename, set the image, move up or down, delete. */
export function CategoriesTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const categories = useQuery(trpc.catalogue.categories.queryOptions());
  const dialog = useDialog<Category>();
  const holding = useDialog<Category>();
  const deleting = useDeleteTarget({
    procedure: trpc.admin.categories.delete,
    noun: 'Category',
    message: (c: Category | null) => `${c?.name ?? 'The category'} has been removed`,
  });
  const move = useMutation(
    trpc.admin.categories.move.mutationOptions({
      onSuccess: (list) => {
        queryClient.setQueryData(trpc.catalogue.categories.queryKey(), list);
        void queryClient.invalidateQueries({ queryKey: trpc.catalogue.pathKey() });
      },
      onError: (error) => notifyFailure(error, 'Failed to move category'),
    }),
  );
  const list = categories.data ?? [];

  const order = (c: Category) => {
    const index = list.findIndex((x) => x.id === c.id);
    return (
      <Group gap={2} wrap="nowrap">
        <Tooltip label="Move up">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${c.name} up`}
            disabled={index <= 0 || move.isPending}
            onClick={() => move.mutate({ id: c.id, direction: 'up' })}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Move down">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${c.name} down`}
            disabled={index === list.length - 1 || move.isPending}
            onClick={() => move.mutate({ id: c.id, direction: 'down' })}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  };
  const editDelete = (c: Category) => (
    <RowActions
      name={c.name}
      onEdit={() => dialog.open(c)}
      onDelete={() => deleting.ask(c)}
      onItems={() => holding.open(c)}
      deleteDisabledReason={
        c.product_count > 0 ? `Move or delete its ${c.product_count} product(s) before deleting it` : null
      }
    />
  );
  const actions = (c: Category) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {order(c)}
      {editDelete(c)}
    </Group>
  );

  const columns: Column<Category>[] = [
    { key: 'image', header: 'Image', hiddenHeader: true, render: (c) => <Thumb src={c.imageUrl} alt={c.name} /> },
    {
      key: 'name',
      header: 'Name',
      render: (c) => (
        <Text fw={500} size="sm">
          {c.name}
        </Text>
      ),
    },
    { key: 'slug', header: 'Slug', render: (c) => <Text size="sm" c="dimmed">{`/category/${c.slug}`}</Text> },
    { key: 'products', header: 'Products', align: 'right', render: (c) => c.product_count },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <Stack gap="lg">
      <TabHeader
        title="Categories"
        description="The kinds of garment shoppers browse by, in the order the storefront lists them."
      />
      <DataTable
        label="Categories"
        rows={categories.data}
        columns={columns}
        rowKey={(c) => c.id}
        searchText={(c) => c.name}
        searchPlaceholder="Search categories"
        emptyText="No categories yet. Add your first one."
        isLoading={categories.isPending}
        error={categories.isError ? 'Failed to load categories' : null}
        onRetry={() => void categories.refetch()}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            Add Category
          </Button>
        }
        renderCard={(c) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumb src={c.imageUrl} alt={c.name} size={64} />
            <Stack gap={2} flex={1} miw={0}>
              <Text fw={600} size="sm">
                {c.name}
              </Text>
              <Text size="xs">{c.product_count} products</Text>
              {order(c)}
            </Stack>
            {editDelete(c)}
          </Group>
        )}
      />
      <CategoryDialog opened={dialog.opened} formKey={dialog.key} category={dialog.item} onClose={dialog.close} />
      <GroupItemsDialog
        group="category"
        opened={holding.opened}
        formKey={holding.key}
        target={holding.item}
        onClose={holding.close}
      />
      <ConfirmDialog title="Delete category" {...deleting.confirm}>
        Are you sure you want to delete {deleting.target?.name}? This action cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
