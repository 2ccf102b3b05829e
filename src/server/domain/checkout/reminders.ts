import { variantLabelIn } from '../../../shared/colour-names.js';
import { AppError } from '../../../shared/errors.js';
import { localePath } from '../../../shared/locale-path.js';
import { PAID_STATUSES } from '../../../shared/order-statuses.js';
import { BAD_CART_LINK, EXPIRED_CART_LINK } from '../../../shared/schemas/cart.js';
import { lockKeys, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type Services } from '../../deps.js';
import { addAvailableLines, getCart } from '../cart/cart.js';
import { link } from '../mail/layout.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { cartReminderMail } from '../mail/templates/cart-reminder.js';
import { getSettings } from '../settings.js';
import { sign, verifySignature } from '../tokens.js';

/**
 * The abandoned-checkout reminder (issue 40, item 2). A checkout whose shopper ticked "E-mail me a link to my cart"
 * (`order.reminder_consent`) and did not pay within `abandonedCheckoutDelayMinutes` gets one mail, queued in the
 * transaction that writes its `checkout_reminder` row (the outbox key `cart-reminder:<order id>` and the row's unique
 * order id: once, however often and in however many processes the job runs); at most one per cart and per address a
 * week; none when the cart was paid or emptied, or every line of it is sold out now. The mail's link is signed
 * (HMAC under the session key: the reminder's id, its cart and its expiry) and fills any browser's cart with the
 * lines (`restoreCart`), marking the reminder restored for the dashboard's recovered orders.
 */
type ReminderDeps = FlowDeps<'clock'> & { config: Pick<Services['config'], 'sessionKey'> };

const PURPOSE = 'cart-reminder';
const DAY_MS = 24 * 60 * 60_000;
/** At most one reminder per cart and per address in this long; the link works as long. */
const WEEK_MS = 7 * DAY_MS;
const BATCH = 100;

const ago = (deps: Pick<FlowDeps<'clock'>, 'clock'>, ms: number) => new Date(deps.clock().getTime() - ms).toISOString();

/** The link's token: `<reminder id>.<expiry, seconds>.<signature of both and the cart>`. */
function cartToken(key: Buffer, reminder: { id: number; cartId: string; expires: number }): string {
  const signature = sign(key, PURPOSE, `${reminder.id}:${reminder.expires}:${reminder.cartId}`);
  return `${reminder.id}.${reminder.expires}.${signature}`;
}

/** Checkouts due a reminder: consent, untouched past the delay (but within a week), unpaid, none mailed for them. */
function dueCheckouts(deps: ReminderDeps, delayMinutes: number) {
  return deps.db
    .selectFrom('order as o')
    .select(['o.id', 'o.cart_id', 'o.email', 'o.locale'])
    .where('o.reminder_consent', '=', 1)
    .where('o.updated_at', '<=', ago(deps, delayMinutes * 60_000))
    .where('o.updated_at', '>', ago(deps, WEEK_MS))
    .where('o.status', 'in', ['pending', 'cancelled'])
    .where('o.cart_id', 'is not', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('checkout_reminder as r').select('r.id').whereRef('r.order_id', '=', 'o.id'))),
    )
    .orderBy('o.updated_at')
    .orderBy('o.id')
    .limit(BATCH)
    .execute();
}

