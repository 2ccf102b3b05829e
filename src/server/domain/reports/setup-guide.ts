import { SETUP_STEPS, type SetupGuide, type SetupStep } from '../../../shared/schemas/dashboard.js';
import type { Reader } from '../../db/flow.js';
import type { Services } from '../../deps.js';
import { getSettings } from '../settings.js';

/** The legal pages a shop must have read before it opens (each saved once from the admin). */
const LEGAL_PAGES = ['terms-conditions', 'privacy-policy', 'shipping-returns'] as const;

/** Whether the owner saved one of these settings (a row is written only when a setting is saved). */
function savedSetting(db: Reader, keys: readonly string[]): Promise<boolean> {
  return any(db.selectFrom('site_setting').select('key').where('key', 'in', keys));
}

/** Whether the admin made a write whose procedure path starts so (the audit log keeps every admin write). */
async function adminWrote(db: Reader, actionPrefix: string, detail?: string): Promise<boolean> {
  let query = db.selectFrom('audit_log').select('id').where('action', 'like', `${actionPrefix}%`);
  if (detail) query = query.where('details', 'like', `%${detail}%`);
  return any(query);
}

/** Whether any row answers `query` (one row read). */
async function any(query: { limit: (n: number) => { executeTakeFirst: () => Promise<unknown> } }): Promise<boolean> {
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The dashboard's "Get your shop ready" (issue 44, item 2), each step checked from the data: the name or logo and
 * the contact details saved in Settings; shipping methods and the tax registrations saved by the admin; payments by
 * Stripe with a webhook the shop has received and verified; mail through SMTP with a message delivered; a product or
 * painting; the legal pages (terms, privacy, shipping & returns) each saved once.
 */
export async function setupGuide({ db, config }: Pick<Services, 'db' | 'config'>): Promise<SetupGuide> {
  const live = (table: 'product' | 'painting') =>
    any(db.selectFrom(table).select('id').where('deleted_at', 'is', null));
  const checks: Record<SetupStep, () => Promise<boolean>> = {
    name: () => savedSetting(db, ['shopName', 'logoImage', 'logoType']),
    contact: () => savedSetting(db, ['contactEmail', 'contactPhone', 'contactAddress', 'ownerEmail']),
    shipping: () => adminWrote(db, 'admin.shippingMethods.'),
    tax: () => adminWrote(db, 'admin.tax.'),
    payments: async () => config.payments === 'stripe' && (await any(db.selectFrom('payment_event').select('id'))),
    mail: async () =>
      Boolean(config.mail.smtpUrl) &&
      (await any(db.selectFrom('mail_message').select('id').where('status', '=', 'sent'))),
    product: async () => (await live('product')) || (await live('painting')),
    legal: async () => {
      for (const slug of LEGAL_PAGES) {
        if (!(await adminWrote(db, 'admin.site.updatePage', `"slug":"${slug}"`))) return false;
      }
      return true;
    },
  };
  // Eight independent reads of one row at most: asked together.
  const [settings, ...done] = await Promise.all([getSettings({ db }), ...SETUP_STEPS.map((key) => checks[key]())]);
  return {
    steps: SETUP_STEPS.map((key, i) => ({ key, done: done[i] === true })),
    dismissed: settings.setupGuideDismissed,
  };
}
