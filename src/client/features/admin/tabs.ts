/**
 * The admin panel's tabs, in menu order. Kept free of heavy imports: the /admin
 * route validates its `tab` search param with it, and that code ships with the router.
 */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'orders', label: 'Orders' },
  { id: 'customers', label: 'Customers' },
  { id: 'reports', label: 'Reports' },
  { id: 'products', label: 'Products' },
  { id: 'paintings', label: 'Paintings' },
  { id: 'inventory', label: 'Inventory' },
  { id: 'discounts', label: 'Discounts' },
  { id: 'collections', label: 'Collections' },
  { id: 'categories', label: 'Categories' },
  { id: 'customization', label: 'Customization' },
  { id: 'images', label: 'Images' },
  { id: 'layout', label: 'Layout' },
  { id: 'about', label: 'About Page' },
  { id: 'contact', label: 'Contact Page' },
  { id: 'pages', label: 'Pages' },
  { id: 'users', label: 'Users' },
  { id: 'reviews', label: 'Reviews' },
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
  /** An order to open (its detail), e.g. from the dashboard's recent orders. */
  order?: number;
  /** A customer to open (their page): `user:12` or `guest:<e-mail>`. */
  customer?: string;
}

function orderId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function customerKey(value: unknown): string | undefined {
  return typeof value === 'string' && /^(user:\d+|guest:\S+@\S+)$/.test(value) ? value : undefined;
}

/**
 * `?tab=products` → { tab: 'products' }; an unknown or missing tab → the dashboard. `&order=12` →
 * { order: 12 }; a non-numeric order is dropped. Every key is always present (undefined when dropped)
 * because the router keeps raw search keys the validator leaves out.
 */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  return {
    tab: isAdminTab(search.tab) && search.tab !== DEFAULT_ADMIN_TAB ? search.tab : undefined,
    order: orderId(search.order),
    customer: customerKey(search.customer),
  };
}

/** The admin search that opens one order's detail on the Orders tab: `/admin?tab=orders&order=12`. */
export function orderDetailSearch(order: number): AdminSearch {
  return { tab: 'orders', order };
}
