import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Collection } from '@shared/schemas/catalogue';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../trpc';
import { GroupItemsDialog } from '../GroupItems/GroupItemsDialog';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { RowActions } from '../shared/RowActions';
import { TabHeader } from '../shared/TabHeader';
import { Thumb } from '../shared/Thumb';
import { useDeleteTarget } from '../shared/use-delete';
import { useDialog } from '../shared/use-dialog';
import { CollectionDialog } from './CollectionDialog';

/** Collections group products on the storefront: add, edit, delete. */
export function CollectionsTab() {
  const trpc = useTRPC();
  const collections = useQuery(trpc.catalogue.collections.queryOptions());
  const products = useQuery(trpc.catalogue.products.queryOptions({ filter: 'all' }));
  const counts = useMemo(() => {
    const byName = new Map<string, number>();
    for (const p of products.data ?? [])
      if (p.collection) byName.set(p.collection, (byName.get(p.collection) ?? 0) + 1);
    return byName;
  }, [products.data]);
  const dialog = useDialog<Collection>();
  const holding = useDialog<Collection>();
  const deleting = useDeleteTarget({
    procedure: trpc.admin.collections.delete,
    noun: 'Collection',
    message: (c: Collection | null) => `${c?.name ?? 'The collection'} has been removed`,
  });

  const actions = (c: Collection) => (
    <RowActions
      name={c.name}
      onEdit={() => dialog.open(c)}
      onDelete={() => deleting.ask(c)}
      onItems={() => holding.open(c)}
    />
  );
  const featured = (c: Collection) =>
    c.featured && (
      <Badge size="xs" variant="light" color="dark">
        Featured
      </Badge>
    );

  const columns: Column<Collection>[] = [
    { key: 'image', header: 'Image', hiddenHeader: true, render: (c) => <Thumb src={c.imageUrl} alt={c.name} /> },
    {
      key: 'name',
      header: 'Name',
      sortValue: (c) => c.name,
      render: (c) => (
        <Group gap="xs">
          <Text fw={500} size="sm">
            {c.name}
          </Text>
          {featured(c)}
        </Group>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (c) => (
        <Text size="sm" c="dimmed" lineClamp={2} maw={420}>
          {c.description || '—'}
        </Text>
      ),
    },
    {
      key: 'products',
      header: 'Products',
      align: 'right',
      sortValue: (c) => counts.get(c.name) ?? 0,
      render: (c) => counts.get(c.name) ?? 0,
    },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <Stack gap="lg">
      <TabHeader title="Collections" description="Curated groups of garments, each with its own page." />
      <DataTable
        label="Collections"
        rows={collections.data}
        columns={columns}
        rowKey={(c) => c.id}
        searchText={(c) => `${c.name} ${c.description}`}
        searchPlaceholder="Search collections"
        emptyText="No collections yet. Add your first one."
        isLoading={collections.isPending}
        error={collections.isError ? 'Failed to load collections' : null}
        onRetry={() => void collections.refetch()}
        initialSort={{ key: 'name', direction: 'asc' }}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            Add Collection
          </Button>
        }
        renderCard={(c) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumb src={c.imageUrl} alt={c.name} size={64} />
            <Stack gap={2} flex={1} miw={0}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {c.name}
                </Text>
                {featured(c)}
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {c.description}
              </Text>
              <Text size="xs">{counts.get(c.name) ?? 0} products</Text>
            </Stack>
            {actions(c)}
          </Group>
        )}
      />
      <CollectionDialog opened={dialog.opened} formKey={dialog.key} collection={dialog.item} onClose={dialog.close} />
      <GroupItemsDialog
        group="collection"
        opened={holding.opened}
        formKey={holding.key}
        target={holding.item}
        onClose={holding.close}
      />
      <ConfirmDialog title="Delete collection" {...deleting.confirm}>
        Are you sure you want to delete {deleting.target?.name}? This may affect associated products: they will no
        longer belong to a collection.
      </ConfirmDialog>
    </Stack>
  );
}
