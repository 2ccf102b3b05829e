import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { DISCOUNT_STATUS_LABELS, type Discount, type DiscountStatus } from '@shared/schemas/discounts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettings } from '../../../features/settings';
import { formatDate } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { RowActions } from '../shared/RowActions';
import { TabHeader } from '../shared/TabHeader';
import { useDialog } from '../shared/use-dialog';
import { DiscountDialog } from './DiscountDialog';
import { discountValueText } from './discount-form';
import { discountName, useDiscountDelete, useDiscountToggle } from './use-discounts';

const STATUS_COLOR: Record<DiscountStatus, string> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'gray',
  used_up: 'orange',
  disabled: 'red',
};

function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} tt="none">
      {DISCOUNT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** 'Dec 1, 2026 – Dec 31, 2026', 'From Dec 1, 2026', 'Until …', 'Always'. */
function periodText(d: Discount): string {
  const start = d.startsAt && formatDate(d.startsAt, 'medium');
  const end = d.endsAt && formatDate(d.endsAt, 'medium');
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'No end date';
}

/**
 * '3 used', '3 / 100 used', and the uses unpaid checkouts hold now when there are any: '0 / 5 used · 5 held' (a
 * held use comes back when its checkout's reservation runs out unpaid).
 */
function usesText(d: Discount): string {
  const used = d.usageLimit === null ? `${d.timesUsed} used` : `${d.timesUsed} / ${d.usageLimit} used`;
  return d.timesHeld > 0 ? `${used} · ${d.timesHeld} held` : used;
}

/** The discount's name: its code, or an automatic one's title with a badge. */
function NameCell({ d }: { d: Discount }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600} size="sm" ff={d.code ? 'monospace' : undefined}>
        {discountName(d)}
      </Text>
      {d.automatic && (
        <Badge size="xs" variant="outline" color="gray" tt="none">
          Automatic
        </Badge>
      )}
    </Group>
  );
}

/** Discount codes and automatic discounts: status, uses and revenue; add, edit, disable, delete an unused one. */
export function DiscountsTab() {
  const trpc = useTRPC();
  const { currencySymbol } = useSettings();
  const money = (n: number) => formatMoney(n, currencySymbol);
  const discounts = useQuery(trpc.admin.discounts.list.queryOptions());
  const dialog = useDialog<Discount>();
  const toggle = useDiscountToggle();
  const [target, setTarget] = useState<Discount | null>(null);
  const remove = useDiscountDelete(() => setTarget(null));

  const terms = (d: Discount) =>
    [discountValueText(d, money), d.minimumSubtotal ? `over ${money(d.minimumSubtotal)}` : null]
      .filter(Boolean)
      .join(' ');
  const uses = (d: Discount) => usesText(d);
  const enabledSwitch = (d: Discount, label?: string) => (
    <Switch
      aria-label={`${discountName(d)} enabled`}
      label={label}
      checked={!d.disabled}
      disabled={toggle.pendingId === d.id}
      onChange={(e) => toggle.set(d.id, !e.currentTarget.checked)}
    />
  );
  const actions = (d: Discount) => (
    <RowActions name={discountName(d)} onEdit={() => dialog.open(d)} onDelete={() => setTarget(d)} />
  );

  const columns: Column<Discount>[] = [
    { key: 'name', header: 'Discount', sortValue: discountName, render: (d) => <NameCell d={d} /> },
    { key: 'terms', header: 'Terms', render: (d) => <Text size="sm">{terms(d)}</Text> },
    {
      key: 'status',
      header: 'Status',
      sortValue: (d) => DISCOUNT_STATUS_LABELS[d.status],
      render: (d) => <DiscountStatusBadge status={d.status} />,
    },
    {
      key: 'period',
      header: 'Dates',
      render: (d) => (
        <Text size="sm" c="dimmed">
          {periodText(d)}
        </Text>
      ),
    },
    { key: 'used', header: 'Uses', align: 'right', sortValue: (d) => d.timesUsed, render: uses },
    { key: 'revenue', header: 'Revenue', align: 'right', sortValue: (d) => d.revenue, render: (d) => money(d.revenue) },
    { key: 'enabled', header: 'Enabled', align: 'center', render: (d) => enabledSwitch(d) },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <Stack gap="lg">
      <TabHeader
        title="Discounts"
        description="Codes shoppers enter at checkout, and automatic discounts that apply by themselves. One discount per order: the one that saves the most."
      />
      <DataTable
        label="Discounts"
        rows={discounts.data}
        columns={columns}
        rowKey={(d) => d.id}
        searchText={(d) => `${d.code ?? ''} ${d.title}`}
        searchPlaceholder="Search discounts"
        emptyText="No discounts yet. Add a code like SPRING10, or an automatic discount."
        isLoading={discounts.isPending}
        error={discounts.isError ? 'Failed to load discounts' : null}
        onRetry={() => void discounts.refetch()}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            Add Discount
          </Button>
        }
        renderCard={(d) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Stack gap={4} flex={1} miw={0}>
              <Group gap="xs">
                <NameCell d={d} />
                <DiscountStatusBadge status={d.status} />
              </Group>
              <Text size="xs">{terms(d)}</Text>
              <Text size="xs" c="dimmed">
                {periodText(d)} · {uses(d)} · {money(d.revenue)} revenue
              </Text>
              {enabledSwitch(d, 'Enabled')}
            </Stack>
            {actions(d)}
          </Group>
        )}
      />
      <DiscountDialog opened={dialog.opened} formKey={dialog.key} discount={dialog.item} onClose={dialog.close} />
      <ConfirmDialog
        title="Delete discount"
        opened={target !== null}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && remove.mutate({ id: target.id })}
      >
        {target && target.timesUsed > 0
          ? `${discountName(target)} has been used on ${target.timesUsed} ${target.timesUsed === 1 ? 'order' : 'orders'}: the shop keeps it with them. Disable it instead to stop it applying.`
          : `Delete ${target ? discountName(target) : 'this discount'}? It can no longer be used.`}
      </ConfirmDialog>
    </Stack>
  );
}
