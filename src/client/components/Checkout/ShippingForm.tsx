import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { countryOptions, regionOptions } from '../../countries';
import type { AddressValues } from '../../features/use-checkout-session';
import { useLocale, useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Stack } from '../Plain/Plain';
import { SimpleGrid } from '../Plain/PlainLayout';
import { schemaMessage } from './checkout-text';

interface ShippingFormProps {
  form: UseFormReturnType<AddressValues>;
  disabled?: boolean;
  /** The e-mail field (the address book's addresses have none). */
  withEmail?: boolean;
}

/** The shipping-information fields; validation messages come from the shared address schema, in the page's language. */
export function ShippingForm({ form, disabled, withEmail = true }: ShippingFormProps) {
  const t = useT(checkoutMessages);
  const locale = useLocale();
  const country = form.getValues().country;
  const field = (name: keyof AddressValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: schemaMessage(t, props.error) };
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('checkout.field.name')}
          autoComplete="shipping name"
          required
          disabled={disabled}
          {...field('name')}
        />
        {withEmail && (
          <TextInput
            label={t('checkout.field.email')}
            type="email"
            autoComplete="email"
            required
            disabled={disabled}
            {...field('email')}
          />
        )}
      </SimpleGrid>
      <TextInput
        label={t('checkout.field.address')}
        autoComplete="shipping street-address"
        required
        disabled={disabled}
        {...field('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('checkout.field.address2')}
          autoComplete="shipping address-line2"
          disabled={disabled}
          {...field('address2')}
          value={form.getValues().address2 ?? ''}
        />
        <TextInput
          label={t('checkout.field.phone')}
          type="tel"
          autoComplete="shipping tel"
          disabled={disabled}
          {...field('phone')}
          value={form.getValues().phone ?? ''}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('checkout.field.city')}
          autoComplete="shipping address-level2"
          required
          disabled={disabled}
          {...field('city')}
        />
        <Select
          label={t('checkout.field.country')}
          data={countryOptions(locale)}
          allowDeselect={false}
          autoComplete="shipping country"
          required
          disabled={disabled}
          {...field('country')}
          onChange={(value) => {
            if (!value || value === country) return;
            form.setFieldValue('country', value);
            form.setFieldValue('state', '');
          }}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('checkout.field.state')}
          placeholder={country === 'CA' ? t('checkout.field.selectProvince') : t('checkout.field.selectState')}
          data={regionOptions(country === 'CA' ? 'CA' : 'US', locale)}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('checkout.field.noMatch')}
          autoComplete="shipping address-level1"
          required
          disabled={disabled}
          {...field('state')}
          value={form.getValues().state || null}
          onChange={(value) => form.setFieldValue('state', value ?? '')}
        />
        <TextInput
          label={t('checkout.field.postalCode')}
          autoComplete="shipping postal-code"
          required
          disabled={disabled}
          {...field('postalCode')}
        />
      </SimpleGrid>
    </Stack>
  );
}
