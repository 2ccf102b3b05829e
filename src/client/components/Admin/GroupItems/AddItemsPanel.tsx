import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { GroupItem, GroupKind } from '@shared/schemas/group-items';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTRPC } from '../../../trpc';
import { Thumb } from '../shared/Thumb';
import classes from './GroupItems.module.css';
import { itemKey, KIND_LABELS } from './group-item-text';

interface AddItemsPanelProps {
  group: GroupKind;
  /** The group's name: an item in another one says that adding it moves it here. */
  groupName: string;
  /** The items the group holds in the dialog now: shown ticked, not offered again. */
  held: readonly GroupItem[];
  onAdd: (items: GroupItem[]) => void;
  onClose: () => void;
}

const KINDS = [
  { value: 'all', label: 'All' },
  { value: 'product', label: 'Products' },
  { value: 'painting', label: 'Paintings' },
];

/**
 * The picker of a category's or collection's items: live products and paintings searched by name (the server's
 * `admin.groups.candidates`), of one kind or both, ticked several at a time and added at the end of the list.
 */
export function AddItemsPanel({ group, groupName, held, onAdd, onClose }: AddItemsPanelProps) {
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('all');
  const [picked, setPicked] = useState<GroupItem[]>([]);
  const [search] = useDebouncedValue(q.trim(), 250);
  const found = useQuery(
    trpc.admin.groups.candidates.queryOptions({
      group,
      q: search,
      ...(kind === 'all' ? {} : { kind: kind as GroupItem['kind'] }),
    }),
  );
  const heldKeys = new Set(held.map(itemKey));
  const isPicked = (item: GroupItem) => picked.some((p) => itemKey(p) === itemKey(item));
  const toggle = (item: GroupItem) =>
    setPicked((now) => (isPicked(item) ? now.filter((p) => itemKey(p) !== itemKey(item)) : [...now, item]));

  let results: ReactNode;
  if (found.isPending) {
    results = (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Searching…</Text>
      </Group>
    );
  } else if (found.isError) {
    results = (
      <Alert color="red" variant="light" title="The search failed">
        <Button size="xs" variant="default" onClick={() => void found.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (found.data.length === 0) {
    results = (
      <Text size="sm" role="status">
        {search ? `No product or painting matches “${search}”.` : 'There are no products or paintings yet.'}
      </Text>
    );
  } else {
    results = (
      <ul className={classes.candidates} aria-label="Search results">
        {found.data.map((item) => {
          const here = heldKeys.has(itemKey(item));
          const elsewhere = !here && item.inGroup && item.inGroup !== groupName;
          return (
            <li key={itemKey(item)} className={classes.candidate}>
              <Checkbox
                checked={here || isPicked(item)}
                disabled={here}
                onChange={() => toggle(item)}
                aria-describedby={`candidate-${itemKey(item)}-note`}
                label={
                  <Group gap="sm" wrap="nowrap">
                    {/* Beside the name, which says what it is: hidden from screen readers (a missing image's placeholder too). */}
                    <div aria-hidden>
                      <Thumb src={item.imageUrl} alt="" size={40} />
                    </div>
                    <Text size="sm" fw={500} className={classes.name}>
                      {item.name}
                    </Text>
                  </Group>
                }
              />
              <Group gap={6} pl={32} id={`candidate-${itemKey(item)}-note`}>
                <Badge size="xs" variant="light" color="gray">
                  {KIND_LABELS[item.kind]}
                </Badge>
                {here && <Text size="xs">Already here</Text>}
                {elsewhere && <Text size="xs">In {item.inGroup}: adding moves it here</Text>}
              </Group>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Fieldset legend="Add items" className={classes.panel}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search by name"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            flex={1}
            miw={180}
          />
          <SegmentedControl aria-label="Show" data={KINDS} value={kind} onChange={setKind} />
        </Group>
        {results}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
          <Button
            disabled={picked.length === 0}
            onClick={() => {
              onAdd(picked);
              setPicked([]);
            }}
          >
            {picked.length === 0 ? 'Add selected' : picked.length === 1 ? 'Add 1 item' : `Add ${picked.length} items`}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
