import { IconGift, IconX } from '@tabler/icons-react';
import type { CartGiftCardState } from '../../features/gift-card';
import { useMoney, useT } from '../../i18n/hooks';
import discountMessages from '../../i18n/messages/discount.en.json';
import { Group, Text } from '../Plain/Plain';
import { UnstyledButton } from '../Plain/PlainButton';
import { CodeForm } from './CodeForm';
import classes from './DiscountCodeField.module.css';

/**
 * "Gift card", beside the discount code: a field and Apply, the server's refusal under it word for word ("This gift
 * card is not valid.", "This gift card has no balance left."), and once a card is on the cart its last four
 * characters and balance with a way to remove it.
 */
export function GiftCardField({ giftCard }: { giftCard: CartGiftCardState }) {
  const t = useT(discountMessages);
  const money = useMoney();

  if (giftCard.card) {
    const { last4, balance } = giftCard.card;
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="gift-card-applied">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconGift size={16} aria-hidden />
          <Text size="sm" fw={600} truncate>
            {t('discount.giftCard.card', { last4 })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('discount.giftCard.balance', { balance: money(balance) })}
          </Text>
        </Group>
        <UnstyledButton
          className={classes.remove}
          onClick={() => void giftCard.remove()}
          disabled={giftCard.pending}
          aria-label={t('discount.giftCard.removeCard', { last4 })}
        >
          <IconX size={14} aria-hidden /> {t('discount.remove')}
        </UnstyledButton>
      </Group>
    );
  }

  return (
    <CodeForm
      label={t('discount.giftCard.field')}
      placeholder="XXXX-XXXX-XXXX-XXXX"
      applyLabel={t('discount.giftCard.apply')}
      emptyText={t('discount.giftCard.empty')}
      maxLength={24}
      onApply={giftCard.apply}
      pending={giftCard.pending}
    />
  );
}
