import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STORE_GROUPS } from '../../../features/admin/setting-fields';
import { type SettingsDraft, useSettingsDraft } from '../../../features/admin/use-settings-draft';
import { useTRPC } from '../../../trpc';
import { ImageUrlInput } from '../Media/ImageUrlInput';
import { SettingsEditor } from './SettingsEditor';
import { SectionCard } from './SettingsSection';
import { ShippingMethodsSection } from './ShippingMethodsSection';
import { TaxSection } from './TaxSection';

/** categoryImage_{id}: the picture of each category on the home page. */
function CategoryImages({ draft }: { draft: SettingsDraft }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalogue.categories.queryOptions());
  return (
    <SectionCard title="Category images" description="The picture of each category on the home page.">
      {categories.isError ? (
        <Text c="red" size="sm">
          Could not load the categories.
        </Text>
      ) : categories.isPending ? (
        <Text c="dimmed" size="sm">
          Loading categories…
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {categories.data.map((category) => {
            const key = `categoryImage_${category.id}`;
            const value = draft.value(key);
            return (
              <ImageUrlInput
                key={key}
                label={category.name}
                value={typeof value === 'string' ? value : ''}
                onChange={(url) => draft.set(key, url)}
                error={draft.errors[key]}
              />
            );
          })}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

/** Store-wide settings: name, artist, currency, features, default images, home and paintings page texts, social. */
export function SettingsTab() {
  const draft = useSettingsDraft();
  return (
    <SettingsEditor
      title="Settings"
      description="Store-wide settings and the wording and images of the home and paintings pages."
      groups={STORE_GROUPS}
      draft={draft}
      saveLabel="Save All Settings"
    >
      <CategoryImages draft={draft} />
      <ShippingMethodsSection />
      <TaxSection />
    </SettingsEditor>
  );
}
