import { Button } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { IconLock } from '@tabler/icons-react';
import { useSettings } from '../../features/settings';

interface PayButtonProps {
  total: number;
  processing: boolean;
  disabled: boolean;
}

/** 'Pay $X.XX', or 'Processing...' while the payment runs. */
export function PayButton({ total, processing, disabled }: PayButtonProps) {
  const { currencySymbol } = useSettings();
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      disabled={disabled || processing}
      leftSection={processing ? undefined : <IconLock size={18} aria-hidden />}
    >
      {processing ? 'Processing...' : `Pay ${formatMoney(total, currencySymbol)}`}
    </Button>
  );
}
