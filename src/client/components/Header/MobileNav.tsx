import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Divider, Drawer } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSession } from '../../features/session';
import { useLogout } from '../../features/session-actions';
import { useT } from '../../i18n/hooks';
import headerMessages from '../../i18n/messages/header.en.json';
import { Link, usePathname } from '../../nav/nav';
import { CurrencySwitch } from '../CurrencySwitch/CurrencySwitch';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { ButtonLink } from '../RouterLinks';
import classes from './Header.module.css';
import { Logo } from './Logo';
import type { NavLinkItem } from './nav-links';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
}

/** The small-screen menu: a drawer with the header's links and account actions; closes on navigation. */
export function MobileNav({ opened, onClose, links }: MobileNavProps) {
  const pathname = usePathname();
  const shownFor = useRef(pathname);
  const { user, isAdmin } = useSession();
  const logout = useLogout();
  const t = useT(headerMessages);

  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    onClose();
  }, [pathname, onClose]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={<Logo />}
      hiddenFrom="md"
      returnFocus={false}
    >
      <nav aria-label={t('header.mobileNav')}>
        <Stack gap={2}>
          {links.map((item) => (
            <Link key={`${item.label} ${item.link.to}`} {...item.link} className={classes.drawerLink}>
              {item.label}
            </Link>
          ))}
          <LanguageSwitch className={classes.drawerLink} />
          <CurrencySwitch />
        </Stack>
      </nav>
      <Divider my="md" />
      {user ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('header.signedInAs', { username: user.username })}
          </Text>
          <ButtonLink to="/profile" variant="default">
            {t('header.myAccount')}
          </ButtonLink>
          {isAdmin && (
            <ButtonLink to="/admin" variant="default">
              {t('header.adminDashboard')}
            </ButtonLink>
          )}
          <Button variant="light" color="red" loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('header.logout')}
          </Button>
        </Stack>
      ) : (
        <ButtonLink to="/auth" fullWidth>
          {t('header.loginRegister')}
        </ButtonLink>
      )}
    </Drawer>
  );
}
