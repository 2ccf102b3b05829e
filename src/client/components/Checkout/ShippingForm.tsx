import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type Country, regionsOf } from '@shared/tax';
import { COUNTRY_OPTIONS } from '../../countries';
import type { AddressValues } from '../../features/use-checkout-session';

function regionOptions(country: string) {
  const code: Country = country === 'CA' ? 'CA' : 'US';
  return regionsOf(code).map((region) => ({ value: region.code, label: region.name }));
}

interface ShippingFormProps {
  form: UseFormReturnType<AddressValues>;
  disabled?: boolean;
}

/** The shipping-information fields; validation messages come from the shared address schema. */
export function ShippingForm({ form, disabled }: ShippingFormProps) {
  const country = form.getValues().country;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Full Name"
          autoComplete="shipping name"
          required
          disabled={disabled}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          disabled={disabled}
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <TextInput
        label="Address"
        autoComplete="shipping street-address"
        required
        disabled={disabled}
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="City"
          autoComplete="shipping address-level2"
          required
          disabled={disabled}
          {...form.getInputProps('city')}
        />
        <Select
          label="Country"
          data={COUNTRY_OPTIONS}
          allowDeselect={false}
          autoComplete="shipping country"
          required
          disabled={disabled}
          {...form.getInputProps('country')}
          onChange={(value) => {
            if (!value || value === country) return;
            form.setFieldValue('country', value);
            form.setFieldValue('state', '');
          }}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="State/Province"
          placeholder={country === 'CA' ? 'Select a province' : 'Select a state'}
          data={regionOptions(country)}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No match"
          autoComplete="shipping address-level1"
          required
          disabled={disabled}
          {...form.getInputProps('state')}
          value={form.getValues().state || null}
          onChange={(value) => form.setFieldValue('state', value ?? '')}
        />
        <TextInput
          label="Postal/ZIP Code"
          autoComplete="shipping postal-code"
          required
          disabled={disabled}
          {...form.getInputProps('postalCode')}
        />
      </SimpleGrid>
    </Stack>
  );
}
