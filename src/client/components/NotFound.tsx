import { Card, Center, Group, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { SearchButton } from './Header/SearchButton';
import { ButtonLink } from './RouterLinks';

/** The not-found screen as the spec shows it (a card centred on light grey), with a way back: the shop and the search. */
export function NotFound() {
  return (
    <Center mih="70vh" p="md" bg="gray.1">
      <Card withBorder shadow="sm" radius="md" padding="xl" w="100%" maw={448} bg="white">
        <Group gap="sm" wrap="nowrap" mb="sm">
          <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2" c="dark.7">
            404 Page Not Found
          </Title>
        </Group>
        <Text c="gray.7">Did you forget to add the page to the router?</Text>
        <Group gap="sm" mt="lg">
          <ButtonLink to="/category/$category" params={{ category: 'all' }} radius={0}>
            Back to the shop
          </ButtonLink>
          <SearchButton label="Search the shop" />
        </Group>
      </Card>
    </Center>
  );
}
