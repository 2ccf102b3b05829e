import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconMail, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
  return (
    <Group justify="space-between" align="center" gap="lg" wrap="wrap">
      <div>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          <Badge variant="light" color="gray" size="sm" radius="sm">
            Coming soon
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
  return (
    <ProfilePanel title="Settings" description="These preferences are not available online yet.">
      <Stack gap="lg">
        <SettingRow
          title="Email notifications"
          description="Order confirmations and shipping updates are always sent by e-mail."
          action="Manage Notifications"
          icon={<IconBell size={16} aria-hidden />}
        />
        <Divider />
        <SettingRow
          title="Marketing preferences"
          description="News about new drops, collections and original paintings."
          action="Marketing Preferences"
          icon={<IconMail size={16} aria-hidden />}
        />
        <Divider />
        <SettingRow
          title="Delete account"
          description={
            <>
              To close your account now, <AnchorLink to="/contact">contact us</AnchorLink> and we will do it for you.
            </>
          }
          action="Delete Account"
          icon={<IconTrash size={16} aria-hidden />}
          danger
        />
      </Stack>
    </ProfilePanel>
  );
}
