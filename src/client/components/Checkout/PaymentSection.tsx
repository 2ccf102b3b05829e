import { Alert, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PaymentHandlers, PaymentStage } from '../../features/use-checkout-session';
import { useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import { Group, Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { CardForm } from './CardForm';
import { HoldCountdown } from './HoldCountdown';

interface PaymentSectionProps extends PaymentHandlers {
  stage: PaymentStage;
  /** The provider's (or our) message after a failed payment. */
  payError: string | null;
  expired: boolean;
  onExpire(): void;
  onRetry(): void;
  /** The cart's code was refused: it goes, and the checkout is re-priced without it. */
  onRemoveCode(): void;
  removingCode: boolean;
}

function Preparing() {
  const t = useT(checkoutMessages);
  return (
    <Group gap="sm" py="md" role="status">
      <Loader size="sm" />
      <Text c="dimmed">{t('checkout.preparing')}</Text>
    </Group>
  );
}

/** The payment step: waits for a client secret, then shows Stripe's element or the test card form. */
export function PaymentSection({
  stage,
  payError,
  expired,
  onExpire,
  onRetry,
  onRemoveCode,
  removingCode,
  ...handlers
}: PaymentSectionProps) {
  const t = useT(checkoutMessages);
  if (stage.kind === 'details') {
    return <Text c="dimmed">{t('checkout.completeDetails')}</Text>;
  }
  if (stage.kind === 'blocked') return <Text c="dimmed">{t('checkout.updateCart')}</Text>;
  if (stage.kind === 'preparing') return <Preparing />;
  if (stage.kind === 'setup-error') {
    // A refused code would be refused again: the way on is without the code. Anything else: try again.
    const refused = stage.code === 'DISCOUNT_REFUSED';
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{stage.message}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={refused ? onRemoveCode : onRetry}
            loading={refused && removingCode}
          >
            {refused ? t('checkout.removeCode') : t('checkout.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { session, billing, refreshing } = stage;
  const formProps = { session, billing, blocked: refreshing || expired, ...handlers };
  return (
    <Stack gap="md">
      {expired ? (
        <Alert color="yellow" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('checkout.expired')}</Text>
            <Button size="xs" variant="light" color="yellow" onClick={onRetry} loading={refreshing}>
              {t('checkout.reserveAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <HoldCountdown expiresAt={session.holdExpiresAt} onExpire={onExpire} />
      )}
      {payError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {payError}
        </Alert>
      )}
      <CardForm {...formProps} fallback={<Preparing />} />
    </Stack>
  );
}
