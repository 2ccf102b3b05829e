import { Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { Untranslated } from '@shared/translations';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ABOUT_GROUPS, CONTACT_GROUPS } from '../../../features/admin/content-page-fields';
import { STORE_GROUPS } from '../../../features/admin/setting-fields';
import type { AdminSearch } from '../../../features/admin/tabs';
import { fieldLabel } from '../../../features/admin/translations';
import { useTRPC } from '../../../trpc';
import { RetryAlert } from '../../RetryAlert';
import { AnchorLink } from '../../RouterLinks';
import { TabHeader } from '../shared/TabHeader';

/** The kinds, in the order the list shows them, with where each is edited. */
const KINDS: { scope: Untranslated['scope']; title: string }[] = [
  { scope: 'product', title: 'Products' },
  { scope: 'painting', title: 'Paintings' },
  { scope: 'category', title: 'Categories' },
  { scope: 'collection', title: 'Collections' },
  { scope: 'page', title: 'Pages' },
  { scope: 'discount', title: 'Discounts' },
  { scope: 'shippingMethod', title: 'Shipping methods' },
  { scope: 'setting', title: 'Site texts' },
  { scope: 'menu', title: 'Menu labels' },
];

/** The settings tabs holding the shoppers' texts, with each text's label there. */
const SETTING_TABS = [
  { tab: 'settings', label: 'Settings', groups: STORE_GROUPS },
  { tab: 'about', label: 'About Page', groups: ABOUT_GROUPS },
  { tab: 'contact', label: 'Contact Page', groups: CONTACT_GROUPS },
] as const;

/** One line of the list: what has no French, the fields it lacks, and where to write it. */
interface Row {
  key: string;
  label: string;
  fields: string[];
  search: AdminSearch;
  action: string;
}

/** Where an item is edited: its list searched by its name, its tab, its page. */
function rowsOf(item: Untranslated): Row[] {
  const one = (search: AdminSearch, fields = item.fields.map(fieldLabel)): Row[] => [
    { key: `${item.scope}:${item.key}`, label: item.label, fields, search, action: `Edit ${item.label}` },
  ];
  switch (item.scope) {
    case 'product':
      return one({ tab: 'products', q: item.label });
    case 'painting':
      return one({ tab: 'paintings', q: item.label });
    case 'category':
      return one({ tab: 'categories' });
    case 'collection':
      return one({ tab: 'collections' });
    case 'page':
      return one({ tab: 'pages', view: item.key });
    case 'discount':
      return one({ tab: 'discounts' });
    case 'shippingMethod':
      return one({ tab: 'settings' });
    case 'menu':
      return [
        {
          key: 'menu',
          label: 'Header and footer menus',
          fields: item.fields,
          search: { tab: 'layout' },
          action: 'Edit the menu labels',
        },
      ];
    default:
      return SETTING_TABS.flatMap(({ tab, label, groups }) => {
        const labels = new Map(groups.flatMap((g) => g.fields.map((f) => [f.key as string, f.label])));
        const fields = item.fields.filter((f) => labels.has(f)).map((f) => labels.get(f) as string);
        return fields.length
          ? [{ key: `setting:${tab}`, label, fields, search: { tab }, action: `Edit the ${label} texts` }]
          : [];
      });
  }
}

/** The fields without French, as many as fit a line, then how many more. */
function fieldList(fields: string[]): string {
  const shown = fields.slice(0, 4).join(', ');
  return fields.length > 4 ? `${shown} and ${fields.length - 4} more` : shown;
}

/**
 * What has no French yet (`admin.translations.untranslated`), grouped by kind, each item linking to where it is
 * edited; "Everything is translated" when nothing is left.
 */
export function UntranslatedTab() {
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.translations.untranslated.queryOptions());
  const groups = KINDS.map((kind) => ({
    ...kind,
    rows: (list.data ?? []).filter((item) => item.scope === kind.scope).flatMap(rowsOf),
  })).filter((group) => group.rows.length > 0);
  const count = groups.reduce((sum, group) => sum + group.rows.length, 0);

  return (
    <Stack gap="lg">
      <TabHeader
        title="Untranslated"
        description="What French-speaking shoppers still read in English. Each text falls back to English until you write its French."
        actions={
          list.isSuccess && (
            <Badge size="lg" variant="light" color={count ? 'orange' : 'green'} aria-label={`${count} untranslated`}>
              {count}
            </Badge>
          )
        }
      />
      {list.isError ? (
        <RetryAlert title="Could not load what is untranslated" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton height={240} radius="md" role="status" aria-label="Loading what is untranslated" />
      ) : count === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Group justify="center" gap="xs">
            <IconCircleCheck size={20} aria-hidden />
            <Text fw={600}>Everything is translated</Text>
          </Group>
        </Paper>
      ) : (
        groups.map((group) => (
          <Paper key={group.scope} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="xs">
              <Group gap="xs">
                <Title order={3} fz="lg">
                  {group.title}
                </Title>
                <Badge variant="light" color="gray" aria-label={`${group.rows.length} untranslated`}>
                  {group.rows.length}
                </Badge>
              </Group>
              <Table.ScrollContainer minWidth={0}>
                <Table verticalSpacing="xs" aria-label={`${group.title} without French`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Item</Table.Th>
                      <Table.Th scope="col">No French yet</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {group.rows.map((row) => (
                      <Table.Tr key={row.key}>
                        <Table.Td>
                          <AnchorLink to="/admin" search={row.search} aria-label={row.action} fw={600}>
                            {row.label}
                          </AnchorLink>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{fieldList(row.fields)}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
