import { Textarea } from '@mantine/core';
import { ORDER_NOTE_MAX } from '@shared/schemas/checkout';
import type { CheckoutState } from '../../features/use-checkout-session';

/** The shopper's optional note for the shop, sent with the checkout and kept on the order. */
export function OrderNoteField({ note }: { note: CheckoutState['note'] }) {
  return (
    <Textarea
      mt="md"
      label="Order note (optional)"
      placeholder="Gift — please leave out the receipt"
      rows={2}
      maxLength={ORDER_NOTE_MAX}
      value={note.value}
      error={note.error}
      onChange={(event) => note.set(event.currentTarget.value)}
    />
  );
}
