import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NEW_PRINT_SIZE, type PaintingFormValues } from '../../../features/admin/painting-form';
import { MoneyInput } from '../shared/MoneyInput';

const UNITS = [
  { value: 'in', label: 'in' },
  { value: 'cm', label: 'cm' },
];

/** A number cell of a size row: compact, no steppers, sharing the row's width. */
const CELL = { min: 0, decimalScale: 2, hideControls: true, flex: 1, miw: 0 } as const;

/** The sizes a print is sold in, each with its own price, and for a limited print its own edition (issue 43). */
export function PrintSizesEditor({ form }: { form: UseFormReturnType<PaintingFormValues> }) {
  const sizes = form.values.available_sizes;
  const limited = form.values.is_limited;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Print sizes
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('available_sizes', { ...NEW_PRINT_SIZE })}
        >
          Add size
        </Button>
      </Group>
      {sizes.length === 0 && (
        <Text size="xs" c="dimmed">
          No sizes yet: the print sells at the painting's price and dimensions.
        </Text>
      )}
      {limited && sizes.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="edition-help">
          Each size is its own edition, numbered from 1 as it sells. <b>Edition of</b>: how many numbered prints of this
          size will ever exist (blank: the first size's number). <b>APs</b>: artist's proofs kept beside the edition (AP
          1/5…), never sold online; record one you sell in the Editions view.
        </Text>
      )}
      {sizes.map((_, index) => (
        // Rows have no identity of their own; removing one re-keys the rest, which is what the form expects.
        // biome-ignore lint/suspicious/noArrayIndexKey: form list rows
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput label="Width" {...CELL} {...form.getInputProps(`available_sizes.${index}.width`)} />
          <NumberInput label="Height" {...CELL} {...form.getInputProps(`available_sizes.${index}.height`)} />
          <Select
            label="Unit"
            data={UNITS}
            allowDeselect={false}
            w={76}
            {...form.getInputProps(`available_sizes.${index}.unit`)}
          />
          <MoneyInput label="Price" {...CELL} {...form.getInputProps(`available_sizes.${index}.price`)} />
          {limited && (
            <>
              <NumberInput
                label="Edition of"
                {...CELL}
                min={1}
                decimalScale={0}
                {...form.getInputProps(`available_sizes.${index}.edition_total`)}
              />
              <NumberInput
                label="APs"
                {...CELL}
                decimalScale={0}
                {...form.getInputProps(`available_sizes.${index}.edition_proofs`)}
              />
            </>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={`Remove size ${index + 1}`}
            onClick={() => form.removeListItem('available_sizes', index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
