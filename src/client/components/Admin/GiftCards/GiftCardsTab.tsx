import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { GiftCard } from '@shared/schemas/gift-cards';
import { IconGift } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../api-error';
import { orderDetailSearch } from '../../../features/admin/tabs';
import { notifyFailure } from '../../../features/notify';
import { useSettings } from '../../../features/settings';
import { formatDate } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { AnchorLink } from '../../RouterLinks';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { TabHeader } from '../shared/TabHeader';

/** How a ledger row reads (a gift card's history, a customer's store credit). */
export const KIND_LABELS: Record<GiftCard['history'][number]['kind'], string> = {
  issue: 'Issued',
  redeem: 'Redeemed',
  refund_back: 'Put back',
  expire: 'Expired',
  adjust: 'Adjusted',
};

const cardName = (c: GiftCard) => `••••${c.last4}`;

/** Issue a card by hand: amount, optional recipient and message; the code is shown once, here. */
function IssueForm({ money }: { money: (n: number) => string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | string>(50);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ code: string; balance: number; email: string } | null>(null);
  const issue = useMutation(
    trpc.admin.giftCards.issue.mutationOptions({
      onSuccess: (card) => {
        setIssued({ code: card.code, balance: card.balance, email });
        setEmail('');
        setMessage('');
        void queryClient.invalidateQueries({ queryKey: trpc.admin.giftCards.list.queryKey() });
      },
      onError: (e) => setError(serverMessage(e) ?? 'The gift card could not be issued'),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    issue.mutate({
      amount: Number(amount),
      recipientEmail: email.trim() || undefined,
      message: message.trim() || undefined,
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-label="Issue a gift card">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Issue a gift card
          </Title>
          <Group align="flex-start" grow>
            <NumberInput
              label="Amount"
              prefix="$"
              min={0.01}
              max={2000}
              decimalScale={2}
              value={amount}
              onChange={setAmount}
              required
            />
            <TextInput
              label="Recipient e-mail (optional)"
              description="The code and your message are mailed there"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          </Group>
          <Textarea
            label="Message (optional)"
            maxLength={500}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {error && (
            <Text size="sm" c="red.6" role="alert">
              {error}
            </Text>
          )}
          <Group>
            <Button type="submit" leftSection={<IconGift size={16} aria-hidden />} loading={issue.isPending}>
              Issue gift card
            </Button>
          </Group>
          {issued && (
            <Alert color="green" variant="light" title="Gift card issued" role="status">
              <Text size="sm">
                Code (shown only now: copy it):{' '}
                <Text span ff="monospace" fw={700} data-testid="issued-code">
                  {issued.code}
                </Text>{' '}
                · {money(issued.balance)}
                {issued.email ? ` · mailed to ${issued.email}` : ''}
              </Text>
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** A card's ledger, newest first. */
function HistoryDialog({
  card,
  onClose,
  money,
}: {
  card: GiftCard | null;
  onClose(): void;
  money: (n: number) => string;
}) {
  return (
    <Modal
      opened={card !== null}
      onClose={onClose}
      title={card ? `Gift card ${cardName(card)}: history` : ''}
      size="lg"
    >
      {card && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {card.history.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDate(e.createdAt, 'medium')}</Table.Td>
                <Table.Td>{KIND_LABELS[e.kind]}</Table.Td>
                <Table.Td>{e.orderId ? `#${e.orderId}` : '—'}</Table.Td>
                <Table.Td ta="right">{e.amount < 0 ? `−${money(-e.amount)}` : money(e.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

/** Where a card came from: sold in an order (a link to it, for whom, its send date) or issued by hand. */
function CardSource({ card }: { card: GiftCard }) {
  if (!card.sale) return <Text size="sm">By hand</Text>;
  return (
    <Text size="sm">
      <AnchorLink to="/admin" search={orderDetailSearch(card.sale.orderId)}>
        Order #{card.sale.orderId}
      </AnchorLink>{' '}
      for {card.sale.recipientName}, sent on {card.sale.sendOn}
    </Text>
  );
}

/** Gift cards (issue 41): issue one by hand, see every card's balance and history, disable a card. */
export function GiftCardsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { currencySymbol } = useSettings();
  const money = (n: number) => formatMoney(n, currencySymbol);
  const cards = useQuery(trpc.admin.giftCards.list.queryOptions());
  const [history, setHistory] = useState<GiftCard | null>(null);
  const [target, setTarget] = useState<GiftCard | null>(null);
  const disable = useMutation(
    trpc.admin.giftCards.disable.mutationOptions({
      onSuccess: () => {
        setTarget(null);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.giftCards.list.queryKey() });
      },
      onError: (e) => notifyFailure(e, 'Failed to disable the gift card'),
    }),
  );
  const status = (c: GiftCard) => (
    <Badge variant="light" color={c.disabled ? 'red' : c.balance > 0 ? 'green' : 'gray'} tt="none">
      {c.disabled ? 'Disabled' : c.balance > 0 ? 'Active' : 'Spent'}
    </Badge>
  );
  const actions = (c: GiftCard) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        onClick={() => setHistory(c)}
        aria-label={`History of gift card ${cardName(c)}`}
      >
        History
      </Button>
      {!c.disabled && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setTarget(c)}
          aria-label={`Disable gift card ${cardName(c)}`}
        >
          Disable
        </Button>
      )}
    </Group>
  );
  const columns: Column<GiftCard>[] = [
    {
      key: 'card',
      header: 'Card',
      sortValue: (c) => c.id,
      render: (c) => (
        <Text ff="monospace" fw={600} size="sm">
          {cardName(c)}
        </Text>
      ),
    },
    { key: 'recipient', header: 'Recipient', render: (c) => <Text size="sm">{c.recipientEmail ?? '—'}</Text> },
    { key: 'source', header: 'Source', render: (c) => <CardSource card={c} /> },
    {
      key: 'issued',
      header: 'Issued',
      sortValue: (c) => c.createdAt,
      render: (c) => formatDate(c.createdAt, 'medium'),
    },
    { key: 'status', header: 'Status', render: status },
    { key: 'balance', header: 'Balance', align: 'right', sortValue: (c) => c.balance, render: (c) => money(c.balance) },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];
  return (
    <Stack gap="lg">
      <TabHeader
        title="Gift cards"
        description="Cards you issue by hand (a prize, a goodwill gesture) and cards sold in the shop (Settings: gift cards on sale). Shoppers enter the code at checkout; it pays part or all of an order, across orders, until its balance is spent."
      />
      <IssueForm money={money} />
      <DataTable
        label="Gift cards"
        rows={cards.data}
        columns={columns}
        rowKey={(c) => c.id}
        searchText={(c) => `${c.last4} ${c.recipientEmail ?? ''}`}
        searchPlaceholder="Search gift cards"
        emptyText="No gift cards yet."
        isLoading={cards.isPending}
        error={cards.isError ? 'Failed to load gift cards' : null}
        onRetry={() => void cards.refetch()}
        renderCard={(c) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Stack gap={4} flex={1} miw={0}>
              <Group gap="xs">
                <Text ff="monospace" fw={600} size="sm">
                  {cardName(c)}
                </Text>
                {status(c)}
              </Group>
              <Text size="xs" c="dimmed">
                {money(c.balance)} · {c.recipientEmail ?? 'no recipient'} · {formatDate(c.createdAt, 'medium')}
              </Text>
              <CardSource card={c} />
            </Stack>
            {actions(c)}
          </Group>
        )}
      />
      <HistoryDialog card={history} onClose={() => setHistory(null)} money={money} />
      <ConfirmDialog
        title="Disable gift card"
        opened={target !== null}
        confirmLabel="Disable"
        pending={disable.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && disable.mutate({ id: target.id })}
      >
        {target ? `Disable gift card ${cardName(target)}? Its ${money(target.balance)} can no longer be spent.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
