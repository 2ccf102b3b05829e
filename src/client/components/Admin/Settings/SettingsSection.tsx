import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SettingGroup } from '../../../features/admin/setting-fields';
import type { SettingsDraft } from '../../../features/admin/use-settings-draft';
import { SettingField } from './SettingField';
import classes from './Settings.module.css';

const WIDE = new Set(['textarea', 'html', 'image', 'header-menu', 'footer-menu']);

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
          <div key={field.key} data-wide={WIDE.has(field.kind) || undefined} className={classes.field}>
            <SettingField
              field={field}
              value={draft.value(field.key)}
              onChange={(value) => draft.set(field.key, value)}
              error={draft.errors[field.key]}
            />
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
