import { Stack, Text } from '@mantine/core';
import type { FooterGroup, MenuLink } from '@shared/schemas/menus';
import type { SettingsDraft } from '../../../features/admin/use-settings-draft';
import { TranslatedField } from '../shared/TranslatedField';
import { SectionCard } from './SettingsSection';

/** Every label of the header and footer menus (links and group titles) once, in their order. */
function menuLabels(header: unknown, footer: unknown): string[] {
  const links = Array.isArray(header) ? (header as MenuLink[]) : [];
  const groups = Array.isArray(footer) ? (footer as FooterGroup[]) : [];
  const all = [...links.map((l) => l.label), ...groups.flatMap((g) => [g.title, ...g.links.map((l) => l.label)])];
  return [...new Set(all.map((label) => label.trim()).filter(Boolean))];
}

/**
 * The menus' labels in French: one per English label, whichever menu it is in ("New Arrivals" reads
 * "Nouveautés" in the header and the footer alike), saved with the other settings.
 */
export function MenuLabelsInFrench({ draft }: { draft: SettingsDraft }) {
  const labels = menuLabels(draft.value('headerMenu'), draft.value('footerMenu'));
  return (
    <SectionCard
      title="Menu labels in French"
      description="Each label of the header and footer menus as French-speaking shoppers read it. An empty one shows the English."
    >
      {labels.length === 0 ? (
        <Text size="sm" c="dimmed">
          The menus have no labels yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {labels.map((label) => (
            <TranslatedField
              key={label}
              label={label}
              kind="text"
              english={label}
              french={{
                value: draft.french('menus', label),
                onChange: (event) => draft.setFrench('menus', label, event.currentTarget.value),
              }}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
