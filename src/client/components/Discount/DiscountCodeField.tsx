import { IconDiscount, IconX } from '@tabler/icons-react';
import { useT } from '../../i18n/hooks';
import discountMessages from '../../i18n/messages/discount.en.json';
import { Group, Stack, Text } from '../Plain/Plain';
import { UnstyledButton } from '../Plain/PlainButton';
import { CodeForm } from './CodeForm';
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
  const t = useT(discountMessages);

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
    <CodeForm
      label={t('discount.field')}
      placeholder={t('discount.placeholder')}
      applyLabel={t('discount.apply')}
      emptyText={t('discount.empty')}
      maxLength={32}
      onApply={onApply}
      pending={pending}
      hint={
        automatic && (
          <Text size="xs" c="dimmed">
            {t('discount.automatic', { name: automatic })}
          </Text>
        )
      }
    />
  );
}
