import { CUSTOMIZATION_GROUPS } from '../../../features/admin/setting-fields';
import { useSettingsDraft } from '../../../features/admin/use-settings-draft';
import { ContrastReport } from './ContrastReport';
import { SettingsEditor } from './SettingsEditor';

/** The shop's look: colours, font, dark mode, logo and the star background; how the colours read. */
export function CustomizationTab() {
  const draft = useSettingsDraft();
  return (
    <SettingsEditor
      title="Customization"
      description="The theme of the whole shop. Changes apply as soon as they are saved."
      groups={CUSTOMIZATION_GROUPS}
      draft={draft}
      saveLabel="Save All Settings"
    >
      <ContrastReport
        colours={[
          { label: 'Primary colour', value: draft.value('primaryColor') },
          { label: 'Secondary colour', value: draft.value('secondaryColor') },
        ]}
      />
    </SettingsEditor>
  );
}
