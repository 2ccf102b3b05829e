import { ActionIcon, Alert, Badge, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { GroupItem, GroupKind } from '@shared/schemas/group-items';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { AdminModal, type EditDialogProps } from '../shared/AdminModal';
import { catalogueQueryKeys } from '../shared/mutations';
import reorder from '../shared/Reorder.module.css';
import { Thumb } from '../shared/Thumb';
import { moveWithin, useReorder } from '../shared/use-reorder';
import { AddItemsPanel } from './AddItemsPanel';
import classes from './GroupItems.module.css';
import { itemKey, KIND_LABELS } from './group-item-text';

interface GroupItemsDialogProps extends EditDialogProps {
  group: GroupKind;
  /** The category or collection whose items the dialog shows. */
  target: { id: number; name: string } | null;
}

/**
 * What a category or collection holds (issue 39, item 4): its products and paintings in the order its storefront
 * page shows them, added with the picker, removed, and reordered by dragging or with each item's Move up / Move
 * down buttons (the admin's one way to reorder, `useReorder`); Save writes the list and its order at once.
 */
export function GroupItemsDialog({ group, target, opened, formKey, onClose }: GroupItemsDialogProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={`Items in ${target?.name ?? ''}`} size="lg">
      {formKey > 0 && target && <GroupItemsForm key={formKey} group={group} target={target} onClose={onClose} />}
    </AdminModal>
  );
}

function GroupItemsForm({
  group,
  target,
  onClose,
}: {
  group: GroupKind;
  target: { id: number; name: string };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const held = useQuery(trpc.admin.groups.items.queryOptions({ group, id: target.id }, { staleTime: 0 }));
  // The owner's edits, over the list as loaded (null: none yet).
  const [edited, setEdited] = useState<GroupItem[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const items = edited ?? held.data ?? [];
  const { list, move, dragProps } = useReorder(items.length, (from, to) => {
    setEdited(moveWithin(items, from, to));
    setAnnouncement(`${items[from]?.name} moved to position ${to + 1} of ${items.length}.`);
  });
  const save = useMutation(
    trpc.admin.groups.setItems.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess('Items Saved', `${target.name} holds ${saved.length} ${saved.length === 1 ? 'item' : 'items'}`);
        for (const queryKey of [...catalogueQueryKeys(trpc), trpc.admin.groups.pathKey()])
          void queryClient.invalidateQueries({ queryKey });
        onClose();
      },
      onError: (error) => notifyFailure(error, 'Failed to save the items'),
    }),
  );
  const add = (picked: GroupItem[]) => {
    const known = new Set(items.map(itemKey));
    const fresh = picked.filter((item) => !known.has(itemKey(item)));
    setEdited([...items, ...fresh]);
    setAnnouncement(fresh.length === 1 ? '1 item added.' : `${fresh.length} items added.`);
  };
  const remove = (index: number) => {
    setEdited(items.filter((_, i) => i !== index));
    setAnnouncement(`${items[index]?.name} removed.`);
  };

  let body: ReactNode;
  if (held.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading items…</Text>
      </Group>
    );
  } else if (held.isError) {
    body = (
      <Alert color="red" variant="light" title="The items could not be loaded">
        <Button size="xs" variant="default" onClick={() => void held.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No items yet. Choose products and paintings with Add items.
      </Text>
    );
  } else {
    body = (
      <ol className={classes.list} ref={list} aria-label={`Items in ${target.name}, in order`}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className={`${reorder.entry} ${classes.item}`} {...dragProps(index)}>
            <IconGripVertical size={18} aria-hidden className={classes.grip} />
            {/* Beside the name, which says what it is: hidden from screen readers (a missing image's placeholder too). */}
            <div aria-hidden>
              <Thumb src={item.imageUrl} alt="" size={48} />
            </div>
            <Stack gap={2} flex={1} miw={0}>
              <Text size="sm" fw={500} className={classes.name}>
                {item.name}
              </Text>
              <Group gap={6}>
                <Badge size="xs" variant="light" color="gray">
                  {KIND_LABELS[item.kind]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {index + 1} of {items.length}
                </Text>
              </Group>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                data-move="up"
                aria-label={`Move ${item.name} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                data-move="down"
                aria-label={`Move ${item.name} down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                color="red"
                aria-label={`Remove ${item.name}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The products and paintings in this {group}, in the order its page shows them. Drag to reorder, or use Move up
        and Move down.
      </Text>
      {body}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {picking ? (
        <AddItemsPanel
          group={group}
          groupName={target.name}
          held={items}
          onAdd={add}
          onClose={() => setPicking(false)}
        />
      ) : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setPicking(true)}
            disabled={held.isPending || held.isError}
          >
            Add items
          </Button>
        </Group>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          loading={save.isPending}
          disabled={edited === null}
          onClick={() =>
            save.mutate({ group, id: target.id, items: items.map((item) => ({ kind: item.kind, id: item.id })) })
          }
        >
          Save items
        </Button>
      </Group>
    </Stack>
  );
}
