import { Button, Group, Text } from '@mantine/core';

/** The foot of a draft-order dialog's form: the server's refusal (if any), Cancel, and the submit button. */
export function FormFooter({
  error,
  onCancel,
  submitLabel,
  pending,
}: {
  error: string | null;
  onCancel(): void;
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <>
      {error && (
        <Text size="sm" c="red.6" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
