import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordForm } from '@shared/schemas/account';
import type { z } from 'zod';
import { notifyError } from '../../features/notify';
import { useChangePassword } from '../../features/session-actions';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { useValidation, useValidationMessage } from '../Auth/use-validation';
import { Group, Stack } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { ProfilePanel } from './ProfilePanel';

type PasswordValues = z.infer<typeof changePasswordForm>;

const MISMATCH = 'New password and confirmation do not match';

/** Current, new and confirmed password; a change signs out every other device. */
export function PasswordForm() {
  const change = useChangePassword();
  const t = useT(profileMessages);
  const translate = useValidationMessage();
  const form = useForm<PasswordValues>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: useValidation(changePasswordForm),
  });

  const submit = ({ currentPassword, newPassword }: PasswordValues) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() });

  const invalid = (errors: typeof form.errors) => {
    if (errors.confirmPassword === translate(MISMATCH)) {
      notifyError(translate(MISMATCH));
    }
  };

  return (
    <ProfilePanel title={t('profile.passwordTitle')} description={t('profile.passwordDescription')}>
      <form noValidate onSubmit={form.onSubmit(submit, invalid)}>
        <Stack gap="md">
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('profile.newPassword')}
            autoComplete="new-password"
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('profile.confirmNewPassword')}
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" variant="outline" loading={change.isPending}>
              {t('profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfilePanel>
  );
}
