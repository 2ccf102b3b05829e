import { Fieldset, Stack, Textarea } from '@mantine/core';
import type { PaintingDetails, ProductDetails } from '@shared/schemas/catalogue';
import { DETAILS_TEXT_MAX } from '@shared/schemas/item-details';
import type { ReactNode } from 'react';
import { SizeChartEditor } from './SizeChartEditor';

type Errors = Record<string, ReactNode>;

/** The form's error for a field of `details`, or for anything under it (a size chart's rows). */
const errorOf = (errors: Errors, path: string) =>
  Object.entries(errors).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];

interface FieldsProps<D> {
  value: D | undefined;
  onChange: (details: D) => void;
  /** The form's errors, by path ('details.materials'). */
  errors: Errors;
}

/** A text of the details (shopper text, one fact per line where the storefront lists them). */
function DetailText<D extends object>({
  field,
  label,
  description,
  value,
  onChange,
  errors,
}: FieldsProps<D> & { field: keyof D & string; label: string; description?: string }) {
  return (
    <Textarea
      label={label}
      description={description}
      autosize
      minRows={2}
      maxRows={6}
      maxLength={DETAILS_TEXT_MAX}
      value={(value?.[field] as string | undefined) ?? ''}
      error={errorOf(errors, `details.${field}`)}
      onChange={(e) => onChange({ ...(value as D), [field]: e.currentTarget.value })}
    />
  );
}

/**
 * A product's (or a category's default) materials, fit, care and size chart, as the storefront's tabs show them;
 * a blank one is hidden on the product page (a product's blank one shows its category's).
 */
export function ProductDetailsFields({
  legend = 'Details',
  ...props
}: FieldsProps<ProductDetails> & { legend?: string }) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <DetailText {...props} field="materials" label="Materials" description="One per line, e.g. 100% cotton" />
        <DetailText {...props} field="fit" label="Fit" />
        <DetailText {...props} field="care" label="Care" description="One instruction per line" />
        <SizeChartEditor
          chart={props.value?.sizeChart}
          onChange={(sizeChart) => props.onChange({ ...props.value, sizeChart })}
          error={errorOf(props.errors, 'details.sizeChart')}
        />
      </Stack>
    </Fieldset>
  );
}

/** A painting's framing, signature, certificate and shipping notes (each hidden on its page when blank). */
export function PaintingDetailsFields(props: FieldsProps<PaintingDetails>) {
  return (
    <Fieldset legend="Details">
      <Stack gap="sm">
        <DetailText {...props} field="framing" label="Framing" />
        <DetailText {...props} field="signature" label="Signature" />
        <DetailText {...props} field="certificate" label="Certificate" />
        <DetailText {...props} field="shippingNotes" label="Shipping notes" />
      </Stack>
    </Fieldset>
  );
}
