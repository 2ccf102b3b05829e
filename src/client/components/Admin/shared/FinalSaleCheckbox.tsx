import { Checkbox } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * The per-item final sale flag (issue 41) of the product and painting dialogs: such an item is never offered for
 * return or exchange, and its page says "Final sale" by the price. `input`: the form's checkbox props.
 */
export function FinalSaleCheckbox({ input }: { input: ComponentProps<typeof Checkbox> }) {
  return (
    <Checkbox
      label="Final sale (no returns)"
      description="Shoppers cannot return or exchange it; its page shows “Final sale” by the price"
      {...input}
    />
  );
}
