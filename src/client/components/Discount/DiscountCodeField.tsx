import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconDiscount, IconX } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/hooks';
import discountMessages from '../../i18n/messages/discount.en.json';
import classes from './DiscountCodeField.module.css';

interface DiscountCodeFieldProps {
  /** The code entered on this cart (it may not be the discount that applies: see `notice`). */
  entered: string | null;
  /** Why the entered code is not what applies now, as the server says it (a better discount, the minimum spend…). */
  notice: string | null;
  /** The title of the automatic discount that applies, when one does and no code replaced it. */
  automatic: string | null;
  /** Applies a code; resolves to the server's refusal (shown as it is sent), or null once applied. */
  onApply(code: string): Promise<string | null>;
  onRemove(): void;
  /** A call is under way. */
  pending: boolean;
}

/**
 * "Discount code": a field and Apply, the server's refusal under it word for word, and once a code is on the
 * cart its name with a way to remove it. An automatic discount that applies is named.
 */
export function DiscountCodeField({ entered, notice, automatic, onApply, onRemove, pending }: DiscountCodeFieldProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const t = useT(discountMessages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setError(t('discount.empty'));
      return;
    }
    const refusal = await onApply(code);
    setError(refusal);
    if (refusal === null) setValue('');
  };

  if (entered) {
    return (
      <Stack gap={4} data-testid="discount-entered">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconDiscount size={16} aria-hidden />
            <Text size="sm" fw={600} truncate>
              {entered}
            </Text>
            <Text size="sm" c="dimmed">
              {notice ? t('discount.entered') : t('discount.applied')}
            </Text>
          </Group>
          <UnstyledButton
            className={classes.remove}
            onClick={onRemove}
            disabled={pending}
            aria-label={t('discount.removeCode', { code: entered })}
          >
            <IconX size={14} aria-hidden /> {t('discount.remove')}
          </UnstyledButton>
        </Group>
        {notice && (
          <Text size="xs" c="orange.6" role="status">
            {notice}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('discount.field')}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('discount.field')}
            placeholder={t('discount.placeholder')}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              if (error) setError(null);
            }}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            flex={1}
            miw={0}
            error={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" variant="default" loading={pending}>
            {t('discount.apply')}
          </Button>
        </Group>
      </form>
      {error && (
        <Text size="xs" c="red.6" id={errorId} role="alert">
          {error}
        </Text>
      )}
      {automatic && !error && (
        <Text size="xs" c="dimmed">
          {t('discount.automatic', { name: automatic })}
        </Text>
      )}
    </Stack>
  );
}
