import { TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Group, Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';

interface CodeFormProps {
  /** The field's label, also the form's name. */
  label: string;
  placeholder: string;
  applyLabel: string;
  /** Said when Apply is pressed with nothing typed. */
  emptyText: string;
  maxLength: number;
  /** Applies a code; resolves to the server's refusal (shown as it is sent), or null once applied. */
  onApply(code: string): Promise<string | null>;
  pending: boolean;
  /** Shown under the field while there is no refusal to show. */
  hint?: ReactNode;
}

/** A code field and its Apply button, the refusal under it word for word: the discount code's and the gift card's. */
export function CodeForm({
  label,
  placeholder,
  applyLabel,
  emptyText,
  maxLength,
  onApply,
  pending,
  hint,
}: CodeFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setError(emptyText);
      return;
    }
    const refusal = await onApply(code);
    setError(refusal);
    if (refusal === null) setValue('');
  };

  return (
    <Stack gap={4}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={label}
            placeholder={placeholder}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              if (error) setError(null);
            }}
            maxLength={maxLength}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            flex={1}
            miw={0}
            error={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" variant="default" loading={pending}>
            {applyLabel}
          </Button>
        </Group>
      </form>
      {error && (
        <Text size="xs" c="red.6" id={errorId} role="alert">
          {error}
        </Text>
      )}
      {!error && hint}
    </Stack>
  );
}
