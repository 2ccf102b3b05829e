import { IconLock } from '@tabler/icons-react';
import { useMoneyIn } from '../../features/use-money-in';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Button } from '../Plain/PlainButton';

interface PayButtonProps {
  total: number;
  /** The currency charged ('usd', 'cad'): the session's. */
  currency: string;
  processing: boolean;
  disabled: boolean;
}

/** 'Pay $X.XX' (the amount charged, in its currency: 'Pay CA$263.49'), or 'Processing...' while the payment runs. */
export function PayButton({ total, currency, processing, disabled }: PayButtonProps) {
  const t = useT(checkoutMessages);
  const money = useMoneyIn(currency);
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      disabled={disabled || processing}
      leftSection={processing ? undefined : <IconLock size={18} aria-hidden />}
    >
      {processing ? t('checkout.processing') : t('checkout.pay', { amount: money(total) })}
    </Button>
  );
}
