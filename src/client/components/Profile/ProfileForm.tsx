import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@shared/schemas/account';
import { profileInput } from '@shared/schemas/account';
import { IconPhoto } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useUpdateProfile } from '../../features/session';
import { ProfilePanel } from './ProfilePanel';
import { UserAvatar } from './UserAvatar';

/** The form's values: the avatar is a plain text field ('' for none). */
type ProfileValues = { username: string; email: string; avatar: string };

/** Username, e-mail and avatar URL, with a live preview of the avatar. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    initialValues: { username: user.username, email: user.email, avatar: user.avatar ?? '' },
    validate: zod4Resolver(profileInput),
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
    <ProfilePanel title="Profile" description="How you appear in the shop and where we send order updates.">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Group gap="lg" wrap="nowrap">
            <UserAvatar username={form.values.username} avatar={form.values.avatar} size={88} />
            <div>
              <Text fw={600}>{form.values.username || user.username}</Text>
              <Text size="sm" c="dimmed">
                Preview of your avatar
              </Text>
            </div>
          </Group>
          <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label="Avatar URL"
            placeholder="https://…"
            description="A link to a square image; leave empty to use the default."
            leftSection={<IconPhoto size={16} aria-hidden />}
            autoComplete="photo"
            {...form.getInputProps('avatar')}
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={update.isPending}>
              Update Profile
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfilePanel>
  );
}
