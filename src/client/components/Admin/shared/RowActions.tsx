import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconListDetails, IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** What the row is, for the buttons' names ('Edit Bleached Tee'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Why delete is not offered, shown as its tooltip. */
  deleteDisabledReason?: string | null;
  /** Opens what the row holds (a category's or collection's items), when it holds any. */
  onItems?: () => void;
}

/** Edit and delete buttons of a list row (and Items, for a row that holds some). */
export function RowActions({ name, onEdit, onDelete, deleteDisabledReason, onItems }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onItems && (
        <Tooltip label="Items">
          <ActionIcon variant="subtle" color="gray" aria-label={`Items in ${name}`} onClick={onItems}>
            <IconListDetails size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteDisabledReason ?? 'Delete'}>
        {/* data-disabled (not disabled) keeps the tooltip, which says why, working on hover and focus. */}
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          onClick={() => !deleteDisabledReason && onDelete()}
          data-disabled={!!deleteDisabledReason || undefined}
          aria-disabled={!!deleteDisabledReason || undefined}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
