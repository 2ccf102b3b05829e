import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconGift, IconX } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import type { CartGiftCardState } from '../../features/gift-card';
import { useMoney, useT } from '../../i18n/hooks';
import discountMessages from '../../i18n/messages/discount.en.json';
import classes from './DiscountCodeField.module.css';

/**
 * "Gift card", beside the discount code: a field and Apply, the server's refusal under it word for word ("This gift
 * card is not valid.", "This gift card has no balance left."), and once a card is on the cart its last four
 * characters and balance with a way to remove it.
 */
export function GiftCardField({ giftCard }: { giftCard: CartGiftCardState }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const t = useT(discountMessages);
  const money = useMoney();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setError(t('discount.giftCard.empty'));
      return;
    }
    const refusal = await giftCard.apply(code);
    setError(refusal);
    if (refusal === null) setValue('');
  };

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
    <Stack gap={4}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('discount.giftCard.field')}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('discount.giftCard.field')}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              if (error) setError(null);
            }}
            maxLength={24}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            flex={1}
            miw={0}
            error={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" variant="default" loading={giftCard.pending}>
            {t('discount.giftCard.apply')}
          </Button>
        </Group>
      </form>
      {error && (
        <Text size="xs" c="red.6" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
