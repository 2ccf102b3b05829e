import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  /** The submit button's words ('Add Product', 'Update Product'). */
  submitLabel: string;
  pending: boolean;
  /** Submitting is not possible yet (a required field is empty). */
  disabled?: boolean;
  onCancel: () => void;
}

/** Cancel and submit at the foot of an admin form. */
export function FormActions({ submitLabel, pending, disabled = false, onCancel }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} disabled={pending || disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
