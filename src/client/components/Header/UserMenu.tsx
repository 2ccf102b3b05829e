import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useLogout } from '../../features/session-actions';
import { useT } from '../../i18n/hooks';
import headerMessages from '../../i18n/messages/header.en.json';
import { Link } from '../../nav/nav';
import { AccountButton } from './AccountButton';

interface UserMenuProps {
  username: string;
  isAdmin: boolean;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The signed-in user's menu: My Account, Admin Dashboard (admins only) and Logout. */
export function UserMenu({ username, isAdmin, opened, onChange }: UserMenuProps) {
  const logout = useLogout();
  const t = useT(headerMessages);
  return (
    <Menu position="bottom-end" width={200} shadow="md" opened={opened} onChange={onChange}>
      <Menu.Target>
        <AccountButton username={username} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.signedInAs', { username })}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('header.myAccount')}
        </Menu.Item>
        {isAdmin && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            {t('header.adminDashboard')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
