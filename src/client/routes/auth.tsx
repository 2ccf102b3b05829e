import { Center, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AuthPanel } from '../components/Auth/AuthPanel';
import { HighlightedText } from '../components/HighlightedText/HighlightedText';
import { RequireGuest } from '../components/RequireAuth';
import { useSettings } from '../features/settings';

export const Route = createFileRoute('/auth')({
  component: AuthScreen,
});

function AuthScreen() {
  const { shopName } = useSettings();
  return (
    <RequireGuest>
      <Center py={{ base: 40, sm: 72 }} px="md">
        <Stack align="center" gap="xl" w="100%">
          <Title order={1} ta="center">
            <HighlightedText text={shopName} />
          </Title>
          <AuthPanel />
        </Stack>
      </Center>
    </RequireGuest>
  );
}
