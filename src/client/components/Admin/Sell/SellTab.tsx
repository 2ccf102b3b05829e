import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { DraftOrder } from '@shared/schemas/draft-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { serverMessage } from '../../../api-error';
import { useSettings } from '../../../features/settings';
import { useTRPC, useTRPCClient } from '../../../trpc';
import { useCatalogue } from '../DraftOrders/use-catalogue';
import { PayOnPhone } from './PayOnPhone';
import {
  addLine,
  bySku,
  lineInputs,
  newSaleKey,
  type Sellable,
  type SellLine,
  search,
  sellables,
} from './sell-catalogue';

/** Touch targets a thumb hits at a fair: at least 44 px high. */
const TAP = { mih: 48 };
const METHODS = [
  { method: 'cash', label: 'Cash' },
  { method: 'terminal', label: 'Card terminal' },
  { method: 'etransfer', label: 'E-transfer' },
] as const;
const failure = (e: unknown) => serverMessage(e) ?? 'No connection. Nothing was recorded twice: tap again to retry.';

/** The products, paintings and SKUs to ring up (the Draft orders form's catalogue, and the inventory's SKUs). */
function useSellables(): Sellable[] {
  const trpc = useTRPC();
  const { products, paintings } = useCatalogue();
  const stock = useQuery(trpc.admin.inventory.list.queryOptions());
  return useMemo(() => sellables(products, paintings, stock.data ?? []), [products, paintings, stock.data]);
}

