import { Badge, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { DraftOrder, MarkPaidInput } from '@shared/schemas/draft-orders';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../api-error';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useSettings } from '../../../features/settings';
import { formatDate } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { TabHeader } from '../shared/TabHeader';
import { CreateDraftDialog } from './CreateDraftDialog';
import { FormFooter } from './FormFooter';

const METHODS: { value: MarkPaidInput['method']; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'etransfer', label: 'E-transfer' },
  { value: 'terminal', label: 'Card terminal' },
  { value: 'other', label: 'Other' },
];
/** How a paid draft was paid: the owner's method, or (none recorded) the card of its invoice. */
const methodLabel = (d: DraftOrder) =>
  METHODS.find((m) => m.value === d.paymentMethod)?.label ?? (d.invoicedAt ? 'Card (invoice)' : '—');
/** Open: still held, so it can be marked paid, invoiced or deleted. */
const isOpen = (d: DraftOrder) => d.status === 'draft' || d.status === 'invoiced';
const STATUS: Record<string, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'yellow' },
  invoiced: { label: 'Invoiced · awaiting payment', color: 'blue' },
  expired: { label: 'Expired', color: 'gray' },
};

/** Settle a draft: how it was paid, a reference, and whether the customer gets a confirmation. */
function MarkPaidDialog({ draft, onClose }: { draft: DraftOrder | null; onClose(): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<MarkPaidInput['method']>('cash');
  const [reference, setReference] = useState('');
  const [mail, setMail] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const markPaid = useMutation(
    trpc.admin.draftOrders.markPaid.mutationOptions({
      onSuccess: () => {
        setReference('');
        void queryClient.invalidateQueries({ queryKey: trpc.admin.draftOrders.list.queryKey() });
        onClose();
      },
      onError: (e) => setError(serverMessage(e) ?? 'The order could not be marked paid'),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setError(null);
    markPaid.mutate({ id: draft.id, method, reference: reference.trim() || undefined, sendConfirmation: mail });
  };
  return (
    <Modal opened={draft !== null} onClose={onClose} title={draft ? `Mark order #${draft.id} paid` : ''}>
      <form onSubmit={submit} noValidate aria-label="Mark paid">
        <Stack gap="sm">
          <NativeSelect
            label="Payment method"
            data={METHODS}
            value={method}
            onChange={(e) => setMethod(e.currentTarget.value as MarkPaidInput['method'])}
          />
          <TextInput
            label="Reference (optional)"
            description="The terminal's receipt number, the e-transfer's reference…"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Checkbox
            label="E-mail the customer a confirmation"
            checked={mail}
            disabled={!draft?.email}
            onChange={(e) => setMail(e.currentTarget.checked)}
          />
          <FormFooter error={error} onCancel={onClose} submitLabel="Mark paid" pending={markPaid.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Draft orders (issue 42): sales the owner makes elsewhere (a fair, a commission, a phone call). "Create order"
 * holds the items at once (they leave the storefront); "Mark paid" makes it a paid order (stock, editions, reports,
 * the customer's confirmation); "Send invoice" mails the customer a link where they pay it by card (the draft is then
 * "Invoiced", still held); "Delete" puts the items back on sale.
 */
export function DraftOrdersTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { currencySymbol } = useSettings();
  const money = (n: number) => formatMoney(n, currencySymbol);
  const drafts = useQuery(trpc.admin.draftOrders.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<DraftOrder | null>(null);
  const [deleting, setDeleting] = useState<DraftOrder | null>(null);
  const [invoicing, setInvoicing] = useState<DraftOrder | null>(null);
  const invoice = useMutation(
    trpc.admin.draftOrders.invoice.mutationOptions({
      onSuccess: (d) => {
        setInvoicing(null);
        notifySuccess(`Invoice for order #${d.id} sent to ${d.email}`);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.draftOrders.list.queryKey() });
      },
      onError: (e) => notifyFailure(e, 'The invoice could not be sent'),
    }),
  );
  const remove = useMutation(
    trpc.admin.draftOrders.delete.mutationOptions({
      onSuccess: () => {
        setDeleting(null);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.draftOrders.list.queryKey() });
      },
      onError: (e) => notifyFailure(e, 'Failed to delete the draft'),
    }),
  );
  const status = (d: DraftOrder) => {
    const shown = STATUS[d.status] ?? { label: `Paid · ${methodLabel(d)}`, color: 'green' };
    return (
      <Badge variant="light" color={shown.color} tt="none" data-testid={`draft-status-${d.id}`}>
        {shown.label}
      </Badge>
    );
  };
  const actions = (d: DraftOrder) =>
    isOpen(d) ? (
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <Button size="xs" onClick={() => setPaying(d)} aria-label={`Mark order #${d.id} paid`}>
          Mark paid
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => setInvoicing(d)}
          disabled={!d.email}
          title={d.email ? undefined : 'Add a customer e-mail to send an invoice'}
          aria-label={`${d.invoicedAt ? 'Resend' : 'Send'} invoice for order #${d.id}`}
        >
          {d.invoicedAt ? 'Resend invoice' : 'Send invoice'}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setDeleting(d)}
          aria-label={`Delete draft #${d.id}`}
        >
          Delete
        </Button>
      </Group>
    ) : null;
  const columns: Column<DraftOrder>[] = [
    { key: 'id', header: 'Order', sortValue: (d) => d.id, render: (d) => `#${d.id}` },
    { key: 'customer', header: 'Customer', render: (d) => <Text size="sm">{d.email || d.customer}</Text> },
    { key: 'items', header: 'Items', align: 'right', render: (d) => d.itemCount },
    { key: 'status', header: 'Status', render: status },
    {
      key: 'held',
      header: 'Held until',
      render: (d) => (d.holdExpiresAt && isOpen(d) ? formatDate(d.holdExpiresAt, 'medium') : '—'),
    },
    { key: 'total', header: 'Total', align: 'right', sortValue: (d) => d.total, render: (d) => money(d.total) },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];
  return (
    <Stack gap="lg">
      <TabHeader
        title="Draft orders"
        description="Sales you make elsewhere: at a fair, by message, over the phone. A draft holds its items (they leave the storefront) until it is paid, deleted or its reservation runs out."
      />
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          Create order
        </Button>
      </Group>
      <DataTable
        label="Draft orders"
        rows={drafts.data}
        columns={columns}
        rowKey={(d) => d.id}
        searchText={(d) => `${d.id} ${d.email} ${d.customer}`}
        searchPlaceholder="Search draft orders"
        emptyText="No draft orders yet."
        isLoading={drafts.isPending}
        error={drafts.isError ? 'Failed to load draft orders' : null}
        onRetry={() => void drafts.refetch()}
        renderCard={(d) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Stack gap={4} flex={1} miw={0}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  #{d.id}
                </Text>
                {status(d)}
              </Group>
              <Text size="xs" c="dimmed">
                {money(d.total)} · {d.itemCount} items · {d.email || d.customer}
              </Text>
            </Stack>
            {actions(d)}
          </Group>
        )}
      />
      <CreateDraftDialog opened={creating} onClose={() => setCreating(false)} />
      <MarkPaidDialog draft={paying} onClose={() => setPaying(null)} />
      <ConfirmDialog
        title="Send invoice"
        opened={invoicing !== null}
        confirmLabel="Send invoice"
        danger={false}
        pending={invoice.isPending}
        onCancel={() => setInvoicing(null)}
        onConfirm={() => invoicing && invoice.mutate({ id: invoicing.id })}
      >
        {invoicing
          ? `E-mail ${invoicing.email} the invoice for order #${invoicing.id} (${money(invoicing.total)}), with a link to pay it by card? Its items stay held until ${invoicing.holdExpiresAt ? formatDate(invoicing.holdExpiresAt, 'medium') : 'the draft expires'}.`
          : ''}
      </ConfirmDialog>
      <ConfirmDialog
        title="Delete draft"
        opened={deleting !== null}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        {deleting ? `Delete draft #${deleting.id}? Its items go back on sale.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
