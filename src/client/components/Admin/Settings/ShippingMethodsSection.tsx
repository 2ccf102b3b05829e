import { Badge, Button, Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { AdminShippingMethod } from '@shared/schemas/shipping-methods';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { RowActions } from '../shared/RowActions';
import { useDialog } from '../shared/use-dialog';
import { SectionCard } from './SettingsSection';
import { ShippingMethodDialog } from './ShippingMethodDialog';
import { useShippingMethodRemove, useShippingMethodToggle } from './use-shipping-methods';

const COUNTRY = { US: 'United States', CA: 'Canada' } as const;

/** The shipping methods the checkout offers: edit each, tick which ship free over the threshold, add one. */
export function ShippingMethodsSection() {
  const trpc = useTRPC();
  const methods = useQuery(trpc.admin.shippingMethods.list.queryOptions());
  const dialog = useDialog<AdminShippingMethod>();
  const toggle = useShippingMethodToggle();
  const [target, setTarget] = useState<AdminShippingMethod | null>(null);
  const remove = useShippingMethodRemove(() => setTarget(null));

  const activeSwitch = (m: AdminShippingMethod, label?: string) => (
    <Switch
      aria-label={`${m.name} active`}
      label={label}
      checked={m.active}
      disabled={toggle.pendingId === m.id}
      onChange={(e) => toggle.set({ id: m.id, active: e.currentTarget.checked })}
    />
  );
  const freeTick = (m: AdminShippingMethod, label?: string) => (
    <Checkbox
      aria-label={`${m.name} free over the threshold`}
      label={label}
      checked={m.freeOverThreshold}
      disabled={toggle.pendingId === m.id}
      onChange={(e) => toggle.set({ id: m.id, freeOverThreshold: e.currentTarget.checked })}
    />
  );
  const actions = (m: AdminShippingMethod) => (
    <RowActions name={m.name} onEdit={() => dialog.open(m)} onDelete={() => setTarget(m)} />
  );

  const columns: Column<AdminShippingMethod>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (m) => (
        <Text fw={500} size="sm">
          {m.name}
        </Text>
      ),
    },
    { key: 'country', header: 'Country', render: (m) => COUNTRY[m.country] },
    { key: 'estimate', header: 'Estimate', render: (m) => m.estimatedDays || '—' },
    { key: 'price', header: 'Price', align: 'right', render: (m) => formatMoney(m.price) },
    { key: 'active', header: 'Active', align: 'center', render: (m) => activeSwitch(m) },
    { key: 'free', header: 'Free over the threshold', align: 'center', render: (m) => freeTick(m) },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <SectionCard
      title="Shipping methods"
      description="What the checkout offers in each country. Changes here save at once. Tick “Free over the threshold” for each method that ships free once the cart reaches the free-shipping threshold."
    >
      <DataTable
        label="Shipping methods"
        rows={methods.data}
        columns={columns}
        rowKey={(m) => m.id}
        emptyText="No shipping methods yet. Add one so customers can check out."
        isLoading={methods.isPending}
        error={methods.isError ? 'Failed to load shipping methods' : null}
        onRetry={() => void methods.refetch()}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            Add Method
          </Button>
        }
        renderCard={(m) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Stack gap={4} flex={1} miw={0}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {m.name}
                </Text>
                {!m.active && <Badge color="gray">Inactive</Badge>}
              </Group>
              <Text size="xs" c="dimmed">
                {COUNTRY[m.country]} · {m.estimatedDays || 'no estimate'} · {formatMoney(m.price)}
              </Text>
              <Group gap="md">
                {activeSwitch(m, 'Active')}
                {freeTick(m, 'Free over the threshold')}
              </Group>
            </Stack>
            {actions(m)}
          </Group>
        )}
      />
      <ShippingMethodDialog opened={dialog.opened} formKey={dialog.key} method={dialog.item} onClose={dialog.close} />
      <ConfirmDialog
        title="Delete shipping method"
        opened={target !== null}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && remove.mutate({ id: target.id })}
      >
        {target && target.orderCount > 0
          ? `Orders were shipped with ${target.name}, so it will be deactivated (no longer offered) rather than deleted.`
          : `Delete ${target?.name ?? 'this method'}? Customers will no longer be able to choose it.`}
      </ConfirmDialog>
    </SectionCard>
  );
}
