import { Divider, Switch } from '@mantine/core';
import { IconMail, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { notifyFailure } from '../../features/notify';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { useTRPC } from '../../trpc';
import { Group, Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { Badge } from '../Plain/PlainMarks';
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

/**
 * E-mail notifications: the one preference that can be changed here, the abandoned-checkout link (issue 40): on,
 * "E-mail me a link to my cart" is ticked at the customer's checkouts.
 */
function NotificationsRow() {
  const t = useT(profileMessages);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preferences = useQuery(trpc.account.preferences.queryOptions());
  const save = useMutation(
    trpc.account.setPreferences.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.account.preferences.queryKey(), saved),
      onError: (error) => notifyFailure(error, t('profile.cartRemindersFailed')),
    }),
  );
  return (
    <Group justify="space-between" align="center" gap="lg" wrap="wrap">
      <div>
        <Text fw={600}>{t('profile.notificationsTitle')}</Text>
        <Text size="sm" c="dimmed" maw={520}>
          {t('profile.notificationsText')}
        </Text>
      </div>
      <Switch
        label={t('profile.cartReminders')}
        checked={save.isPending ? (save.variables?.cartReminders ?? false) : (preferences.data?.cartReminders ?? false)}
        disabled={!preferences.data || save.isPending}
        onChange={(event) => save.mutate({ cartReminders: event.currentTarget.checked })}
      />
    </Group>
  );
}

/** Account preferences: the e-mail notifications, and what is planned (marketing, deleting the account). */
export function SettingsTab() {
  const t = useT(profileMessages);
  return (
    <ProfilePanel title={t('profile.settingsTitle')} description={t('profile.settingsDescription')}>
      <Stack gap="lg">
        <NotificationsRow />
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
