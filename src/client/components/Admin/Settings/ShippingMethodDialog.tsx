import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminShippingMethod, shippingMethodInput } from '@shared/schemas/shipping-methods';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { frenchValues } from '../../../features/admin/translations';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FormActions } from '../shared/FormActions';
import { MoneyInput } from '../shared/MoneyInput';
import { FrenchTexts } from '../shared/TranslatedField';
import { useShippingMethodSave } from './use-shipping-methods';

const COUNTRY_OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

interface ShippingMethodDialogProps extends EditDialogProps {
  /** The method to edit; null adds a new one. */
  method: AdminShippingMethod | null;
}

/**
 * Add or edit a shipping method: name, country, delivery estimate, price, order, active, free over the threshold,
 * and the name and the estimate in French.
 */
export function ShippingMethodDialog({ method, ...dialog }: ShippingMethodDialogProps) {
  return (
    <FormDialog {...dialog} title={method ? 'Edit Shipping Method' : 'Add Shipping Method'} size="md">
      <ShippingMethodForm method={method} onDone={dialog.onClose} />
    </FormDialog>
  );
}

const resolve = zod4Resolver(shippingMethodInput, { errorPriority: 'first' });
/** The form's values as the server reads them: an empty sort order means "last". */
const toInput = <T extends { sortOrder: number | '' }>({ sortOrder, ...rest }: T) =>
  sortOrder === '' ? rest : { ...rest, sortOrder };

function ShippingMethodForm({ method, onDone }: { method: AdminShippingMethod | null; onDone: () => void }) {
  const form = useForm({
    initialValues: {
      name: method?.name ?? '',
      country: method?.country ?? 'US',
      estimatedDays: method?.estimatedDays ?? '',
      price: method?.price ?? ('' as number | ''),
      sortOrder: method?.sortOrder ?? ('' as number | ''),
      active: method?.active ?? true,
      freeOverThreshold: method?.freeOverThreshold ?? false,
      /** The name and the estimate in French (`''`: none, shoppers read the English). */
      translations: frenchValues('shippingMethod', method?.translations),
    },
    validate: (values) => resolve(toInput(values) as typeof values),
  });
  const { save, pending } = useShippingMethodSave(onDone);
  const submit = form.onSubmit((values) => {
    save(shippingMethodInput.parse(toInput(values)), method?.id);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Country"
            required
            data={COUNTRY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('country')}
          />
          <TextInput
            label="Delivery estimate"
            placeholder="5-7 business days"
            {...form.getInputProps('estimatedDays')}
          />
          <MoneyInput label="Price" required {...form.getInputProps('price')} />
          <NumberInput
            label="Sort order"
            description="Lower comes first"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sortOrder')}
          />
        </SimpleGrid>
        <FrenchTexts form={form} entity="shippingMethod" />
        <Group gap="xl">
          <Checkbox label="Active (offered at checkout)" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Checkbox
            label="Free over the threshold"
            {...form.getInputProps('freeOverThreshold', { type: 'checkbox' })}
          />
        </Group>
        <FormActions
          submitLabel={method ? 'Update Method' : 'Add Method'}
          pending={pending}
          disabled={form.values.name.trim() === ''}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
