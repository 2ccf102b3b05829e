import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Vendor, vendorInput } from '@shared/schemas/inventory';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTRPC } from '../../../trpc';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { FormActions } from '../shared/FormActions';
import { RowActions } from '../shared/RowActions';
import { useDeleteTarget } from '../shared/use-delete';
import { useDialog } from '../shared/use-dialog';
import { LIST_HEIGHT, useStockMutation } from './stock-data';

function VendorDialog({ vendor, ...dialog }: EditDialogProps & { vendor: Vendor | null }) {
  return (
    <FormDialog {...dialog} title={vendor ? 'Edit Vendor' : 'Add New Vendor'} size="md">
      <VendorForm vendor={vendor} onDone={dialog.onClose} />
    </FormDialog>
  );
}

function VendorForm({ vendor, onDone }: { vendor: Vendor | null; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      name: vendor?.name ?? '',
      contact_name: vendor?.contact_name ?? '',
      contact_email: vendor?.contact_email ?? '',
      contact_phone: vendor?.contact_phone ?? '',
    },
    validate: zod4Resolver(vendorInput, { errorPriority: 'first' }),
  });
  const options = { failure: vendor ? 'Failed to update vendor' : 'Failed to add vendor', onDone };
  const create = useStockMutation(trpc.admin.vendors.create, { ...options, success: () => 'Vendor Added' });
  const update = useStockMutation(trpc.admin.vendors.update, { ...options, success: () => 'Vendor Updated' });
  const submit = form.onSubmit((values) =>
    vendor ? update.mutate({ ...values, id: vendor.id }) : create.mutate(values),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Contact name" {...form.getInputProps('contact_name')} />
        <TextInput label="Contact email" type="email" {...form.getInputProps('contact_email')} />
        <TextInput label="Contact phone" type="tel" {...form.getInputProps('contact_phone')} />
        <FormActions
          submitLabel={vendor ? 'Update Vendor' : 'Add Vendor'}
          pending={create.isPending || update.isPending}
          disabled={form.values.name.trim() === ''}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

const contact = (v: Vendor) => (
  <Stack gap={0}>
    <Text size="sm">{v.contact_name || '—'}</Text>
    {v.contact_email && (
      <Anchor size="xs" href={`mailto:${v.contact_email}`}>
        {v.contact_email}
      </Anchor>
    )}
    {v.contact_phone && (
      <Text size="xs" c="dimmed">
        {v.contact_phone}
      </Text>
    )}
  </Stack>
);

/** The Vendors sub-tab: who the studio buys blanks and supplies from. */
export function VendorsPanel() {
  const trpc = useTRPC();
  const vendors = useQuery(trpc.admin.vendors.list.queryOptions());
  const dialog = useDialog<Vendor>();
  const deleting = useDeleteTarget({
    procedure: trpc.admin.vendors.delete,
    noun: 'Vendor',
    stockWording: true,
    message: (v: Vendor | null) => `${v?.name ?? 'The vendor'} has been removed`,
    queryKey: trpc.admin.vendors.pathKey(),
  });
  const actions = (v: Vendor) => (
    <RowActions
      name={v.name}
      onEdit={() => dialog.open(v)}
      onDelete={() => deleting.ask(v)}
      deleteDisabledReason={v.purchase_order_count > 0 ? 'Has purchase orders: kept for their history' : null}
    />
  );
  const columns: Column<Vendor>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (v) => v.name,
      render: (v) => (
        <Text fw={500} size="sm">
          {v.name}
        </Text>
      ),
    },
    { key: 'contact', header: 'Contact', render: contact },
    {
      key: 'orders',
      header: 'Purchase orders',
      align: 'right',
      sortValue: (v) => v.purchase_order_count,
      render: (v) => v.purchase_order_count,
    },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];
  return (
    <>
      <DataTable
        label="Vendors"
        rows={vendors.data}
        columns={columns}
        rowKey={(v) => v.id}
        searchText={(v) => `${v.name} ${v.contact_name} ${v.contact_email} ${v.contact_phone}`}
        searchPlaceholder="Search vendors"
        emptyText="No vendors found"
        isLoading={vendors.isPending}
        error={vendors.isError ? 'Failed to load vendors' : null}
        onRetry={() => void vendors.refetch()}
        listHeight={LIST_HEIGHT}
        initialSort={{ key: 'name', direction: 'asc' }}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            Add Vendor
          </Button>
        }
        renderCard={(v) => (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {v.name}
              </Text>
              {contact(v)}
            </Stack>
            {actions(v)}
          </Group>
        )}
      />
      <VendorDialog opened={dialog.opened} formKey={dialog.key} vendor={dialog.item} onClose={dialog.close} />
      <ConfirmDialog title="Delete vendor" {...deleting.confirm}>
        Are you sure you want to delete this item?
      </ConfirmDialog>
    </>
  );
}
