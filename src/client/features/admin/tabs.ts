/**
 * The admin panel's tabs, in menu order. Kept free of heavy imports: the /admin
 * route validates its `tab` search param with it, and that code ships with the router.
 */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'sell', label: 'Sell' },
  { id: 'orders', label: 'Orders' },
  { id: 'draftOrders', label: 'Draft orders' },
  { id: 'customers', label: 'Customers' },
  { id: 'reports', label: 'Reports' },
  { id: 'products', label: 'Products' },
  { id: 'paintings', label: 'Paintings' },
  { id: 'inventory', label: 'Inventory' },
  { id: 'discounts', label: 'Discounts' },
  { id: 'giftCards', label: 'Gift cards' },
  { id: 'collections', label: 'Collections' },
  { id: 'categories', label: 'Categories' },
  { id: 'customization', label: 'Customization', group: 'store' },
  { id: 'images', label: 'Images', group: 'store' },
  { id: 'layout', label: 'Layout', group: 'store' },
  { id: 'about', label: 'About Page', group: 'store' },
  { id: 'contact', label: 'Contact Page', group: 'store' },
  { id: 'pages', label: 'Pages', group: 'store' },
  { id: 'untranslated', label: 'Untranslated', group: 'store' },
  { id: 'users', label: 'Users' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'messages', label: 'Messages' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'settings', label: 'Settings' },
] as const;

/**
 * Side-menu groups: the storefront's own content (seven tabs) folds under one entry, so the whole menu, Settings
 * last, fits a laptop's 800 px-high window; the group opens on its own when one of its tabs is shown. The small
 * screens' tab strip stays flat.
 */
export const ADMIN_TAB_GROUPS = { store: 'Online store' } as const;

export type AdminTabGroup = keyof typeof ADMIN_TAB_GROUPS;

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
  /**
   * A list's page, sort and search, paged by the server (`&page=2&sort=price&dir=desc&q=tee`), and its filters:
   * the Inventory tab's sub-list (`view=low-stock`), the ledger's type and item. Only their shape is checked
   * here; each list keeps the values it knows, and the server answers 400 to the rest.
   */
  page?: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  q?: string;
  view?: string;
  type?: string;
  item?: number;
  /** The Orders list's status filter (`status=paid`). */
  status?: string;
}

/** A positive whole number up to `max` (`12` or `'12'`), else undefined. */
function wholeNumber(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= max ? n : undefined;
}

const orderId = (value: unknown) => wholeNumber(value);

/** A short lower-case word (a sort, a view, a type): `price`, `low-stock`, `adjust_add`. */
function word(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-zA-Z][\w-]{0,39}$/.test(value) ? value : undefined;
}

/** The ids and pages the server takes (PostgreSQL's 32-bit keys; pageParam's 100,000 pages). */
const MAX_ID = 2_147_483_647;
const MAX_PAGE = 100_000;

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
    page: wholeNumber(search.page, MAX_PAGE),
    sort: word(search.sort),
    dir: search.dir === 'asc' || search.dir === 'desc' ? search.dir : undefined,
    q: typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 200) : undefined,
    view: word(search.view),
    type: word(search.type),
    item: wholeNumber(search.item, MAX_ID),
    status: word(search.status),
  };
}

/** The admin search that opens one order's detail on the Orders tab: `/admin?tab=orders&order=12`. */
export function orderDetailSearch(order: number): AdminSearch {
  return { tab: 'orders', order };
}