/** Mails one checkout's reminder when every rule allows it; answers whether it queued one. */
async function remind(
  deps: ReminderDeps,
  order: { id: number; cart_id: string | null; email: string; locale: 'en' | 'fr' },
): Promise<boolean> {
  const cartId = order.cart_id as string;
  const email = order.email.toLowerCase();
  return runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [cartId]);
    await lockKeys(tx, 'mailbox', [email]);
    const weekAgo = ago(deps, WEEK_MS);
    const recent = await tx.db
      .selectFrom('checkout_reminder')
      .select('id')
      .where((eb) => eb.or([eb('cart_id', '=', cartId), eb('email', '=', email), eb('order_id', '=', order.id)]))
      .where((eb) => eb.or([eb('sent_at', '>', weekAgo), eb('order_id', '=', order.id)]))
      .executeTakeFirst();
    if (recent) return false;
    const paid = await tx.db
      .selectFrom('order')
      .select('id')
      .where('cart_id', '=', cartId)
      .where('status', 'in', PAID_STATUSES)
      .executeTakeFirst();
    if (paid) return false;
    const lines = (await getCart(tx, cartId)).filter(
      (l) => l.stock > 0 && l.issue !== 'unavailable' && l.issue !== 'sold',
    );
    if (lines.length === 0) return false;
    const now = isoNow(deps.clock);
    const { id } = await tx.db
      .insertInto('checkout_reminder')
      .values({ order_id: order.id, cart_id: cartId, email, sent_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expires = Math.floor((deps.clock().getTime() + WEEK_MS) / 1000);
    const href = link(
      localePath(order.locale, `/?restore=${cartToken(deps.config.sessionKey, { id, cartId, expires })}`),
    );
    const mail = cartReminderMail(
      lines.map(
        (l) =>
          `${l.quantity} × ${l.color ? variantLabelIn(order.locale, { ...l, name: l.item_name }) : l.variantLabel}`,
      ),
      href,
      await mailSettings(tx),
      order.locale,
    );
    return enqueueMail(tx, { ...mail, kind: 'cart_reminder', eventKey: `cart-reminder:${order.id}`, recipient: email });
  });
}

/** The `cart-reminders` job: mails the reminders due now (none while the owner has them off); answers how many. */
export async function mailCartReminders(deps: ReminderDeps): Promise<number> {
  const settings = await getSettings(deps);
  if (!settings.abandonedCheckoutReminders) return 0;
  let mailed = 0;
  for (const order of await dueCheckouts(deps, settings.abandonedCheckoutDelayMinutes)) {
    if (await remind(deps, order)) mailed++;
  }
  return mailed;
}

/** The reminder a token names, when its signature holds and it has not expired; else a clear 400. */
async function reminderOf(deps: ReminderDeps, token: string) {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  const id = match ? Number(match[1]) : 0;
  const row =
    match && id > 0 && id < 2 ** 31
      ? await deps.db.selectFrom('checkout_reminder').select(['id', 'cart_id']).where('id', '=', id).executeTakeFirst()
      : undefined;
  const expires = Number(match?.[2] ?? 0);
  if (
    !row ||
    !verifySignature(deps.config.sessionKey, PURPOSE, `${row.id}:${expires}:${row.cart_id}`, match?.[3] ?? '')
  ) {
    throw new AppError('BAD_REQUEST', BAD_CART_LINK);
  }
  if (expires * 1000 <= deps.clock().getTime()) throw new AppError('BAD_REQUEST', EXPIRED_CART_LINK);
  return row;
}

/**
 * Fills `cartId` (the asking browser's own cart) with the reminded cart's lines still for sale, as many units as
 * are available, and marks the reminder restored into it, in one flow under the cart's lock: the link opened again
 * in the same browser (a second tap, a reload) adds nothing more. Answers how many lines it added.
 */
export async function restoreCart(
  deps: ReminderDeps,
  input: { token: string; cartId: string },
): Promise<{ added: number }> {
  const reminder = await reminderOf(deps, input.token);
  return runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [input.cartId]);
    const done = await tx.db
      .selectFrom('checkout_reminder')
      .select('restored_cart_id')
      .where('id', '=', reminder.id)
      .executeTakeFirstOrThrow();
    if (done.restored_cart_id === input.cartId) return { added: 0 };
    // Opened in the browser whose cart it is, the lines are there already: only the restore is recorded.
    const lines =
      reminder.cart_id === input.cartId
        ? []
        : await tx.db
            .selectFrom('cart_item')
            .select(['item_type', 'product_id', 'painting_id', 'quantity', 'size', 'color'])
            .where('cart_id', '=', reminder.cart_id)
            // A gift card line (issue 41) is a purchase for someone on a date: a reminder restores catalogue items.
            .where('item_type', '<>', 'gift_card')
            .$narrowType<{ item_type: 'product' | 'painting' }>()
            .orderBy('id')
            .execute();
    const added = await addAvailableLines(tx, input.cartId, lines);
    await tx.db
      .updateTable('checkout_reminder')
      .set({ restored_cart_id: input.cartId, restored_at: isoNow(deps.clock) })
      .where('id', '=', reminder.id)
      .execute();
    return { added };
  });
}
