import { LAYOUT_GROUPS } from '../../../features/admin/setting-fields';
import { useSettingsDraft } from '../../../features/admin/use-settings-draft';
import { MenuLabelsInFrench } from './MenuLabelsInFrench';
import { SettingsEditor } from './SettingsEditor';

/** Site structure: header and footer, home sections, listings, checkout steps. */
export function LayoutTab() {
  const draft = useSettingsDraft();
  return (
    <SettingsEditor
      title="Layout"
      description="Choose which parts of the site show and how products are laid out."
      groups={LAYOUT_GROUPS}
      draft={draft}
      saveLabel="Save All Settings"
    >
      <MenuLabelsInFrench draft={draft} />
    </SettingsEditor>
  );
}
