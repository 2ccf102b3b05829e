import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordForm } from '@shared/schemas/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { notifyError } from '../../features/notify';
import { useChangePassword } from '../../features/session';
import { ProfilePanel } from './ProfilePanel';

type PasswordValues = z.infer<typeof changePasswordForm>;

const MISMATCH = 'New password and confirmation do not match';

/** Current, new and confirmed password; a change signs out every other device. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(changePasswordForm),
  });

  const submit = ({ currentPassword, newPassword }: PasswordValues) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() });

  const invalid = (errors: typeof form.errors) => {
    if (errors.confirmPassword === MISMATCH) {
      notifyError(MISMATCH);
    }
  };

  return (
    <ProfilePanel title="Change Password" description="Changing your password signs you out on every other device.">
      <form noValidate onSubmit={form.onSubmit(submit, invalid)}>
        <Stack gap="md">
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" variant="outline" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfilePanel>
  );
}
