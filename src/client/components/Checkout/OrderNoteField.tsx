import { Checkbox, Textarea } from '@mantine/core';
import { ORDER_NOTE_MAX } from '@shared/schemas/checkout';
import type { CheckoutState } from '../../features/use-checkout-session';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { schemaMessage } from './checkout-text';

/** The shopper's optional note for the shop, sent with the checkout and kept on the order. */
export function OrderNoteField({ note }: { note: CheckoutState['note'] }) {
  const t = useT(checkoutMessages);
  return (
    <Textarea
      mt="md"
      label={t('checkout.note.label')}
      placeholder={t('checkout.note.placeholder')}
      rows={2}
      maxLength={ORDER_NOTE_MAX}
      value={note.value}
      error={schemaMessage(t, note.error)}
      onChange={(event) => note.set(event.currentTarget.value)}
    />
  );
}

/** "E-mail me a link to my cart" (issue 40): one reminder with a link back to the cart, should the shopper not pay. */
export function RemindMeField({ remindMe }: { remindMe: CheckoutState['remindMe'] }) {
  const t = useT(checkoutMessages);
  return (
    <Checkbox
      mt="md"
      label={t('checkout.remindMe')}
      description={t('checkout.remindMeHint')}
      checked={remindMe.value}
      onChange={(event) => remindMe.set(event.currentTarget.checked)}
    />
  );
}
