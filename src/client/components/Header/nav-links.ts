import type { MenuLink } from '@shared/schemas/menus';
import { useSession } from '../../features/session';
import { useSettings } from '../../features/settings';
import { linkOptions } from '../../nav/nav';

export interface NavLinkItem {
  label: string;
  link: ReturnType<typeof menuLinkOptions>;
}

/**
 * A menu link (a same-site path the owner typed, validated by `menuLinkSchema`) as router link options: the
 * router resolves the path at run time, so it is typed as a path like any other. Home is active only on itself.
 */
export function menuLinkOptions(href: string) {
  return linkOptions({ to: href as '/', activeOptions: { exact: href === '/' } });
}

const ADMIN_LINK: NavLinkItem = { label: 'Admin', link: menuLinkOptions('/admin') };

/** The header's links (desktop bar and mobile drawer alike): the owner's header menu, and Admin for admins. */
function navLinks(menu: readonly MenuLink[], isAdmin: boolean): NavLinkItem[] {
  const links = menu.map((item) => ({ label: item.label, link: menuLinkOptions(item.href) }));
  return isAdmin ? [...links, ADMIN_LINK] : links;
}

/** This visitor's header links: the owner's menu, and Admin once the session says they are the owner. */
export function useNavLinks(): NavLinkItem[] {
  const { isAdmin } = useSession();
  return navLinks(useSettings().headerMenu, isAdmin);
}
