import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useLogout, useSession } from '../../features/session';
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
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shownFor = useRef(pathname);
  const { user, isAdmin } = useSession();
  const logout = useLogout();

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
      <nav aria-label="Mobile">
        <Stack gap={2}>
          {links.map((item) => (
            <Link key={`${item.label} ${item.link.to}`} {...item.link} className={classes.drawerLink}>
              {item.label}
            </Link>
          ))}
        </Stack>
      </nav>
      <Divider my="md" />
      {user ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Signed in as {user.username}
          </Text>
          <ButtonLink to="/profile" variant="default">
            My Account
          </ButtonLink>
          {isAdmin && (
            <ButtonLink to="/admin" variant="default">
              Admin Dashboard
            </ButtonLink>
          )}
          <Button variant="light" color="red" loading={logout.isPending} onClick={() => logout.mutate()}>
            Logout
          </Button>
        </Stack>
      ) : (
        <ButtonLink to="/auth" fullWidth>
          Login / Register
        </ButtonLink>
      )}
    </Drawer>
  );
}
