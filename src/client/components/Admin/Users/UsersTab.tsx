import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../features/admin/types';
import { useSession } from '../../../features/session';
import { useTRPC } from '../../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Column, DataTable } from '../shared/DataTable';
import { RowActions } from '../shared/RowActions';
import { TabHeader } from '../shared/TabHeader';
import { useDeleteTarget } from '../shared/use-delete';
import { useDialog } from '../shared/use-dialog';
import { UserDialog } from './UserDialog';

/** The spec's refresh of the users list. */
const REFRESH_MS = 30_000;

function RoleBadge({ user }: { user: AdminUser }) {
  return (
    <Badge variant={user.role === 'admin' ? 'filled' : 'light'} color={user.role === 'admin' ? undefined : 'gray'}>
      {user.role}
    </Badge>
  );
}

function StateBadge({ user }: { user: AdminUser }) {
  return (
    <Badge variant="dot" color={user.active ? 'green' : 'red'}>
      {user.active ? 'Active' : 'Disabled'}
    </Badge>
  );
}

/** Why a user cannot be deleted: nobody deletes themselves or the last admin. */
function deleteBlocked(user: AdminUser, selfId: number | null, activeAdmins: number): string | null {
  if (user.id === selfId) return 'You cannot delete your own account';
  if (user.role === 'admin' && user.active && activeAdmins <= 1) return 'The last admin cannot be removed';
  return null;
}

/** Accounts: role, state, orders; edit in a dialog, delete after confirmation. */
export function UsersTab() {
  const trpc = useTRPC();
  const { user: self } = useSession();
  const users = useQuery(trpc.admin.users.list.queryOptions(undefined, { refetchInterval: REFRESH_MS }));
  const activeAdmins = (users.data ?? []).filter((u) => u.role === 'admin' && u.active).length;
  const dialog = useDialog<AdminUser>();
  const deleting = useDeleteTarget({
    procedure: trpc.admin.users.delete,
    noun: 'User',
    message: (u: AdminUser | null) => `${u?.username ?? 'The user'} has been deleted`,
    queryKey: trpc.admin.users.list.queryKey(),
  });

  const actions = (u: AdminUser) => (
    <RowActions
      name={u.username}
      onEdit={() => dialog.open(u)}
      onDelete={() => deleting.ask(u)}
      deleteDisabledReason={deleteBlocked(u, self?.id ?? null, activeAdmins)}
    />
  );
  const identity = (u: AdminUser) => (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={u.avatar} alt={u.username} name={u.username} color="initials" size={36} />
      <Stack gap={0} miw={0}>
        <Text fw={500} size="sm" truncate>
          {u.username}
          {u.id === self?.id && (
            <Text span c="dimmed" size="xs">
              {' '}
              (you)
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {u.email}
        </Text>
      </Stack>
    </Group>
  );

  const columns: Column<AdminUser>[] = [
    { key: 'username', header: 'Username', sortValue: (u) => u.username, render: identity },
    { key: 'email', header: 'Email', sortValue: (u) => u.email, render: (u) => u.email },
    { key: 'role', header: 'Role', sortValue: (u) => u.role, render: (u) => <RoleBadge user={u} /> },
    {
      key: 'state',
      header: 'Status',
      sortValue: (u) => (u.active ? 0 : 1),
      render: (u) => <StateBadge user={u} />,
    },
    { key: 'orders', header: 'Orders', align: 'right', sortValue: (u) => u.orderCount, render: (u) => u.orderCount },
    {
      key: 'joined',
      header: 'Joined',
      sortValue: (u) => u.createdAt,
      render: (u) => new Date(u.createdAt).toLocaleDateString(),
    },
    { key: 'actions', header: 'Actions', hiddenHeader: true, align: 'right', render: actions },
  ];

  return (
    <Stack gap="lg">
      <TabHeader
        title="Users"
        description="Customer and admin accounts. Passwords are never shown; set a new one instead."
      />
      <DataTable
        label="Users"
        rows={users.data}
        columns={columns}
        rowKey={(u) => u.id}
        searchText={(u) => `${u.username} ${u.email} ${u.role}`}
        searchPlaceholder="Search users"
        emptyText="No users found."
        isLoading={users.isPending}
        error={users.isError ? 'Failed to load users' : null}
        onRetry={() => void users.refetch()}
        renderCard={(u) => (
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              {identity(u)}
              {actions(u)}
            </Group>
            <Group gap="xs">
              <RoleBadge user={u} />
              <StateBadge user={u} />
              <Text size="xs" c="dimmed">
                {u.orderCount} {u.orderCount === 1 ? 'order' : 'orders'}
              </Text>
            </Group>
          </Stack>
        )}
      />
      <UserDialog
        opened={dialog.opened}
        formKey={dialog.key}
        user={dialog.item}
        currentUserId={self?.id ?? null}
        onClose={dialog.close}
      />
      <ConfirmDialog title={`Delete ${deleting.target?.username ?? 'user'}?`} {...deleting.confirm}>
        This action cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
