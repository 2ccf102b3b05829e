import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CardItem } from '../../../features/admin/campaign-card';
import { useTRPC } from '../../../trpc';
import { AdminModal } from '../shared/AdminModal';
import { Thumb } from '../shared/Thumb';

/** Pick a product or painting from the catalogue (searched by name) for a campaign's card. */
export function CardPicker({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (item: CardItem) => void;
}) {
  const trpc = useTRPC();
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 250);
  const search = q ? { q } : {};
  const products = useQuery(
    trpc.admin.products.list.queryOptions({ ...search, page: 1, pageSize: 12 }, { enabled: opened }),
  );
  const paintings = useQuery(
    trpc.admin.paintings.list.queryOptions({ ...search, page: 1, pageSize: 12 }, { enabled: opened }),
  );
  const items: CardItem[] = [
    ...(products.data?.items ?? []).map((p) => ({
      kind: 'product' as const,
      id: p.id,
      name: p.name,
      price: p.price,
      imageUrl: p.imageUrl,
    })),
    ...(paintings.data?.items ?? []).map((p) => ({
      kind: 'painting' as const,
      id: p.id,
      name: p.title,
      price: p.price,
      imageUrl: p.image_url,
    })),
  ];
  const loading = products.isPending || paintings.isPending;
  return (
    <AdminModal opened={opened} onClose={onClose} title="Add a product card" size="lg">
      <Stack gap="sm">
        <TextInput
          label="Search the catalogue"
          placeholder="Product or painting name"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-autofocus
        />
        {loading && <Loader size="sm" />}
        {!loading && items.length === 0 && <Text c="dimmed">Nothing matches.</Text>}
        {items.map((item) => (
          <Group key={`${item.kind}-${item.id}`} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Thumb src={item.imageUrl} alt="" />
              <div>
                <Text fw={600}>{item.name}</Text>
                <Text size="xs" c="dimmed">
                  {item.kind === 'product' ? 'Product' : 'Painting'}
                </Text>
              </div>
            </Group>
            <Button
              size="xs"
              variant="light"
              aria-label={`Add ${item.name}`}
              onClick={() => {
                onPick(item);
                onClose();
              }}
            >
              Add
            </Button>
          </Group>
        ))}
      </Stack>
    </AdminModal>
  );
}
