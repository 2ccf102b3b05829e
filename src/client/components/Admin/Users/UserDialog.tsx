import { Button, Divider, Group, PasswordInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ROLES, type Role } from '@shared/schemas/account';
import { adminProfileInput } from '@shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type KeyboardEvent, useEffect, useState } from 'react';
import type { AdminUser } from '../../../features/admin/types';
import { notifyError, notifyFailure } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { useUserMutations } from './user-mutations';

/** The spec's minimum password length. */
const MIN_PASSWORD = 6;

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role === 'admin' ? 'Admin' : 'User' }));
const profileSchema = adminProfileInput.pick({ username: true, email: true });

interface UserDialogProps extends EditDialogProps {
  user: AdminUser | null;
  /** The signed-in admin: they cannot disable themselves. */
  currentUserId: number | null;
}

/** Edit a user: profile, role and password are three separate saves; plus enable/disable. */
export function UserDialog({ user, currentUserId, ...dialog }: UserDialogProps) {
  return (
    <FormDialog {...dialog} title="Edit User" size="md">
      {user && <UserForms user={user} isSelf={user.id === currentUserId} />}
    </FormDialog>
  );
}

function UserForms({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const trpc = useTRPC();
  const details = useQuery(trpc.admin.users.get.queryOptions({ id: user.id }));
  const current = details.data ?? user;
  const mutations = useUserMutations(user.id);
  const profile = useForm({
    initialValues: { username: user.username, email: user.email },
    validate: zod4Resolver(profileSchema, { errorPriority: 'first' }),
  });
  const [role, setRole] = useState<Role>(user.role);
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (details.isError) notifyFailure(details.error, 'Failed to fetch user details');
  }, [details.isError, details.error]);

  const savePassword = () => {
    if (password.length < MIN_PASSWORD) {
      notifyError('Password must be at least 6 characters long', 'Invalid Password');
      return;
    }
    mutations.password.mutate({ id: user.id, password }, { onSuccess: () => setPassword('') });
  };
  const onPasswordKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    savePassword();
  };

  return (
    <Stack gap="lg">
      <form noValidate onSubmit={profile.onSubmit((values) => mutations.profile.mutate({ id: user.id, ...values }))}>
        <Stack gap="sm">
          <TextInput label="Username" {...profile.getInputProps('username')} />
          <TextInput label="Email" type="email" {...profile.getInputProps('email')} />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutations.profile.isPending}>
              {mutations.profile.isPending ? 'Saving Profile...' : 'Update Profile'}
            </Button>
          </Group>
        </Stack>
      </form>

      <Divider />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          value={role}
          onChange={(value) => value && setRole(value as Role)}
          allowDeselect={false}
          flex={1}
        />
        <Button
          variant="light"
          disabled={mutations.role.isPending || role === current.role}
          onClick={() => mutations.role.mutate({ id: user.id, role })}
        >
          {mutations.role.isPending ? 'Saving Role...' : 'Update Role'}
        </Button>
      </Group>

      <Divider />
      <Stack gap="sm">
        <PasswordInput
          label="Set New Password"
          description="Leave blank to keep current password. Min 6 characters."
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          onKeyDown={onPasswordKey}
        />
        {password.length >= MIN_PASSWORD && (
          <Group justify="flex-end">
            <Button variant="light" disabled={mutations.password.isPending} onClick={savePassword}>
              {mutations.password.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </Group>
        )}
      </Stack>

      <Divider />
      <Switch
        label="Account active"
        description={
          isSelf ? 'You cannot disable your own account' : 'A disabled user cannot sign in; their sessions end at once'
        }
        checked={current.active}
        disabled={isSelf || mutations.active.isPending}
        onChange={(event) => mutations.active.mutate({ id: user.id, active: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed">
        Member since {new Date(current.createdAt).toLocaleDateString()}
      </Text>
    </Stack>
  );
}
