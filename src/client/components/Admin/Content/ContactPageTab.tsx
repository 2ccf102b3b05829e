import { Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CONTACT_GROUPS } from '../../../features/admin/content-page-fields';
import { type SettingsDraft, useSettingsDraft } from '../../../features/admin/use-settings-draft';
import { HtmlContent } from '../../HtmlContent/HtmlContent';
import { SettingsEditor } from '../Settings/SettingsEditor';
import classes from './Content.module.css';
import { Preview } from './Preview';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function ContactPreview({ draft }: { draft: SettingsDraft }) {
  const v = (key: string) => text(draft.value(key));
  return (
    <Preview>
      <Stack gap="xs">
        <Title order={2}>{v('contactPageHeading')}</Title>
        <Text c="dimmed">{v('contactPageDescription')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={4}>{v('contactInfoTitle')}</Title>
            <Text size="sm">{v('contactEmail')}</Text>
            <Text size="sm">{v('contactPhone')}</Text>
            <Text size="sm" className={classes.multiline}>
              {v('contactAddress')}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Title order={4}>{v('hoursTitle')}</Title>
            <HtmlContent content={v('hoursContent')} />
          </Stack>
          <Stack gap={4}>
            <Title order={4}>{v('wholesaleTitle')}</Title>
            <HtmlContent content={v('wholesaleContent')} />
          </Stack>
        </Stack>
        <Stack gap="xs">
          <Divider hiddenFrom="sm" />
          <Title order={4}>{v('contactFormTitle')}</Title>
          <Text size="sm" c="dimmed">
            Name, email, subject and message fields follow here.
          </Text>
        </Stack>
      </SimpleGrid>
    </Preview>
  );
}

/** The Contact page's wording, contact details, hours and wholesale text, with a live preview. */
export function ContactPageTab() {
  const draft = useSettingsDraft();
  return (
    <SettingsEditor
      title="Contact Page"
      description="How customers reach you. Hours and wholesale texts accept HTML."
      groups={CONTACT_GROUPS}
      draft={draft}
      saveLabel="Save Changes"
      preview={<ContactPreview draft={draft} />}
    />
  );
}
