import { Stack, Text, Title } from '@mantine/core';
import { ABOUT_GROUPS } from '../../../features/admin/content-page-fields';
import { type SettingsDraft, useSettingsDraft } from '../../../features/admin/use-settings-draft';
import { HtmlContent } from '../../HtmlContent/HtmlContent';
import { ShopImage } from '../../ShopImage/ShopImage';
import { SettingsEditor } from '../Settings/SettingsEditor';
import classes from './Content.module.css';
import { Preview } from './Preview';

const SECTIONS = [
  { accent: 'Story', title: 'aboutStoryTitle', content: 'aboutStoryContent' },
  { accent: 'Process', title: 'aboutProcessTitle', content: 'aboutProcessContent' },
  { accent: 'Values', title: 'aboutValuesTitle', content: 'aboutValuesContent' },
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function AboutPreview({ draft }: { draft: SettingsDraft }) {
  return (
    <Preview>
      {SECTIONS.map((section) => {
        const content = text(draft.value(section.content));
        return (
          <Stack key={section.accent} gap="xs">
            <Title order={3}>
              {text(draft.value(section.title))} <span className={classes.accent}>{section.accent}</span>
            </Title>
            {content.trim() ? (
              <HtmlContent content={content} />
            ) : (
              <Text c="dimmed" size="sm" fs="italic">
                Empty: the page shows its built-in text.
              </Text>
            )}
          </Stack>
        );
      })}
      <div className={classes.images}>
        <ShopImage src={text(draft.value('aboutSectionImage'))} alt="First section image" width={400} height={300} />
        <ShopImage src={text(draft.value('aboutSectionImage2'))} alt="Second section image" width={400} height={300} />
      </div>
    </Preview>
  );
}

/** The About page's titles, texts (HTML) and images, with a live preview. */
export function AboutPageTab() {
  const draft = useSettingsDraft();
  return (
    <SettingsEditor
      title="About Page"
      description="The story of the studio. Texts accept HTML, cleaned on save and on display."
      groups={ABOUT_GROUPS}
      draft={draft}
      saveLabel="Save Changes"
      preview={<AboutPreview draft={draft} />}
    />
  );
}
