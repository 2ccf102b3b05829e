import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney, toCents, toDollars } from '@shared/money';
import type { InventoryItem, PurchaseOrder } from '@shared/schemas/inventory';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FormActions } from '../shared/FormActions';
import { MoneyInput } from '../shared/MoneyInput';
import { ItemSelect } from './ItemSelect';
import { useStockMutation } from './stock-data';

interface Line {
  key: number;
  itemId: number | null;
  quantity: number | string;
  unitCost: number | string;
}

/** What the dialog starts from: a draft to edit, or a new order, possibly for one low-stock item. */
export type PurchaseOrderDraft = { order: PurchaseOrder } | { item: InventoryItem | null };

interface PurchaseOrderDialogProps extends EditDialogProps {
  draft: PurchaseOrderDraft | null;
  /** Opens the saved order. */
  onSaved: (order: PurchaseOrder) => void;
}

/** Create or edit a draft purchase order: the vendor and its lines (item, quantity, unit cost); the server totals it. */
export function PurchaseOrderDialog({ draft, onSaved, ...dialog }: PurchaseOrderDialogProps) {
  const editing = draft && 'order' in draft ? draft.order : null;
  return (
    <FormDialog {...dialog} title={editing ? 'Edit Purchase Order' : 'Create Purchase Order'} size="xl">
      <PurchaseOrderForm
        order={editing}
        item={draft && 'item' in draft ? draft.item : null}
        onSaved={onSaved}
        onDone={dialog.onClose}
      />
    </FormDialog>
  );
}

let nextKey = 1;
const emptyLine = (item: InventoryItem | null = null): Line => ({
  key: nextKey++,
  itemId: item?.id ?? null,
  quantity: item ? Math.max(item.low_stock_threshold * 2 - item.quantity, 1) : 1,
  unitCost: 0,
});
const isWhole = (v: number | string) => Number.isInteger(Number(v)) && Number(v) >= 1;

const linesOf = (order: PurchaseOrder): Line[] =>
  order.lines.map((l) => ({
    key: nextKey++,
    itemId: l.inventory_item_id,
    quantity: l.quantity,
    unitCost: l.unit_cost,
  }));

function PurchaseOrderForm({
  order,
  item,
  onSaved,
  onDone,
}: {
  order: PurchaseOrder | null;
  item: InventoryItem | null;
  onSaved: (order: PurchaseOrder) => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const vendors = useQuery(trpc.admin.vendors.list.queryOptions());
  const [vendorId, setVendorId] = useState<string | null>(order ? String(order.vendor_id) : null);
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [lines, setLines] = useState<Line[]>(() => (order ? linesOf(order) : [emptyLine(item)]));
  const [tried, setTried] = useState(false);
  const saved = (o: PurchaseOrder) => {
    onDone();
    onSaved(o);
  };
  const create = useStockMutation(trpc.admin.purchaseOrders.create, {
    success: (o) => `Purchase order #${o.id} created`,
    failure: 'Failed to create purchase order',
    onDone: saved,
  });
  const update = useStockMutation(trpc.admin.purchaseOrders.update, {
    success: (o) => `Purchase order #${o.id} updated`,
    failure: 'Failed to update purchase order',
    onDone: saved,
  });
  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const valid = vendorId !== null && lines.every((l) => l.itemId !== null && isWhole(l.quantity));
  const total = lines.reduce((sum, l) => sum + (Number(l.quantity) || 0) * toCents(Number(l.unitCost) || 0), 0);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    const input = {
      vendor_id: Number(vendorId),
      notes,
      lines: lines.map((l) => ({
        inventory_item_id: l.itemId as number,
        quantity: Number(l.quantity),
        unit_cost: Number(l.unitCost) || 0,
      })),
    };
    if (order) update.mutate({ ...input, id: order.id });
    else create.mutate(input);
  };

  if (vendors.data?.length === 0) {
    return (
      <Stack gap="md">
        <Alert color="yellow" title="No vendors yet">
          Add a vendor in the Vendors tab first, then create its purchase order.
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Select
          label="Vendor"
          required
          searchable
          placeholder={vendors.isPending ? 'Loading…' : 'Choose a vendor'}
          data={(vendors.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
          value={vendorId}
          onChange={setVendorId}
          error={tried && vendorId === null ? 'Choose a vendor' : null}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Lines
          </Text>
          {lines.map((line, index) => (
            <Group key={line.key} gap="sm" align="flex-start" wrap="wrap">
              <ItemSelect
                aria-label={`Item of line ${index + 1}`}
                flex="1 1 260px"
                value={line.itemId}
                onChange={(itemId) => change(line.key, { itemId })}
                error={tried && line.itemId === null ? 'Choose an item' : null}
              />
              <NumberInput
                aria-label={`Quantity of line ${index + 1}`}
                w={110}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={line.quantity}
                onChange={(quantity) => change(line.key, { quantity })}
                error={tried && !isWhole(line.quantity) ? 'At least 1' : null}
              />
              <MoneyInput
                aria-label={`Unit cost of line ${index + 1}`}
                w={130}
                value={line.unitCost}
                onChange={(unitCost) => change(line.key, { unitCost })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={`Remove line ${index + 1}`}
                disabled={lines.length === 1}
                onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setLines((all) => [...all, emptyLine()])}
            >
              Add line
            </Button>
            <Text fw={600}>Total {formatMoney(toDollars(total))}</Text>
          </Group>
        </Stack>
        <Textarea label="Notes" autosize minRows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <FormActions
          submitLabel={order ? 'Save Purchase Order' : 'Create Purchase Order'}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
