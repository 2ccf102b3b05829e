import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { ADMIN_PRODUCT_SORTS } from '@shared/schemas/admin-lists';
import type { Product } from '@shared/schemas/catalogue';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import { ProductDialog } from './ProductDialog';
import classes from './VariantStock.module.css';

/** How many of a per-variant product's variants have stock: '4/6 variants' (4 of its 6 have stock). */
function variantCount(product: Product): string {
  const left = product.variants.filter((v) => v.stock > 0).length;
  return `${left}/${product.variants.length} variants`;
}

function Flags({ product }: { product: Product }) {
  return (
    <Group gap={4}>
      {product.isNew && (
        <Badge size="xs" variant="light">
          New
        </Badge>
      )}
      {product.isFeatured && (
        <Badge size="xs" variant="light" color="dark">
          Featured
        </Badge>
      )}
      {product.is_sold && (
        <Badge size="xs" variant="light" color="red">
          Sold
        </Badge>
      )}
    </Group>
  );
}

const PAGE_SIZE = 20;

/** The clothing catalogue: search, sort, add, edit, delete; searched, sorted and paged by the server. */
export function ProductsTab() {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const list = useListParams(ADMIN_PRODUCT_SORTS, { key: 'name', direction: 'asc' });
  const products = useQuery({
    ...trpc.admin.products.list.queryOptions(listInput(list, PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
  const scheduled = useQuery({ ...trpc.admin.products.unreleased.queryOptions(), refetchInterval: 30_000 });
  const dialog = useDialog<Product>();
  const deleting = useDeleteTarget({
    procedure: trpc.admin.products.delete,
    noun: 'Product',
    message: (p: Product | null) => `${p?.name ?? 'The product'} has been removed`,
  });

  const actions = (product: Product) => (
    <RowActions name={product.name} onEdit={() => dialog.open(product)} onDelete={() => deleting.ask(product)} />
  );

  const columns: Column<Product>[] = [
    {
      key: 'image',
      header: 'Image',
      hiddenHeader: true,
      render: (p) => <Thumb src={p.imageUrl} alt={p.name} />,
    },
    {
      key: 'name',
      header: 'Name',
      render: (p) => (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {p.name}
          </Text>
          <Flags product={p} />
        </Stack>
      ),
    },
    { key: 'category', header: 'Category', render: (p) => p.category ?? '—' },
    {
      key: 'collection',
      header: 'Collection',
      render: (p) => p.collection ?? '—',
    },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      render: (p) => formatMoney(p.price, currencySymbol),
    },
    {
      key: 'stock',
      header: 'Stock',
      align: 'right',
      render: (p) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" c={p.stock === 0 ? 'red' : undefined} fw={p.stock === 0 ? 600 : undefined}>
            {p.stock}
          </Text>
          {p.stockPerVariant && (
            <Text size="xs" c="dimmed" className={classes.nowrap}>
              {variantCount(p)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <Stack gap="lg">
      <TabHeader title="Products" description="Hand-bleached garments: prices, sizes, colours and stock." />
      <ScheduledReleases
        noun="Products"
        items={scheduled.data?.map((p) => ({ ...p, publishAt: p.publishAt ?? '', announce: !!p.announce, item: p }))}
        onEdit={dialog.open}
      />
      <DataTable
        label="Products"
        rows={products.data?.items}
        columns={columns}
        rowKey={(p) => p.id}
        searchPlaceholder="Search products"
        emptyText="No products yet. Add your first one."
        isLoading={products.isPending}
        error={products.isError ? 'Failed to load products' : null}
        onRetry={() => void products.refetch()}
        paging={serverPaging(list, products, { sorts: ADMIN_PRODUCT_SORTS, noun: 'product', pageSize: PAGE_SIZE })}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            Add Product
          </Button>
        }
        renderCard={(p) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumb src={p.imageUrl} alt={p.name} size={64} />
            <Stack gap={2} flex={1} miw={0}>
              <Text fw={600} size="sm" truncate>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[p.category, p.collection].filter(Boolean).join(' · ') || 'Uncategorised'}
              </Text>
              <Text size="sm">
                {formatMoney(p.price, currencySymbol)} · {p.stock} in stock
                {p.stockPerVariant && ` (${variantCount(p)})`}
              </Text>
              <Flags product={p} />
            </Stack>
            {actions(p)}
          </Group>
        )}
      />
      <ProductDialog opened={dialog.opened} formKey={dialog.key} product={dialog.item} onClose={dialog.close} />
      <ConfirmDialog title="Delete product" {...deleting.confirm}>
        Are you sure you want to delete {deleting.target?.name}? This action cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
