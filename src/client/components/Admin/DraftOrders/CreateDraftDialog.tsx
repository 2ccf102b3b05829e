import { Button, Checkbox, Group, Modal, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import type { DraftOrderInput } from '@shared/schemas/draft-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../api-error';
import { useTRPC } from '../../../trpc';
import { CustomerPicker, type DraftCustomer } from './CustomerPicker';
import { EMPTY_LINE, type Line, LineFields, lineInput } from './DraftLineFields';
import { FormFooter } from './FormFooter';

const ADDRESS_FIELDS = [
  ['name', 'Full name'],
  ['email', 'E-mail'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State/Province'],
  ['postalCode', 'Postal/ZIP code'],
] as const;
type AddressKey = (typeof ADDRESS_FIELDS)[number][0];

/** The call's input from the form (the server prices it: no amount is sent but the owner's discount). */
function draftInput(
  lines: Line[],
  form: {
    customer: DraftCustomer;
    pickup: boolean;
    address: Record<AddressKey, string>;
    country: string;
    methodId: string;
    discount: { kind: string; value: number | string; reason: string; code: string };
    locale: string;
  },
): DraftOrderInput {
  const { customer, pickup, address, country, methodId, discount, locale } = form;
  return {
    lines: lines.map(lineInput),
    customerId: customer.customerId,
    customerEmail: customer.customerId === undefined ? customer.email.trim() || undefined : undefined,
    pickup,
    ...(pickup
      ? {}
      : {
          shippingAddress: { ...address, country: country as 'US' | 'CA' },
          shippingMethodId: Number(methodId) || undefined,
        }),
    locale: locale === 'fr' || locale === 'en' ? locale : undefined,
    discount:
      discount.kind === 'code'
        ? { kind: 'code', code: discount.code }
        : discount.kind === 'amount'
          ? { kind: 'amount', amount: Number(discount.value), reason: discount.reason }
          : discount.kind === 'percentage'
            ? { kind: 'percentage', percent: Number(discount.value), reason: discount.reason }
            : undefined,
  } as DraftOrderInput;
}

/**
 * "Create order" (issue 42): the owner's sale made elsewhere. Lines from the catalogue or custom (a commission: title,
 * the owner's price, taxed or not), a customer e-mail or none, pickup (taxed at the shop) or shipped with a method,
 * an optional discount with its reason. The server prices it and holds its catalogue items until paid or deleted.
 */
export function CreateDraftDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>([EMPTY_LINE]);
  const [customer, setCustomer] = useState<DraftCustomer>({ email: '', label: '' });
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
  const [discount, setDiscount] = useState({ kind: '', value: '' as number | string, reason: '', code: '' });
  const [locale, setLocale] = useState('');
  const [error, setError] = useState<string | null>(null);
  const methods = useQuery({ ...trpc.checkout.shippingMethods.queryOptions({ country }), enabled: !pickup });
  const create = useMutation(
    trpc.admin.draftOrders.create.mutationOptions({
      onSuccess: () => {
        setLines([EMPTY_LINE]);
        setCustomer({ email: '', label: '' });
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
    create.mutate(draftInput(lines, { customer, pickup, address, country, methodId, discount, locale }));
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
          <CustomerPicker value={customer} onChange={setCustomer} />
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
                { value: 'code', label: 'Discount code' },
                { value: 'amount', label: 'Amount ($)' },
                { value: 'percentage', label: 'Percentage (%)' },
              ]}
              value={discount.kind}
              onChange={(e) => setDiscount({ ...discount, kind: e.currentTarget.value })}
            />
            {discount.kind === 'code' && (
              <TextInput
                label="Code"
                description="The shop's code, by the checkout's rules"
                value={discount.code}
                onChange={(e) => setDiscount({ ...discount, code: e.currentTarget.value })}
              />
            )}
            {(discount.kind === 'amount' || discount.kind === 'percentage') && (
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
          <NativeSelect
            label="Customer's language"
            description="Their invoice and confirmation mails"
            data={[
              { value: '', label: 'Automatic (French for Quebec)' },
              { value: 'en', label: 'English' },
              { value: 'fr', label: 'French' },
            ]}
            value={locale}
            onChange={(e) => setLocale(e.currentTarget.value)}
          />
          <FormFooter error={error} onCancel={onClose} submitLabel="Create order" pending={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
