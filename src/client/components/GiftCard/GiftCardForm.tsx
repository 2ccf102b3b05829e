import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { NumberInput, Radio, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatMoney } from '@shared/money';
import {
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_SALE_MAX,
  GIFT_CARD_SALE_MIN,
  GIFT_CARD_SEND_WITHIN_DAYS,
} from '@shared/schemas/gift-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { serverMessage } from '../../api-error';
import { getCartId, useCart } from '../../features/cart';
import { notifyError, notifySuccess } from '../../features/notify';
import { useSettings } from '../../features/settings';
import { formatDay } from '../../format-date';
import { useLocale, useT } from '../../i18n/hooks';
import giftCardMessages from '../../i18n/messages/gift-card.en.json';
import { useTRPC } from '../../trpc';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';

/** A date in the browser's own calendar, `days` from today, as YYYY-MM-DD (what a date field reads and writes). */
function localDate(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

interface Values {
  choice: string;
  custom: number | string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  sendOn: string;
}

const emailOk = (value: string) => z.email().safeParse(value.trim()).success;

/**
 * The gift card's choices (issue 41): an amount ($25, $50, $100 or another whole amount within the limits), the
 * recipient, a message and the send date; Add to cart puts one gift card line in the cart (the server checks all of it
 * again: POST /api/cart/{cartId}/items). Every field has its label and says what is wrong with it in words.
 */
export function GiftCardForm() {
  const t = useT(giftCardMessages);
  const locale = useLocale();
  const { currencySymbol } = useSettings();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cart = useCart();
  const limits = { min: GIFT_CARD_SALE_MIN, max: GIFT_CARD_SALE_MAX };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      choice: '50',
      custom: '',
      recipientName: '',
      recipientEmail: '',
      message: '',
      sendOn: localDate(),
    },
    validate: {
      custom: (value, values) => {
        if (values.choice !== 'custom') return null;
        const n = Number(value);
        return Number.isInteger(n) && n >= GIFT_CARD_SALE_MIN && n <= GIFT_CARD_SALE_MAX
          ? null
          : t('giftCard.amountInvalid', limits);
      },
      recipientName: (value) => (value.trim() ? null : t('giftCard.nameRequired')),
      recipientEmail: (value) => (emailOk(value) ? null : t('giftCard.emailInvalid')),
      message: (value) =>
        value.trim().length <= GIFT_CARD_MESSAGE_MAX
          ? null
          : t('giftCard.messageTooLong', { max: GIFT_CARD_MESSAGE_MAX }),
      sendOn: (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= localDate() && value <= localDate(GIFT_CARD_SEND_WITHIN_DAYS)
          ? null
          : t('giftCard.dateInvalid'),
    },
  });
  const adding = useMutation(
    trpc.cart.addGiftCard.mutationOptions({
      onSuccess: (item) => {
        notifySuccess(
          t('giftCard.added'),
          t('giftCard.addedFor', {
            name: item.giftCard?.recipientName ?? '',
            date: formatDay(item.giftCard?.sendOn ?? '', locale),
          }),
        );
        form.reset();
        cart.open();
      },
      onError: (error) => notifyError(serverMessage(error) ?? t('giftCard.failed')),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.discounts.cartTotals.queryKey() }),
        ]),
    }),
  );
  const messageLength = form.values.message.length;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        adding.mutate({
          cartId: getCartId(),
          type: 'gift_card',
          amount: values.choice === 'custom' ? Number(values.custom) : Number(values.choice),
          recipientName: values.recipientName.trim(),
          recipientEmail: values.recipientEmail.trim(),
          message: values.message.trim() || undefined,
          sendOn: values.sendOn,
        }),
      )}
    >
      <HydrationGate>
        <Stack gap="md">
          <Radio.Group label={t('giftCard.amount')} withAsterisk {...form.getInputProps('choice')}>
            <Stack gap="xs" mt="xs">
              {GIFT_CARD_AMOUNTS.map((amount) => (
                <Radio
                  key={amount}
                  value={String(amount)}
                  label={formatMoney(amount, currencySymbol, locale, { whole: true })}
                />
              ))}
              <Radio value="custom" label={t('giftCard.custom')} />
            </Stack>
          </Radio.Group>
          {form.values.choice === 'custom' && (
            <NumberInput
              label={t('giftCard.customAmount', limits)}
              min={GIFT_CARD_SALE_MIN}
              max={GIFT_CARD_SALE_MAX}
              allowDecimal={false}
              allowNegative={false}
              prefix="$"
              radius={0}
              withAsterisk
              {...form.getInputProps('custom')}
            />
          )}
          <TextInput
            label={t('giftCard.recipientName')}
            autoComplete="off"
            maxLength={100}
            radius={0}
            withAsterisk
            {...form.getInputProps('recipientName')}
          />
          <TextInput
            label={t('giftCard.recipientEmail')}
            type="email"
            autoComplete="off"
            radius={0}
            withAsterisk
            {...form.getInputProps('recipientEmail')}
          />
          <Textarea
            label={t('giftCard.message')}
            rows={4}
            maxLength={GIFT_CARD_MESSAGE_MAX}
            radius={0}
            description={
              <Text component="span" size="xs" aria-live="polite">
                {t('giftCard.messageCount', { count: messageLength, max: GIFT_CARD_MESSAGE_MAX })}
              </Text>
            }
            {...form.getInputProps('message')}
          />
          <TextInput
            label={t('giftCard.sendOn')}
            type="date"
            min={localDate()}
            max={localDate(GIFT_CARD_SEND_WITHIN_DAYS)}
            description={t('giftCard.sendOnHint')}
            radius={0}
            withAsterisk
            {...form.getInputProps('sendOn')}
          />
          <Button type="submit" radius={0} size="md" loading={adding.isPending}>
            {t('giftCard.add')}
          </Button>
        </Stack>
      </HydrationGate>
    </form>
  );
}
