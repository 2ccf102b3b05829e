import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconMail, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { AnchorLink } from '../RouterLinks';
import { ProfilePanel } from './ProfilePanel';

interface SettingRowProps {
  title: string;
  description: ReactNode;
  action: string;
  icon: ReactNode;
  danger?: boolean;
}

/** One setting that cannot be changed here yet: its button is disabled and says so. */
function SettingRow({ title, description, action, icon, danger = false }: SettingRowProps) {
  const t = useT(profileMessages);
  return (
    <Group justify="space-between" align="center" gap="lg" wrap="wrap">
      <div>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          <Badge variant="light" color="gray" size="sm" radius="sm">
            {t('profile.comingSoon')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" maw={520}>
          {description}
        </Text>
      </div>
      <Button variant="outline" color={danger ? 'red' : 'gray'} leftSection={icon} disabled>
        {action}
      </Button>
    </Group>
  );
}

/** Account preferences: shown for what is planned, none of them can be changed online yet. */
export function SettingsTab() {
  const t = useT(profileMessages);
  return (
    <ProfilePanel title={t('profile.settingsTitle')} description={t('profile.settingsDescription')}>
      <Stack gap="lg">
        <SettingRow
          title={t('profile.notificationsTitle')}
          description={t('profile.notificationsText')}
          action={t('profile.notificationsAction')}
          icon={<IconBell size={16} aria-hidden />}
        />
        <Divider />
        <SettingRow
          title={t('profile.marketingTitle')}
          description={t('profile.marketingText')}
          action={t('profile.marketingAction')}
          icon={<IconMail size={16} aria-hidden />}
        />
        <Divider />
        <SettingRow
          title={t('profile.deleteTitle')}
          description={
            <>
              {t('profile.deleteBefore')} <AnchorLink to="/contact">{t('profile.deleteLink')}</AnchorLink>{' '}
              {t('profile.deleteAfter')}
            </>
          }
          action={t('profile.deleteAction')}
          icon={<IconTrash size={16} aria-hidden />}
          danger
        />
      </Stack>
    </ProfilePanel>
  );
}
