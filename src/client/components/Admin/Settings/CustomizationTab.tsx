import { CUSTOMIZATION_GROUPS } from '../../../features/admin/setting-fields';
import { useSettingsDraft } from '../../../features/admin/use-settings-draft';
import { SettingsEditor } from './SettingsEditor';

/** The shop's look: colours, font, dark mode, logo and the star background. */
export function CustomizationTab() {
  const draft = useSettingsDraft();
  return (
    <SettingsEditor
      title="Customization"
      description="The theme of the whole shop. Changes apply as soon as they are saved."
      groups={CUSTOMIZATION_GROUPS}
      draft={draft}
      saveLabel="Save All Settings"
    />
  );
}
