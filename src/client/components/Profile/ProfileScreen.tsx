/* Screens of the visitor's own and the admin use many more components: the whole sheet, in Mantine's layer. */
import '@mantine/core/styles.layer.css';
import { Tabs } from '@mantine/core';
import { IconHeart, IconMapPin, IconPackage, IconSettings, IconUser } from '@tabler/icons-react';
import { errorCode } from '../../api-error';
import { useCurrentUser, useSession } from '../../features/session';
import { useForgetEndedSession } from '../../features/session-actions';
import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { CenteredLoader } from '../CenteredLoader';
import { Eyebrow } from '../PageHero/PageHero';
import { Group, Text, Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import { RetryAlert } from '../RetryAlert';
import { AccountTab } from './AccountTab';
import { AddressesTab } from './AddressesTab';
import { LoginPrompt } from './LoginPrompt';
import { LogoutButton } from './LogoutButton';
import { OrdersTab } from './OrdersTab';
import classes from './Profile.module.css';
import { isProfileTab, type ProfileTab } from './profile-tabs';
import { SettingsTab } from './SettingsTab';
import { UserAvatar } from './UserAvatar';
import { WishlistTab } from './WishlistTab';

interface ProfileScreenProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

/** My Account: who is signed in, Log out, and the Account / Orders / Wishlist (when on) / Settings tabs. */
export function ProfileScreen({ tab, onTabChange }: ProfileScreenProps) {
  const session = useSession();
  const me = useCurrentUser();
  const forgetEndedSession = useForgetEndedSession();
  const { enableWishlist } = useSettings();
  const t = useT(profileMessages);

  if (!session.isPending && !session.user) return <LoginPrompt />;
  if (me.isError && errorCode(me.error) === 'UNAUTHORIZED') {
    return <LoginPrompt message={t('profile.sessionEnded')} onLogin={forgetEndedSession} />;
  }
  if (me.isError) {
    return (
      <Container size="sm" py={80}>
        <RetryAlert
          icon
          title={t('profile.myAccount')}
          message={t('profile.loadFailed')}
          onRetry={() => void me.refetch()}
        />
      </Container>
    );
  }
  if (!me.data) return <CenteredLoader />;
  const user = me.data;

  return (
    <div className={classes.page}>
      <div className={classes.banner}>
        <Container size="lg" py={{ base: 32, sm: 48 }}>
          <Group justify="space-between" align="center" gap="lg">
            <Group gap="lg" wrap="nowrap" className={classes.identity}>
              <UserAvatar username={user.username} avatar={user.avatar} size={72} />
              <div className={classes.identityText}>
                <Eyebrow>{t('profile.myAccount')}</Eyebrow>
                <Title order={1} className={classes.name}>
                  {user.username}
                </Title>
                <Text size="sm" c="dimmed" truncate>
                  {user.email}
                </Text>
              </div>
            </Group>
            <LogoutButton />
          </Group>
        </Container>
      </div>
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Tabs value={tab} onChange={(value) => isProfileTab(value) && onTabChange(value)} keepMounted={false}>
          <Tabs.List mb="xl">
            <Tabs.Tab value="account" leftSection={<IconUser size={16} aria-hidden />}>
              {t('profile.tabAccount')}
            </Tabs.Tab>
            <Tabs.Tab value="orders" leftSection={<IconPackage size={16} aria-hidden />}>
              {t('profile.tabOrders')}
            </Tabs.Tab>
            <Tabs.Tab value="addresses" leftSection={<IconMapPin size={16} aria-hidden />}>
              {t('profile.tabAddresses')}
            </Tabs.Tab>
            {enableWishlist && (
              <Tabs.Tab value="wishlist" leftSection={<IconHeart size={16} aria-hidden />}>
                {t('profile.tabWishlist')}
              </Tabs.Tab>
            )}
            <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
              {t('profile.tabSettings')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">
            <AccountTab user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="orders">
            <OrdersTab />
          </Tabs.Panel>
          <Tabs.Panel value="addresses">
            <AddressesTab />
          </Tabs.Panel>
          {enableWishlist && (
            <Tabs.Panel value="wishlist">
              <WishlistTab />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="settings">
            <SettingsTab />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </div>
  );
}
