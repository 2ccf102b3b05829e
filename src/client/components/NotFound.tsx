import { IconAlertCircle } from '@tabler/icons-react';
import { useT } from '../i18n/hooks';
import notFoundMessages from '../i18n/messages/not-found.en.json';
import { Island } from '../islands/Island';
import { SearchButton } from './Header/SearchButton';
import { Group, Text, Title } from './Plain/Plain';
import { Card, Center } from './Plain/PlainLayout';
import { ButtonLink } from './RouterLinks';

/** The not-found screen as the spec shows it (a card centred on light grey), with a way back: the shop and the search. */
export function NotFound() {
  const t = useT(notFoundMessages);
  return (
    <Center mih="70vh" p="md" bg="gray.1">
      <Card withBorder shadow="sm" radius="md" padding="xl" w="100%" maw={448} bg="white">
        <Group gap="sm" wrap="nowrap" mb="sm">
          <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2" c="dark.7">
            {t('notFound.title')}
          </Title>
        </Group>
        <Text c="gray.7">{t('notFound.body')}</Text>
        <Group gap="sm" mt="lg">
          <ButtonLink to="/category/$category" params={{ category: 'all' }} radius={0}>
            {t('notFound.backToShop')}
          </ButtonLink>
          <Island name="search-button">
            <SearchButton label={t('notFound.search')} />
          </Island>
        </Group>
      </Card>
    </Center>
  );
}
