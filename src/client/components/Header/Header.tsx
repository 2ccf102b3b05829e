import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useReturnFocus } from '../../features/focus-return';
import { useT } from '../../i18n/hooks';
import headerMessages from '../../i18n/messages/header.en.json';
import { Link } from '../../nav/nav';
import { CurrencySwitch } from '../CurrencySwitch/CurrencySwitch';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Group } from '../Plain/Plain';
import { Burger } from '../Plain/PlainIndicator';
import { Container } from '../Plain/PlainLayout';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import classes from './Header.module.css';
import { Logo } from './Logo';
import { useNavLinks } from './nav-links';
import { SearchButton } from './SearchButton';
import { useScrolledPast } from './use-scrolled-past';

/** The drawer's code loads when the burger is first used, keeping it out of the first page load. */
const MobileNav = lazy(() => import('./MobileNav').then((module) => ({ default: module.MobileNav })));

/** Past this many pixels of scroll the header turns translucent and blurred (spec §9). */
const SCROLL_THRESHOLD = 50;

/**
 * The header. What answers after hydration (who is signed in, the cart) is read by the parts that show it (the
 * links, the account menu, the cart button), so those answers re-render them alone, not every part of the header.
 */
export function Header() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const t = useT(headerMessages);
  // However the menu closed (Escape, a link, the close button), focus goes back to the button that opened it.
  useReturnFocus(drawerOpened);

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <Container size="xl" className={classes.inner}>
        <Logo />
        <Box component="nav" aria-label={t('header.mainNav')} visibleFrom="md">
          <HeaderLinks />
        </Box>
        <Group gap={4} wrap="nowrap">
          {/* The search, cart and menu buttons (and the currency switch) disabled until the header is hydrated. */}
          <HydrationGate>
            <Box visibleFrom="xs">
              <LanguageSwitch className={classes.link} />
            </Box>
            <Box visibleFrom="sm">
              <CurrencySwitch />
            </Box>
            <SearchButton />
            <Box visibleFrom="sm">
              <AccountMenu />
            </Box>
            <CartButton />
            <Burger
              hiddenFrom="md"
              size="sm"
              opened={drawerOpened}
              onClick={() => {
                setDrawerRequested(true);
                drawer.toggle();
              }}
              aria-label={t(drawerOpened ? 'header.closeNavigation' : 'header.openNavigation')}
            />
          </HydrationGate>
        </Group>
      </Container>
      {drawerRequested && (
        <Suspense fallback={null}>
          <HeaderMobileNav opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </header>
  );
}

/** The header's links (the owner's menu, and Admin for the owner). */
function HeaderLinks() {
  return (
    <Group gap={2} wrap="nowrap">
      {useNavLinks().map((item) => (
        <Link key={`${item.label} ${item.link.to}`} {...item.link} className={classes.link}>
          {item.label}
        </Link>
      ))}
    </Group>
  );
}

/** The phone's menu with the same links. */
function HeaderMobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return <MobileNav opened={opened} onClose={onClose} links={useNavLinks()} />;
}
