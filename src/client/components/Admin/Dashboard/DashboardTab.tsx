import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrush, IconFolders, IconShirt, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeAudit, timeAgo } from '../../../features/admin/audit';
import { useSession } from '../../../features/session';
import { trpc } from '../../../trpc';
import { TabHeader } from '../shared/TabHeader';
import classes from './Dashboard.module.css';

/** How many audit entries the dashboard lists. */
const RECENT = 12;

interface StatProps {
  label: string;
  icon: ReactNode;
  value: number | undefined;
  detail: string | null;
  loading: boolean;
}

function Stat({ label, icon, value, detail, loading }: StatProps) {
  return (
    <Paper withBorder radius="md" p="lg" className={classes.stat}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" fw={600} c="dimmed" className={classes.label}>
            {label}
          </Text>
          {loading ? (
            <Skeleton height={36} width={64} />
          ) : (
            <Text fz={36} fw={700} lh={1.1}>
              {value ?? '—'}
            </Text>
          )}
          <Text size="xs" c="dimmed" mih={18}>
            {loading ? '' : detail}
          </Text>
        </Stack>
        <ThemeIcon variant="light" size={44} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** At a glance: how big the catalogue and the customer base are, and what admins did last. */
export function DashboardTab() {
  const { user } = useSession();
  const products = useQuery(trpc.catalogue.products.queryOptions({ filter: 'all' }));
  const paintings = useQuery(trpc.catalogue.paintings.queryOptions({ list: 'all' }));
  const collections = useQuery(trpc.catalogue.collections.queryOptions());
  const users = useQuery(trpc.admin.users.list.queryOptions());
  const audit = useQuery(trpc.admin.site.auditLog.queryOptions(undefined, { refetchOnMount: 'always' }));

  const outOfStock = products.data?.filter((p) => p.stock === 0).length ?? 0;
  const sold = paintings.data?.filter((p) => p.is_sold).length ?? 0;
  const admins = users.data?.filter((u) => u.role === 'admin').length ?? 0;

  return (
    <Stack gap="lg">
      <TabHeader
        title={user ? `Welcome back, ${user.username}` : 'Dashboard'}
        description="Your studio at a glance. Sales charts arrive with the orders module."
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
        <Stat
          label="Products"
          icon={<IconShirt size={22} aria-hidden />}
          value={products.data?.length}
          detail={outOfStock > 0 ? `${outOfStock} out of stock` : 'All in stock'}
          loading={products.isPending}
        />
        <Stat
          label="Paintings"
          icon={<IconBrush size={22} aria-hidden />}
          value={paintings.data?.length}
          detail={`${sold} sold`}
          loading={paintings.isPending}
        />
        <Stat
          label="Collections"
          icon={<IconFolders size={22} aria-hidden />}
          value={collections.data?.length}
          detail={null}
          loading={collections.isPending}
        />
        <Stat
          label="Users"
          icon={<IconUsers size={22} aria-hidden />}
          value={users.data?.length}
          detail={`${admins} ${admins === 1 ? 'admin' : 'admins'}`}
          loading={users.isPending}
        />
      </SimpleGrid>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={3} fz="lg" mb="md">
          Recent activity
        </Title>
        {audit.isError ? (
          <Alert color="red" variant="light">
            Could not load the activity log.
          </Alert>
        ) : audit.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading activity">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : audit.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing yet: changes made in this panel will be listed here.
          </Text>
        ) : (
          <ul className={classes.activity}>
            {audit.data.slice(0, RECENT).map((entry) => (
              <li key={entry.id} className={classes.entry}>
                <Text size="sm" className={classes.what}>
                  {describeAudit(entry)}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color="gray" size="sm">
                    {entry.actor}
                  </Badge>
                  <Text size="xs" c="dimmed" title={new Date(entry.createdAt).toLocaleString()}>
                    {timeAgo(entry.createdAt)}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Paper>
    </Stack>
  );
}
