import { ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { Stack, Text, Title } from '../Plain/Plain';
import { Paper } from '../Plain/PlainLayout';
import { ButtonLink } from '../RouterLinks';

interface LoginPromptProps {
  /** Why the visitor sees this: signed out, or their session ended elsewhere. */
  message?: string;
  /** Runs before going to the login screen (e.g. to forget an ended session). */
  onLogin?: () => void;
}

/** What /profile shows someone who is not (or no longer) signed in. */
export function LoginPrompt({ message, onLogin }: LoginPromptProps) {
  const t = useT(profileMessages);
  return (
    <Paper withBorder radius="md" p={{ base: 'xl', sm: 48 }} maw={520} mx="auto" my={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{t('profile.loginPromptTitle')}</Title>
        <Text c="dimmed">{message ?? t('profile.loginPromptText')}</Text>
        <ButtonLink to="/auth" size="md" mt="sm" onClick={onLogin}>
          {t('profile.goToLogin')}
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
