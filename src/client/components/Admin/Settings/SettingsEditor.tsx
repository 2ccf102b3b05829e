import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SettingGroup } from '../../../features/admin/setting-fields';
import type { SettingsDraft } from '../../../features/admin/use-settings-draft';
import { notifyError } from '../../../features/notify';
import { RetryAlert } from '../../RetryAlert';
import { TabHeader } from '../shared/TabHeader';
import classes from './Settings.module.css';
import { SettingsSection } from './SettingsSection';

interface SettingsEditorProps {
  title: string;
  description: string;
  groups: readonly SettingGroup[];
  draft: SettingsDraft;
  /** 'Save All Settings' or 'Save Changes'. */
  saveLabel: string;
  /** Sections after the groups (category images …). */
  children?: ReactNode;
  /** A live preview beside the fields on wide screens, below them on small ones. */
  preview?: ReactNode;
}

/** A settings tab: its groups of fields and a sticky bar that saves every change at once. */
export function SettingsEditor({
  title,
  description,
  groups,
  draft,
  saveLabel,
  children,
  preview,
}: SettingsEditorProps) {
  const save = () => {
    if (draft.submit()) return;
    notifyError('Please correct the highlighted settings');
  };

  const fields = draft.query.isError ? (
    <RetryAlert icon title="Could not load settings" onRetry={() => void draft.query.refetch()} />
  ) : draft.query.isPending ? (
    <Stack role="status" aria-label="Loading settings">
      <Skeleton height={180} radius="md" />
      <Skeleton height={180} radius="md" />
    </Stack>
  ) : (
    <Stack gap="lg">
      {groups.map((group) => (
        <SettingsSection key={group.title} group={group} draft={draft} columns={preview ? 1 : 2} />
      ))}
      {children}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <TabHeader title={title} description={description} />
      {preview ? (
        <div className={classes.split}>
          {fields}
          {/* It scrolls on its own: keyboard users must reach it (WCAG 2.1.1, axe's scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region has to take focus to scroll by keys */}
          <section className={classes.preview} tabIndex={0} aria-label="Preview">
            {preview}
          </section>
        </div>
      ) : (
        fields
      )}
      <Paper withBorder radius="md" p="sm" className={classes.saveBar}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={draft.count > 0 ? undefined : 'dimmed'} aria-live="polite">
            {draft.count === 0
              ? 'No unsaved changes'
              : `${draft.count} unsaved ${draft.count === 1 ? 'change' : 'changes'}`}
          </Text>
          <Group gap="sm">
            {draft.count > 0 && (
              <Button variant="subtle" color="gray" onClick={draft.discard} disabled={draft.pending}>
                Discard
              </Button>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={save}
              loading={draft.pending}
              disabled={draft.pending || draft.count === 0}
            >
              {saveLabel}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
