import { Button, Grid, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { CUSTOMER_NOTE_MAX, type CustomerDetail as Customer } from '@shared/schemas/customers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { countryName } from '../../../countries';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useSettings } from '../../../features/settings';
import { formatDate, formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { OrderLinksTable } from '../Orders/OrderLinksTable';
import { Section } from '../Orders/Section';
import { DetailFrame } from '../shared/DetailFrame';
import { StoreCreditSection } from './StoreCreditSection';

/** One customer as the owner sees them: figures, orders, where they shipped, their reviews, the internal note. */
export function CustomerDetail({ customerKey, onBack }: { customerKey: string; onBack: () => void }) {
  const trpc = useTRPC();
  const customer = useQuery(trpc.admin.customers.get.queryOptions({ id: customerKey }));
  return (
    <DetailFrame
      query={customer}
      backLabel="All customers"
      onBack={onBack}
      errorTitle="This customer could not be loaded"
    >
      {(c) => <CustomerBody customer={c} />}
    </DetailFrame>
  );
}

function CustomerBody({ customer: c }: { customer: Customer }) {
  return (
    <>
      <Stack gap={4}>
        <Title order={2} fz={{ base: 24, sm: 28 }}>
          {c.name || c.username || c.email}
        </Title>
        <Text size="sm" c="dimmed">
          {[c.username && `@${c.username}`, c.email, c.kind === 'guest' ? 'guest (no account)' : null]
            .filter(Boolean)
            .join(' · ')}
          {c.createdAt ? ` · customer since ${formatDate(c.createdAt, 'medium')}` : ''}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <OrdersSection customer={c} />
            <ReviewsSection customer={c} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Figures customer={c} />
            {c.kind === 'account' && <StoreCreditSection customerKey={c.key} />}
            <NoteSection customer={c} />
            <Section title="Addresses used">
              {c.addresses.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None yet.
                </Text>
              ) : (
                <Stack gap="sm">
                  {c.addresses.map((a) => (
                    <Text size="sm" key={`${a.name}|${a.address}|${a.city}|${a.postalCode}|${a.country}`}>
                      {a.name}
                      <br />
                      {a.address}, {a.city} {a.state} {a.postalCode}, {countryName(a.country)}
                      <br />
                      <Text span size="xs" c="dimmed">
                        {a.orders} {a.orders === 1 ? 'order' : 'orders'}, last {formatDate(a.lastUsedAt, 'medium')}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Figures({ customer: c }: { customer: Customer }) {
  const { currencySymbol } = useSettings();
  return (
    <Section title="Summary">
      <Stack gap={4}>
        <Text size="sm">Orders: {c.orders}</Text>
        <Text size="sm">Spent (net of refunds): {formatMoney(c.spent, currencySymbol)}</Text>
        <Text size="sm">Last order: {c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '—'}</Text>
        <Text size="sm">Newsletter: {c.newsletter ? 'Yes' : 'No'}</Text>
      </Stack>
    </Section>
  );
}

function OrdersSection({ customer: c }: { customer: Customer }) {
  const { currencySymbol } = useSettings();
  if (c.orderList.length === 0) {
    return (
      <Section title="Orders">
        <Text size="sm" c="dimmed">
          No paid orders yet.
        </Text>
      </Section>
    );
  }
  return (
    <Section title="Orders">
      <OrderLinksTable
        label="Customer orders"
        rows={c.orderList.map((o) => ({
          id: o.id,
          date: formatDate(o.paidAt ?? o.createdAt, 'medium'),
          total: formatMoney(o.total, currencySymbol),
          note: o.refundedAmount > 0 ? `−${formatMoney(o.refundedAmount, currencySymbol)} refunded` : null,
          status: o.status,
        }))}
      />
    </Section>
  );
}

function ReviewsSection({ customer: c }: { customer: Customer }) {
  return (
    <Section title="Reviews">
      {c.reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          No reviews.
        </Text>
      ) : (
        <Stack gap="sm">
          {c.reviews.map((r) => (
            <div key={r.id}>
              <Text size="sm" fw={600}>
                {'★'.repeat(r.rating)} {r.title || r.itemName}
              </Text>
              <Text size="xs" c="dimmed">
                {r.itemName} · {formatDate(r.createdAt, 'medium')} · {r.status}
              </Text>
              <Text size="sm">{r.body}</Text>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The owner's internal note: never shown to the customer; each save is in the audit log. */
function NoteSection({ customer: c }: { customer: Customer }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [note, setNote] = useState(c.note);
  const save = useMutation(
    trpc.admin.customers.setNote.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.admin.customers.get.queryKey({ id: c.key }), saved);
        notifySuccess('Note saved');
      },
      onError: (error) => notifyFailure(error, 'The note could not be saved'),
    }),
  );
  return (
    <Section title="Internal note">
      <Stack gap="xs">
        <Textarea
          aria-label="Internal note"
          description="Only you see this; it is never shown to the customer."
          autosize
          minRows={3}
          maxLength={CUSTOMER_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {c.noteUpdatedAt ? `Saved ${formatDateTime(c.noteUpdatedAt)}` : ''}
          </Text>
          <Button
            size="xs"
            loading={save.isPending}
            disabled={note.trim() === c.note}
            onClick={() => save.mutate({ id: c.key, note })}
          >
            Save note
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
