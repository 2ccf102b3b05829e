import {
  Checkbox,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Discount } from '@shared/schemas/discounts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FormActions } from '../shared/FormActions';
import { MoneyInput } from '../shared/MoneyInput';
import { FrenchTexts } from '../shared/TranslatedField';
import { type DiscountFormValues, initialValues, toInput, validate } from './discount-form';
import { useDiscountSave } from './use-discounts';

const TYPE_OPTIONS = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed_amount', label: 'Fixed amount off' },
  { value: 'free_shipping', label: 'Free shipping' },
];

interface DiscountDialogProps extends EditDialogProps {
  /** The discount to edit; null adds a new one. */
  discount: Discount | null;
}

/** Add or edit a discount: a code or an automatic one, its type and value, when and how often it applies. */
export function DiscountDialog({ discount, ...dialog }: DiscountDialogProps) {
  return (
    <FormDialog {...dialog} title={discount ? 'Edit Discount' : 'Add Discount'} size="lg">
      <DiscountForm discount={discount} onDone={dialog.onClose} />
    </FormDialog>
  );
}

const useDiscountForm = (discount: Discount | null) =>
  useForm<DiscountFormValues>({ initialValues: initialValues(discount), validate });

/** The categories and collections a code can be limited to (read once the owner asks for a restriction). */
function RestrictionPickers({ form }: { form: ReturnType<typeof useDiscountForm> }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalogue.categories.queryOptions());
  const collections = useQuery(trpc.catalogue.collections.queryOptions());
  return (
    <Stack gap="sm" pl={{ base: 0, xs: 'xl' }}>
      <MultiSelect
        label="Categories"
        placeholder="Any of these categories"
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        searchable
        clearable
        {...form.getInputProps('categoryIds')}
      />
      <MultiSelect
        label="Collections"
        placeholder="Any of these collections"
        data={(collections.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        searchable
        clearable
        {...form.getInputProps('collectionIds')}
      />
      <Checkbox label="Paintings (originals and prints)" {...form.getInputProps('paintings', { type: 'checkbox' })} />
    </Stack>
  );
}

function RestrictionFields({ form }: { form: ReturnType<typeof useDiscountForm> }) {
  return (
    <Stack gap="sm">
      <Checkbox
        label="Only for some items"
        description="Limit the code to products of certain categories or collections, or to paintings"
        {...form.getInputProps('restricted', { type: 'checkbox' })}
      />
      {form.values.restricted && <RestrictionPickers form={form} />}
    </Stack>
  );
}

function DiscountForm({ discount, onDone }: { discount: Discount | null; onDone: () => void }) {
  const form = useDiscountForm(discount);
  const { save, pending } = useDiscountSave(onDone);
  const v = form.values;
  const submit = form.onSubmit((values) => save(toInput(values), discount?.id));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          aria-label="Kind of discount"
          data={[
            { value: 'code', label: 'Discount code' },
            { value: 'automatic', label: 'Automatic' },
          ]}
          {...form.getInputProps('kind')}
        />
        {v.kind === 'code' ? (
          <TextInput
            label="Code"
            description="What shoppers type at checkout; letters, digits, - and _ (not case-sensitive)"
            placeholder="SPRING10"
            required
            data-autofocus
            maxLength={32}
            {...form.getInputProps('code')}
          />
        ) : (
          <TextInput
            label="Title"
            description="Shown to shoppers on the discount line; applies by itself when its conditions hold"
            placeholder="Free shipping over $150"
            required
            data-autofocus
            maxLength={100}
            {...form.getInputProps('title')}
          />
        )}
        {v.kind === 'automatic' && <FrenchTexts form={form} entity="discount" />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select label="Type" required data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps('type')} />
          {v.type === 'percentage' && (
            <NumberInput
              label="Percentage"
              required
              suffix="%"
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('value')}
            />
          )}
          {v.type === 'fixed_amount' && <MoneyInput label="Amount off" required {...form.getInputProps('value')} />}
          <MoneyInput
            label="Minimum subtotal"
            description="Optional"
            placeholder="No minimum"
            {...form.getInputProps('minimumSubtotal')}
          />
          <NumberInput
            label="Usage limit"
            description="Optional: uses in total"
            placeholder="Unlimited"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('usageLimit')}
          />
          <TextInput type="datetime-local" label="Starts" description="Optional" {...form.getInputProps('startsAt')} />
          <TextInput type="datetime-local" label="Ends" description="Optional" {...form.getInputProps('endsAt')} />
        </SimpleGrid>
        <Checkbox
          label="Once per customer"
          description="Each customer can use it on one order only"
          {...form.getInputProps('oncePerCustomer', { type: 'checkbox' })}
        />
        {v.kind === 'code' ? (
          <RestrictionFields form={form} />
        ) : (
          <Text size="xs" c="dimmed">
            An automatic discount applies to the whole cart; the best one that applies is used, and a code replaces it
            when it saves more.
          </Text>
        )}
        <FormActions
          submitLabel={discount ? 'Update Discount' : 'Add Discount'}
          pending={pending}
          disabled={v.kind === 'code' ? v.code.trim() === '' : v.title.trim() === ''}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
