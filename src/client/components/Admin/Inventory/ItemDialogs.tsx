import { NumberInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type InventoryItem, inventoryUpdateInput } from '@shared/schemas/inventory';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FormActions } from '../shared/FormActions';
import { ItemSelect } from './ItemSelect';
import { useStockMutation } from './stock-data';

interface ItemDialogProps extends EditDialogProps {
  item: InventoryItem | null;
}

/** Edit an item's record: SKU, location, low-stock threshold. */
export function EditItemDialog({ item, ...dialog }: ItemDialogProps) {
  return (
    <FormDialog {...dialog} title="Edit Inventory Item" size="md">
      {item && <EditItemForm item={item} onDone={dialog.onClose} />}
    </FormDialog>
  );
}

function EditItemForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { sku: item.sku, location: item.location, low_stock_threshold: item.low_stock_threshold },
    validate: zod4Resolver(inventoryUpdateInput.omit({ id: true }), { errorPriority: 'first' }),
  });
  const update = useStockMutation(trpc.admin.inventory.update, {
    success: () => 'Inventory item updated',
    failure: 'Failed to update inventory item',
    onDone,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => update.mutate({ id: item.id, ...values }))}>
      <Stack gap="md">
        <Text fw={600}>{item.name}</Text>
        <TextInput label="SKU" required data-autofocus {...form.getInputProps('sku')} />
        <TextInput label="Location" placeholder="e.g. Studio, shelf 2" {...form.getInputProps('location')} />
        <NumberInput
          label="Low stock threshold"
          description="The item is low when its quantity is at or below this"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('low_stock_threshold')}
        />
        <FormActions submitLabel="Save Item" pending={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** A manual stock correction (found, damaged, counted) with its reason; it lands in the ledger. */
export function AdjustStockDialog({ item, ...dialog }: ItemDialogProps) {
  return (
    <FormDialog {...dialog} title="Adjust Stock" size="md">
      <AdjustForm item={item} onDone={dialog.onClose} />
    </FormDialog>
  );
}

function AdjustForm({ item, onDone }: { item: InventoryItem | null; onDone: () => void }) {
  const trpc = useTRPC();
  const [itemId, setItemId] = useState<number | null>(item?.id ?? null);
  const form = useForm({
    initialValues: { direction: 'add', quantity: 1 as number | string, notes: '' },
    validate: {
      quantity: (v) => (Number.isInteger(Number(v)) && Number(v) >= 1 ? null : 'Quantity must be at least 1'),
      notes: (v) => (v.trim() ? null : 'A note is required'),
    },
  });
  const adjust = useStockMutation(trpc.admin.inventory.adjust, {
    success: (saved) => `Stock of ${saved.name} is now ${saved.quantity}`,
    failure: 'Failed to adjust stock',
    onDone,
  });
  const submit = form.onSubmit((values) => {
    if (itemId === null) return;
    const quantity = Number(values.quantity);
    adjust.mutate({ id: itemId, change: values.direction === 'add' ? quantity : -quantity, notes: values.notes });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {item ? (
          <Text fw={600}>
            {item.name} · {item.quantity} in stock
          </Text>
        ) : (
          <ItemSelect label="Item" required value={itemId} onChange={setItemId} />
        )}
        <SegmentedControl
          aria-label="Add or remove"
          data={[
            { value: 'add', label: 'Add stock' },
            { value: 'remove', label: 'Remove stock' },
          ]}
          {...form.getInputProps('direction')}
        />
        <NumberInput
          label="Quantity"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('quantity')}
        />
        <Textarea
          label="Note"
          required
          placeholder="Why: counted, damaged, found a box…"
          autosize
          minRows={2}
          {...form.getInputProps('notes')}
        />
        <FormActions
          submitLabel="Save Adjustment"
          pending={adjust.isPending}
          disabled={itemId === null}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
