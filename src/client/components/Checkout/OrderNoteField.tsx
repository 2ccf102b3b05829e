import { Checkbox, Textarea } from '@mantine/core';
import { ORDER_NOTE_MAX } from '@shared/schemas/checkout';
import { useSettings } from '../../features/settings';
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

/** The owner's reminder delay as the hint says it: minutes under two hours, then hours under two days, then days. */
function reminderWait(minutes: number): { unit: 'minute' | 'hour' | 'day'; count: number } {
  if (minutes < 120) return { unit: 'minute', count: minutes };
  if (minutes < 2880) return { unit: 'hour', count: Math.round(minutes / 60) };
  return { unit: 'day', count: Math.round(minutes / 1440) };
}

/**
 * "E-mail me a link to my cart" (issue 40): one reminder with a link back to the cart, should the shopper not pay;
 * the hint says when, from the owner's delay.
 */
export function RemindMeField({ remindMe }: { remindMe: CheckoutState['remindMe'] }) {
  const t = useT(checkoutMessages);
  const { abandonedCheckoutDelayMinutes } = useSettings();
  return (
    <Checkbox
      mt="md"
      label={t('checkout.remindMe')}
      description={t('checkout.remindMeHint', reminderWait(abandonedCheckoutDelayMinutes))}
      checked={remindMe.value}
      onChange={(event) => remindMe.set(event.currentTarget.checked)}
    />
  );
}
