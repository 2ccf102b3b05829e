import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TRANSLATED_SETTING_KEYS } from '@shared/translations';
import type { ReactNode } from 'react';
import type { SettingGroup } from '../../../features/admin/setting-fields';
import type { SettingsDraft } from '../../../features/admin/use-settings-draft';
import { TranslatedField } from '../shared/TranslatedField';
import { SettingField } from './SettingField';
import classes from './Settings.module.css';

const WIDE = new Set(['textarea', 'html', 'image', 'header-menu', 'footer-menu']);
/** The settings shoppers read, edited with their French beside (shared/translations.ts). */
const TRANSLATED: ReadonlySet<string> = new Set(TRANSLATED_SETTING_KEYS);

/** One setting: a text shoppers read in English and in French side by side, any other its own control. */
function SettingRow({ field, draft }: { field: SettingGroup['fields'][number]; draft: SettingsDraft }) {
  const value = draft.value(field.key);
  if (TRANSLATED.has(field.key) && (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'html')) {
    return (
      <TranslatedField
        label={field.label}
        kind={field.kind}
        description={field.description}
        english={{
          value: typeof value === 'string' ? value : '',
          onChange: (event) => draft.set(field.key, event.currentTarget.value),
          error: draft.errors[field.key],
        }}
        french={{
          value: draft.french('settings', field.key),
          onChange: (event) => draft.setFrench('settings', field.key, event.currentTarget.value),
        }}
      />
    );
  }
  const of = field.kind === 'highlight-word' ? draft.value(field.of) : undefined;
  return (
    <SettingField
      field={field}
      value={value}
      words={typeof of === 'string' ? of.trim().split(/\s+/).filter(Boolean) : undefined}
      onChange={(next) => draft.set(field.key, next)}
      error={draft.errors[field.key]}
    />
  );
}

/** One group of settings in a card: switches in a compact grid, long fields full width. */
export function SettingsSection({
  group,
  draft,
  columns = 2,
}: {
  group: SettingGroup;
  draft: SettingsDraft;
  /** Fields side by side on wide screens (1 beside a preview). */
  columns?: 1 | 2;
}) {
  return (
    <SectionCard title={group.title} description={group.description}>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="lg" verticalSpacing="md">
        {group.fields.map((field) => (
          <div
            key={field.key}
            data-wide={WIDE.has(field.kind) || TRANSLATED.has(field.key) || undefined}
            className={classes.field}
          >
            <SettingRow field={field} draft={draft} />
          </div>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
