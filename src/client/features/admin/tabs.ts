/**
 * The admin panel's tabs, in menu order. Kept free of heavy imports: the /admin
 * route validates its `tab` search param with it, and that code ships with the router.
 */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'orders', label: 'Orders' },
  { id: 'products', label: 'Products' },
  { id: 'paintings', label: 'Paintings' },
  { id: 'inventory', label: 'Inventory' },
  { id: 'collections', label: 'Collections' },
  { id: 'customization', label: 'Customization' },
  { id: 'images', label: 'Images' },
  { id: 'layout', label: 'Layout' },
  { id: 'about', label: 'About Page' },
  { id: 'contact', label: 'Contact Page' },
  { id: 'pages', label: 'Pages' },
  { id: 'users', label: 'Users' },
  { id: 'messages', label: 'Messages' },
  { id: 'settings', label: 'Settings' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'dashboard';

export function isAdminTab(value: unknown): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}

export interface AdminSearch {
  tab?: AdminTabId;
  /** The order whose detail the Orders tab shows. */
  order?: number;
}

/**
 * `?tab=products` → { tab: 'products' }; anything else → the dashboard; `&order=12` opens an order.
 * Both keys are always present (maybe undefined): the router merges this over the raw search,
 * so a key left out would let an unknown `?tab=` through to the panel.
 */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const tab = isAdminTab(search.tab) && search.tab !== DEFAULT_ADMIN_TAB ? search.tab : undefined;
  const order = Number(search.order);
  return { tab, order: tab === 'orders' && Number.isSafeInteger(order) && order > 0 ? order : undefined };
}
