import { Button, Checkbox, Group, Modal, NativeSelect, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import type { DraftOrderInput } from '@shared/schemas/draft-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../api-error';
import { useTRPC } from '../../../trpc';
import { FormFooter } from './FormFooter';

/** A line as the form holds it: which item (`product:3`, `painting:7`), its size and colour, how many. */
interface Line {
  item: string;
  size: string;
  color: string;
  quantity: number | string;
}

const EMPTY_LINE: Line = { item: '', size: '', color: '', quantity: 1 };
const ADDRESS_FIELDS = [
  ['name', 'Full name'],
  ['email', 'E-mail'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State/Province'],
  ['postalCode', 'Postal/ZIP code'],
] as const;
type AddressKey = (typeof ADDRESS_FIELDS)[number][0];

/** The catalogue the lines pick from: the first 100 products and paintings, by name. */
function useCatalogue() {
  const trpc = useTRPC();
  const products = useQuery(trpc.admin.products.list.queryOptions({ page: 1, pageSize: 100 }));
  const paintings = useQuery(trpc.admin.paintings.list.queryOptions({ page: 1, pageSize: 100 }));
  return { products: products.data?.items ?? [], paintings: paintings.data?.items ?? [] };
}

function LineFields({
  index,
  line,
  onChange,
  onRemove,
}: {
  index: number;
  line: Line;
  onChange(line: Line): void;
  onRemove(): void;
}) {
  const { products, paintings } = useCatalogue();
  const [kind, id] = line.item.split(':');
  const product = kind === 'product' ? products.find((p) => p.id === Number(id)) : undefined;
  const painting = kind === 'painting' ? paintings.find((p) => p.id === Number(id)) : undefined;
  const items = [
    { value: '', label: 'Choose an item…' },
    ...products.map((p) => ({ value: `product:${p.id}`, label: p.name })),
    ...paintings.map((p) => ({ value: `painting:${p.id}`, label: p.title })),
  ];
  const n = index + 1;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={`Line ${n}: item`}
          data={items}
          value={line.item}
          onChange={(e) => onChange({ ...EMPTY_LINE, quantity: line.quantity, item: e.currentTarget.value })}
          flex={2}
          miw={180}
        />
        {product && product.sizes.length > 0 && (
          <NativeSelect
            label={`Line ${n}: size`}
            data={['', ...product.sizes]}
            value={line.size}
            onChange={(e) => onChange({ ...line, size: e.currentTarget.value })}
          />
        )}
        {product && product.colors.length > 0 && (
          <NativeSelect
            label={`Line ${n}: colour`}
            data={['', ...product.colors]}
            value={line.color}
            onChange={(e) => onChange({ ...line, color: e.currentTarget.value })}
          />
        )}
        {painting && !painting.is_original && (
          <NativeSelect
            label={`Line ${n}: print size`}
            data={['', ...painting.available_sizes.map((s) => `${s.width}x${s.height}${s.unit}`)]}
            value={line.size}
            onChange={(e) => onChange({ ...line, size: e.currentTarget.value })}
          />
        )}
        <NumberInput
          label={`Line ${n}: quantity`}
          min={1}
          max={99}
          w={110}
          value={line.quantity}
          onChange={(quantity) => onChange({ ...line, quantity })}
        />
        <Button variant="subtle" color="red" onClick={onRemove} aria-label={`Remove line ${n}`}>
          Remove
        </Button>
      </Group>
    </Paper>
  );
}

/** The call's input from the form (the server prices it: no amount is sent but the owner's discount). */
function draftInput(
  lines: Line[],
  form: {
    email: string;
    pickup: boolean;
    address: Record<AddressKey, string>;
    country: string;
    methodId: string;
    discount: { kind: string; value: number | string; reason: string };
  },
): DraftOrderInput {
  const { email, pickup, address, country, methodId, discount } = form;
  return {
    lines: lines.map((l) => {
      const [kind, id] = l.item.split(':');
      const ref = kind === 'painting' ? { paintingId: Number(id) } : { productId: Number(id) };
      return { ...ref, size: l.size, color: l.color, quantity: Number(l.quantity) };
    }),
    customerEmail: email.trim() || undefined,
    pickup,
    ...(pickup
      ? {}
      : {
          shippingAddress: { ...address, country: country as 'US' | 'CA' },
          shippingMethodId: Number(methodId) || undefined,
        }),
    discount:
      discount.kind === 'amount'
        ? { kind: 'amount', amount: Number(discount.value), reason: discount.reason }
        : discount.kind === 'percentage'
          ? { kind: 'percentage', percent: Number(discount.value), reason: discount.reason }
          : undefined,
  } as DraftOrderInput;
}

/**
 * "Create order" (issue 42): the owner's sale made elsewhere. Lines from the catalogue, a customer e-mail or none,
 * pickup (taxed at the shop) or shipped with a method, an optional discount with its reason. The server prices it
 * and holds its items until it is paid or deleted.
 */
export function CreateDraftDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>([EMPTY_LINE]);
  const [email, setEmail] = useState('');
  const [pickup, setPickup] = useState(true);
  const [address, setAddress] = useState<Record<AddressKey, string>>({
    name: '',
    email: '',
    address: '',
    city: '',
    state: '',
    postalCode: '',
  });
  const [country, setCountry] = useState('CA');
  const [methodId, setMethodId] = useState('');
  const [discount, setDiscount] = useState({ kind: '', value: '' as number | string, reason: '' });
  const [error, setError] = useState<string | null>(null);
  const methods = useQuery({ ...trpc.checkout.shippingMethods.queryOptions({ country }), enabled: !pickup });
  const create = useMutation(
    trpc.admin.draftOrders.create.mutationOptions({
      onSuccess: () => {
        setLines([EMPTY_LINE]);
        setError(null);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.draftOrders.list.queryKey() });
        onClose();
      },
      onError: (e) => setError(serverMessage(e) ?? 'The order could not be created'),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(draftInput(lines, { email, pickup, address, country, methodId, discount }));
  };
  const setLine = (index: number, line: Line) => setLines(lines.map((l, i) => (i === index ? line : l)));
  return (
    <Modal opened={opened} onClose={onClose} title="Create order" size="xl">
      <form onSubmit={submit} noValidate aria-label="Create order">
        <Stack gap="sm">
          {lines.map((line, index) => (
            <LineFields
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own; order is their identity
              key={index}
              index={index}
              line={line}
              onChange={(l) => setLine(index, l)}
              onRemove={() => setLines(lines.filter((_, i) => i !== index))}
            />
          ))}
          <Group>
            <Button variant="default" onClick={() => setLines([...lines, EMPTY_LINE])}>
              Add line
            </Button>
          </Group>
          <TextInput
            label="Customer e-mail (optional)"
            description="Their confirmation goes there; leave empty for an anonymous counter sale"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Checkbox
            label="Picked up (no shipping; taxed at the shop's address)"
            checked={pickup}
            onChange={(e) => setPickup(e.currentTarget.checked)}
          />
          {!pickup && (
            <Stack gap="xs">
              <Group grow>
                {ADDRESS_FIELDS.map(([key, label]) => (
                  <TextInput
                    key={key}
                    label={label}
                    value={address[key]}
                    onChange={(e) => setAddress({ ...address, [key]: e.currentTarget.value })}
                  />
                ))}
              </Group>
              <Group grow>
                <NativeSelect
                  label="Country"
                  data={['CA', 'US']}
                  value={country}
                  onChange={(e) => setCountry(e.currentTarget.value)}
                />
                <NativeSelect
                  label="Shipping method"
                  data={[
                    { value: '', label: 'Choose…' },
                    ...(methods.data?.shippingMethods ?? []).map((m) => ({ value: String(m.id), label: m.name })),
                  ]}
                  value={methodId}
                  onChange={(e) => setMethodId(e.currentTarget.value)}
                />
              </Group>
            </Stack>
          )}
          <Group grow align="flex-end">
            <NativeSelect
              label="Discount"
              data={[
                { value: '', label: 'None' },
                { value: 'amount', label: 'Amount ($)' },
                { value: 'percentage', label: 'Percentage (%)' },
              ]}
              value={discount.kind}
              onChange={(e) => setDiscount({ ...discount, kind: e.currentTarget.value })}
            />
            {discount.kind && (
              <>
                <NumberInput
                  label={discount.kind === 'amount' ? 'Discount amount' : 'Discount percentage'}
                  min={0}
                  value={discount.value}
                  onChange={(value) => setDiscount({ ...discount, value })}
                />
                <TextInput
                  label="Reason"
                  value={discount.reason}
                  onChange={(e) => setDiscount({ ...discount, reason: e.currentTarget.value })}
                />
              </>
            )}
          </Group>
          <FormFooter error={error} onCancel={onClose} submitLabel="Create order" pending={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
