import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ButtonLink } from '../RouterLinks';

interface LoginPromptProps {
  /** Why the visitor sees this: signed out, or their session ended elsewhere. */
  message?: string;
  /** Runs before going to the login screen (e.g. to forget an ended session). */
  onLogin?: () => void;
}

/** What /profile shows someone who is not (or no longer) signed in. */
export function LoginPrompt({
  message = 'Log in to see your account details, orders and settings.',
  onLogin,
}: LoginPromptProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xl', sm: 48 }} maw={520} mx="auto" my={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2}>Please log in</Title>
        <Text c="dimmed">{message}</Text>
        <ButtonLink to="/auth" size="md" mt="sm" onClick={onLogin}>
          Go to Login
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
