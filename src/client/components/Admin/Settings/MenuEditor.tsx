import { ActionIcon, Autocomplete, Button, Group, Input, Paper, Stack, TextInput } from '@mantine/core';
import type { FooterGroup, MenuLink } from '@shared/schemas/menus';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMenuPaths } from './menu-paths';

/** `list` with the item at `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

function OrderButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** A list of links, each a label and a same-site path (suggested from the shop's pages), reorderable. */
function LinkListEditor({ links, onChange }: { links: readonly MenuLink[]; onChange: (next: MenuLink[]) => void }) {
  const paths = useMenuPaths();
  const update = (index: number, patch: Partial<MenuLink>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <Stack gap="xs">
      {links.map((link, index) => {
        const name = link.label || `link ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the position is their identity
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Label of link ${index + 1}`}
              placeholder="Label"
              maxLength={40}
              value={link.label}
              onChange={(event) => update(index, { label: event.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <Autocomplete
              aria-label={`Path of link ${index + 1}`}
              placeholder="/category/jackets"
              data={paths}
              value={link.href}
              onChange={(href) => update(index, { href })}
              style={{ flex: 1 }}
            />
            <OrderButtons
              name={name}
              index={index}
              count={links.length}
              onMove={(by) => onChange(moved(links, index, by))}
              onRemove={() => onChange(links.filter((_, i) => i !== index))}
            />
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...links, { label: '', href: '/' }])}
        >
          Add link
        </Button>
      </Group>
    </Stack>
  );
}

interface EditorProps<T> {
  label: string;
  description?: string;
  error?: string;
  value: unknown;
  onChange: (next: T) => void;
}

/** The header menu: one list of links. */
export function HeaderMenuEditor({ label, description, error, value, onChange }: EditorProps<MenuLink[]>) {
  const links = Array.isArray(value) ? (value as MenuLink[]) : [];
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <div style={{ marginTop: 8 }}>
        <LinkListEditor links={links} onChange={onChange} />
      </div>
    </Input.Wrapper>
  );
}

/** The footer menu: groups, each a title and a list of links; groups reorderable too. */
export function FooterMenuEditor({ label, description, error, value, onChange }: EditorProps<FooterGroup[]>) {
  const groups = Array.isArray(value) ? (value as FooterGroup[]) : [];
  const update = (index: number, patch: Partial<FooterGroup>) =>
    onChange(groups.map((group, i) => (i === index ? { ...group, ...patch } : group)));
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="sm" mt={8}>
        {groups.map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are edited in place; the position is their identity
          <Paper key={index} withBorder p="sm" radius={0}>
            <Group gap="xs" wrap="nowrap" mb="xs">
              <TextInput
                aria-label={`Title of group ${index + 1}`}
                placeholder="Group title"
                maxLength={40}
                value={group.title}
                onChange={(event) => update(index, { title: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <OrderButtons
                name={`group ${group.title || index + 1}`}
                index={index}
                count={groups.length}
                onMove={(by) => onChange(moved(groups, index, by))}
                onRemove={() => onChange(groups.filter((_, i) => i !== index))}
              />
            </Group>
            <LinkListEditor links={group.links} onChange={(links) => update(index, { links })} />
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={groups.length >= 4}
            onClick={() => onChange([...groups, { title: '', links: [] }])}
          >
            Add group
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
