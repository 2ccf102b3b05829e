import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@shared/schemas/account';
import { profileInput } from '@shared/schemas/account';
import { IconPhoto } from '@tabler/icons-react';
import { useUpdateProfile } from '../../features/session-actions';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { useValidation } from '../Auth/use-validation';
import { Group, Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { ProfilePanel } from './ProfilePanel';
import { UserAvatar } from './UserAvatar';

/** The form's values: the avatar is a plain text field ('' for none). */
type ProfileValues = { username: string; email: string; avatar: string };

/** Username, e-mail and avatar URL, with a live preview of the avatar. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const t = useT(profileMessages);
  const form = useForm<ProfileValues>({
    initialValues: { username: user.username, email: user.email, avatar: user.avatar ?? '' },
    validate: useValidation(profileInput),
  });

  const submit = (values: ProfileValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        const stored = { username: saved.username, email: saved.email, avatar: saved.avatar ?? '' };
        form.setInitialValues(stored);
        form.setValues(stored);
      },
    });

  return (
    <ProfilePanel title={t('profile.profileTitle')} description={t('profile.profileDescription')}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Group gap="lg" wrap="nowrap">
            <UserAvatar username={form.values.username} avatar={form.values.avatar} size={88} />
            <div>
              <Text fw={600}>{form.values.username || user.username}</Text>
              <Text size="sm" c="dimmed">
                {t('profile.avatarPreview')}
              </Text>
            </div>
          </Group>
          <TextInput label={t('profile.username')} autoComplete="username" {...form.getInputProps('username')} />
          <TextInput label={t('profile.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label={t('profile.avatarUrl')}
            placeholder="https://…"
            description={t('profile.avatarDescription')}
            leftSection={<IconPhoto size={16} aria-hidden />}
            autoComplete="photo"
            {...form.getInputProps('avatar')}
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={update.isPending}>
              {t('profile.updateProfile')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfilePanel>
  );
}
