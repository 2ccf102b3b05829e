import { linkOptions } from '@tanstack/react-router';

/** The header's links (desktop bar and mobile drawer alike). */
export const NAV_LINKS = [
  { label: 'Home', link: linkOptions({ to: '/', activeOptions: { exact: true } }) },
  { label: 'New Arrivals', link: linkOptions({ to: '/category/$category', params: { category: 'new-arrivals' } }) },
  { label: 'Shop', link: linkOptions({ to: '/category/$category', params: { category: 'all' } }) },
  { label: 'Collections', link: linkOptions({ to: '/collection/$collection', params: { collection: 'all' } }) },
  { label: 'Paintings', link: linkOptions({ to: '/paintings' }) },
  { label: 'About', link: linkOptions({ to: '/about' }) },
  { label: 'Contact', link: linkOptions({ to: '/contact' }) },
];

export const ADMIN_LINK = { label: 'Admin', link: linkOptions({ to: '/admin' }) };

export type NavLinkItem = (typeof NAV_LINKS)[number] | typeof ADMIN_LINK;