/** A search result: tap to add; a product with sizes or colours opens its variants in place. */
function Result({ item, onAdd }: { item: Sellable; onAdd(choice?: Sellable['choices'][number]): void }) {
  const [open, setOpen] = useState(false);
  const choosing = item.choices.length > 1 || (item.choices[0] && (item.choices[0].size || item.choices[0].color));
  const label = item.soldOut ? `${item.name} (sold out)` : item.name;
  return (
    <Paper withBorder radius="md" p={0}>
      <UnstyledButton
        {...TAP}
        w="100%"
        px="sm"
        disabled={item.soldOut}
        aria-label={label}
        onClick={() => (choosing ? setOpen(!open) : onAdd(item.choices[0]))}
        style={{ textDecoration: item.soldOut ? 'line-through' : undefined, opacity: item.soldOut ? 0.5 : 1 }}
      >
        <Text>{item.name}</Text>
      </UnstyledButton>
      {open && (
        <SimpleGrid cols={2} spacing="xs" p="xs">
          {item.choices.map((c) => (
            <Button
              key={`${c.size}|${c.color}`}
              {...TAP}
              variant="light"
              disabled={c.soldOut}
              td={c.soldOut ? 'line-through' : undefined}
              onClick={() => onAdd(c)}
            >
              {[c.size, c.color].filter(Boolean).join(' / ')}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

/**
 * The Sell screen (issue 42, item 3): market day on a phone. Search or scan a SKU, tap to add, the total as the draft
 * will charge it (pickup: the shop's tax), then Take payment: the draft is created with this sale's key (a retried
 * create answers the same draft, so a flaky connection never records a sale twice) and holds its items at once; Cash,
 * Card terminal or E-transfer marks it paid (idempotent), Send invoice mails the customer the link to pay by card,
 * Pay on a phone shows that link as a QR code and waits for the payment.
 */
export function SellTab() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { currencySymbol } = useSettings();
  const money = (n: number) => formatMoney(n, currencySymbol);
  const items = useSellables();
  const [query, setQuery] = useState('');
  const [lines, setLines] = useState<SellLine[]>([]);
  const [email, setEmail] = useState('');
  const [reference, setReference] = useState('');
  const [saleKey, setSaleKey] = useState(newSaleKey);
  const [draft, setDraft] = useState<DraftOrder | null>(null);
  const [done, setDone] = useState<{ order: DraftOrder; how: string } | null>(null);
  const [onPhone, setOnPhone] = useState(false);
  const paidOnPhone = useCallback((order: DraftOrder) => setDone({ order, how: 'Paid by card on a phone' }), []);
  const input = { lines: lineInputs(lines), pickup: true, customerEmail: email.trim() || undefined };
  // The running total as the draft will charge it (priced on the server, nothing held until Take payment).
  const quote = useQuery({
    queryKey: ['admin.draftOrders.quote', input],
    queryFn: () => client.admin.draftOrders.quote.mutate(input),
    enabled: lines.length > 0 && draft === null,
    retry: false,
  });
  const create = useMutation(trpc.admin.draftOrders.create.mutationOptions({ onSuccess: setDraft }));
  const markPaid = useMutation(
    trpc.admin.draftOrders.markPaid.mutationOptions({ onSuccess: (order) => setDone({ order, how: 'Paid' }) }),
  );
  const invoice = useMutation(
    trpc.admin.draftOrders.invoice.mutationOptions({
      onSuccess: (order) => setDone({ order, how: `Invoice sent to ${order.email}` }),
    }),
  );
  const cancel = useMutation(
    trpc.admin.draftOrders.delete.mutationOptions({
      onSuccess: () => {
        setDraft(null);
        setSaleKey(newSaleKey());
      },
    }),
  );
  const edit = (next: SellLine[]) => {
    setLines(next);
    setSaleKey(newSaleKey());
  };
  const nextSale = () => {
    setLines([]);
    setEmail('');
    setReference('');
    setQuery('');
    setDraft(null);
    setDone(null);
    setOnPhone(false);
    setSaleKey(newSaleKey());
    for (const m of [create, markPaid, invoice, cancel]) m.reset();
    // What just sold is sold out now (an original): the lists are read again.
    for (const list of [trpc.admin.products.list, trpc.admin.paintings.list, trpc.admin.inventory.list]) {
      void queryClient.invalidateQueries({ queryKey: list.queryKey() });
    }
  };
  const scan = (e: FormEvent) => {
    e.preventDefault();
    const hit = bySku(items, query);
    if (hit && !hit.item.soldOut && !hit.choice?.soldOut) {
      edit(addLine(lines, hit.item, hit.choice));
      setQuery('');
    }
  };
  const pending = create.isPending || markPaid.isPending || invoice.isPending || cancel.isPending;
  const error = [create, markPaid, invoice, cancel].find((m) => m.isError)?.error;
  // Take payment's answer was lost: the draft may exist under this sale's key, so the lines stay as sent (a changed
  // sale would need a new key, leaving that draft holding its items) until Take payment is tapped again.
  const unsure = create.isError && serverMessage(create.error) === null;
  const editing = draft === null && !unsure;

  if (done) {
    return (
      <Stack maw={480} gap="md" role="status">
        <Title order={2}>Sale recorded</Title>
        <Text size="xl">Order #{done.order.id}</Text>
        <Text>
          {done.how} · {money(done.order.total)}
        </Text>
        <Button {...TAP} size="lg" onClick={nextSale}>
          Next sale
        </Button>
      </Stack>
    );
  }
  return (
    <Stack maw={480} gap="sm">
      <Title order={2}>Sell</Title>
      {editing && (
        <form onSubmit={scan}>
          <TextInput
            label="Search or scan a SKU"
            description="Type a product's or painting's name, or scan its barcode; tap a result to add it"
            size="lg"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            autoComplete="off"
          />
        </form>
      )}
      {editing &&
        search(items, query).map((item) => (
          <Result key={item.key} item={item} onAdd={(choice) => edit(addLine(lines, item, choice))} />
        ))}
      <Stack gap={4} role="list" aria-label="Sale lines">
        {lines.map((l) => (
          <Group key={l.key} role="listitem" justify="space-between" wrap="nowrap">
            <Text>
              {l.quantity} × {l.name}
            </Text>
            {editing && (
              <Button {...TAP} variant="subtle" color="red" onClick={() => edit(lines.filter((x) => x !== l))}>
                Remove
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {lines.length > 0 && (
        <Text size="xl" fw={700} aria-live="polite">
          Total {money(draft?.total ?? quote.data?.total ?? lines.reduce((s, l) => s + l.price * l.quantity, 0))}
          {draft === null && quote.data ? ` (tax ${money(quote.data.tax)})` : ''}
        </Text>
      )}
      {quote.isError && <Alert color="red">{failure(quote.error)}</Alert>}
      {error && <Alert color="red">{failure(error)}</Alert>}
      <TextInput
        label="Customer e-mail (optional)"
        type="email"
        size="lg"
        value={email}
        disabled={!editing}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      {draft !== null && onPhone ? (
        <PayOnPhone draft={draft} total={money(draft.total)} onPaid={paidOnPhone} onBack={() => setOnPhone(false)} />
      ) : draft === null ? (
        <Button
          {...TAP}
          size="lg"
          disabled={lines.length === 0}
          loading={pending}
          onClick={() => create.mutate({ ...input, idempotencyKey: saleKey })}
        >
          Take payment
        </Button>
      ) : (
        <>
          <Text c="dimmed">Order #{draft.id}: its items are held. How is it paid?</Text>
          <TextInput
            label="Reference (optional)"
            size="lg"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <SimpleGrid cols={1} spacing="xs">
            {METHODS.map(({ method, label }) => (
              <Button
                key={method}
                {...TAP}
                size="lg"
                disabled={pending}
                onClick={() =>
                  markPaid.mutate({
                    id: draft.id,
                    method,
                    reference: reference.trim() || undefined,
                    sendConfirmation: draft.email !== '',
                  })
                }
              >
                {label}
              </Button>
            ))}
            <Button
              {...TAP}
              size="lg"
              variant="light"
              disabled={pending || draft.email === ''}
              onClick={() => invoice.mutate({ id: draft.id })}
            >
              Send invoice{draft.email === '' ? ' (needs an e-mail)' : ''}
            </Button>
            <Button {...TAP} size="lg" variant="light" disabled={pending} onClick={() => setOnPhone(true)}>
              Pay on a phone (QR code)
            </Button>
            <Button
              {...TAP}
              variant="subtle"
              color="red"
              disabled={pending}
              onClick={() => cancel.mutate({ id: draft.id })}
            >
              Cancel sale
            </Button>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
