import type { AuditEntry } from './types';

const VERBS: Record<string, string> = {
  create: 'Added',
  update: 'Updated',
  delete: 'Deleted',
  updateProfile: 'Updated the profile of',
  setRole: 'Changed the role of',
  setPassword: 'Set a new password for',
  setActive: 'Changed access for',
  setSetting: 'Changed a setting',
  setSettings: 'Changed settings',
  updatePage: 'Edited a page',
  deleteMedia: 'Deleted an image',
  upload: 'Uploaded an image',
  move: 'Reordered',
  adjust: 'Adjusted the stock of',
  setStatus: 'Changed the status of',
  receive: 'Received stock on',
  refund: 'Refunded',
  retryRefund: 'Retried a refund on',
  retry: 'Sent again',
};

const NOUNS: Record<string, string> = {
  products: 'product',
  paintings: 'painting',
  collections: 'collection',
  users: 'user',
  categories: 'category',
  inventory: 'inventory item',
  vendors: 'vendor',
  purchaseOrders: 'purchase order',
  orders: 'order',
  messages: 'message',
};

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** 'admin.products.create' with details → 'Added product "Bleached Tee"'. */
export function describeAudit(entry: AuditEntry): string {
  const parts = entry.action.split('.');
  const verb = parts.at(-1) ?? entry.action;
  const area = parts.at(-2) ?? '';
  const base = VERBS[verb] ?? entry.action;
  const d = entry.details;
  if (verb === 'setSettings' && d.settings && typeof d.settings === 'object') {
    return `${base}: ${Object.keys(d.settings).join(', ')}`;
  }
  if (verb === 'setSetting') return `${base}: ${text(d.key) ?? ''}`;
  if (verb === 'updatePage') return `${base}: /${text(d.slug) ?? ''}`;
  if (verb === 'upload') return `${base}: ${text(d.filename) ?? ''}`;
  const noun = NOUNS[area];
  if (!noun) return base;
  const name = text(d.name) ?? text(d.title) ?? text(d.username);
  const what = name ? `${noun} "${name}"` : `${noun} #${entry.entityId ?? '?'}`;
  if (verb === 'setRole' && text(d.role)) return `${base} ${what} to ${d.role}`;
  if (verb === 'setStatus' && text(d.status)) return `${base} ${what} to ${d.status}`;
  if (verb === 'setActive') return `${d.active ? 'Enabled' : 'Disabled'} ${what}`;
  return `${base} ${what}`;
}

/** '3 minutes ago', '2 days ago'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const units: [number, Intl.RelativeTimeFormatUnit][] = [
    [60, 'second'],
    [60, 'minute'],
    [24, 'hour'],
    [30, 'day'],
    [12, 'month'],
  ];
  let value = seconds;
  for (const [size, unit] of units) {
    if (value < size) return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-value, unit);
    value = Math.floor(value / size);
  }
  return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-value, 'year');
}
