import { Checkbox } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADDRESS_BOOK_MAX, type SavedAddress, savedAddressInput } from '@shared/schemas/address-book';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { notifyFailure } from '../../features/notify';
import { type AddressValues, EMPTY_ADDRESS } from '../../features/use-checkout-session';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { addressLine } from '../Checkout/SavedAddressPicker';
import { ShippingForm } from '../Checkout/ShippingForm';
import { Group, Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { Paper } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { ProfilePanel } from './ProfilePanel';

/** Adding or editing one address (`editing`: its id, or 'new'), the checkout's fields without the e-mail. */
function AddressForm({
  initial,
  onSave,
  onCancel,
  saving,
}: {
  initial: AddressValues & { isDefault?: boolean };
  onSave(values: AddressValues & { isDefault: boolean }): void;
  onCancel(): void;
  saving: boolean;
}) {
  const t = useT(profileMessages);
  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: zod4Resolver(savedAddressInput, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const [isDefault, setDefault] = useState(initial.isDefault ?? false);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave({ ...values, isDefault }))}>
      <ShippingForm form={form} withEmail={false} />
      <Checkbox
        mt="md"
        label={t('profile.addresses.useAsDefault')}
        checked={isDefault}
        onChange={(event) => setDefault(event.currentTarget.checked)}
      />
      <Group mt="lg" gap="sm">
        <Button type="submit" loading={saving}>
          {t('profile.addresses.save')}
        </Button>
        <Button variant="subtle" color="gray" onClick={onCancel}>
          {t('profile.addresses.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** My Account → Addresses: the address book (issue 44, item 4): add, edit, delete, make default. */
export function AddressesTab() {
  const t = useT(profileMessages);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.addresses.list.queryOptions());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const options = {
    onSuccess: (book: SavedAddress[]) => {
      queryClient.setQueryData(trpc.addresses.list.queryKey(), book);
      setEditing(null);
    },
    onError: (error: unknown) => notifyFailure(error, t('profile.addresses.failed')),
  };
  const add = useMutation(trpc.addresses.add.mutationOptions(options));
  const update = useMutation(trpc.addresses.update.mutationOptions(options));
  const remove = useMutation(trpc.addresses.remove.mutationOptions(options));
  const makeDefault = useMutation(trpc.addresses.setDefault.mutationOptions(options));
  if (!list.data) return <CenteredLoader />;
  const addresses = list.data;
  const saving = add.isPending || update.isPending;
  return (
    <ProfilePanel title={t('profile.addresses.title')} description={t('profile.addresses.description')}>
      <Stack gap="md">
        {addresses.length === 0 && editing === null && <Text c="dimmed">{t('profile.addresses.empty')}</Text>}
        {addresses.map((a) =>
          editing === a.id ? (
            <Paper key={a.id} withBorder radius="md" p="md">
              <AddressForm
                initial={{ ...a, email: '' }}
                saving={saving}
                onCancel={() => setEditing(null)}
                onSave={(values) => update.mutate({ ...values, id: a.id })}
              />
            </Paper>
          ) : (
            <Paper key={a.id} withBorder radius="md" p="md" aria-label={addressLine(a)} component="article">
              <Group justify="space-between" align="flex-start" gap="sm">
                <div>
                  <Text fw={600}>{addressLine(a)}</Text>
                  {a.phone && <Text size="sm">{a.phone}</Text>}
                  {a.isDefault && (
                    <Badge mt={6} variant="light" size="sm">
                      {t('profile.addresses.default')}
                    </Badge>
                  )}
                </div>
                <Group gap="xs">
                  {!a.isDefault && (
                    <Button size="xs" variant="subtle" onClick={() => makeDefault.mutate({ id: a.id })}>
                      {t('profile.addresses.makeDefault')}
                    </Button>
                  )}
                  <Button size="xs" variant="light" onClick={() => setEditing(a.id)}>
                    {t('profile.addresses.edit')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate({ id: a.id })}>
                    {t('profile.addresses.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ),
        )}
        {editing === 'new' ? (
          <Paper withBorder radius="md" p="md">
            <AddressForm
              initial={{ ...EMPTY_ADDRESS, isDefault: addresses.length === 0 }}
              saving={saving}
              onCancel={() => setEditing(null)}
              onSave={(values) => add.mutate(values)}
            />
          </Paper>
        ) : (
          addresses.length < ADDRESS_BOOK_MAX && (
            <Group>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
                {t('profile.addresses.add')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </ProfilePanel>
  );
}
