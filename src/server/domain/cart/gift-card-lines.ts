import { type Currency, type CurrencyRules, priceIn, pricesOf } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import type { CartItem } from '../../../shared/schemas/cart.js';
import { GIFT_CARD_SEND_WITHIN_DAYS, type GiftCardLineInput } from '../../../shared/schemas/gift-cards.js';
import { currencyRulesOf } from '../../../shared/settings.js';
import { lockKeys, runFlow } from '../../db/flow.js';
import type { Deps, FlowDeps } from '../../deps.js';
import { getSettings } from '../settings.js';

/**
 * Gift cards sold as an item (issue 41, item 3), the cart's side: a line of `item_type` 'gift_card' is one card (its
 * quantity is 1 and never changes; two cards for the same person are two lines), priced at its amount (base
 * currency; in CAD by the catalogue's one conversion, `pricesOf`), with no stock, no shipping and no tax. Sold only
 * while the owner has them on sale (`giftCardsOnSale`).
 */

/** A gift card line's columns as the cart reads them. */
export interface GiftLineRow {
  id: number;
  cart_id: string;
  gift_cents: number | null;
  gift_recipient_name: string | null;
  gift_recipient_email: string | null;
  gift_message: string | null;
  gift_send_on: string | null;
}

const GIFT_LINE_COLUMNS = [
  'id',
  'cart_id',
  'gift_cents',
  'gift_recipient_name',
  'gift_recipient_email',
  'gift_message',
  'gift_send_on',
] as const;

const DAY_MS = 86_400_000;
/** The earliest time zone is 14 hours behind UTC: "today" anywhere on earth is no earlier than this date. */
const BEHIND_UTC_MS = 14 * 3_600_000;

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a send date is today (in any time zone) or later, and at most a year ahead (by the shop's clock). */
function sendDateAllowed(sendOn: string, now: Date): boolean {
  const earliest = dateOf(now.getTime() - BEHIND_UTC_MS);
  const latest = dateOf(now.getTime() + GIFT_CARD_SEND_WITHIN_DAYS * DAY_MS);
  return sendOn >= earliest && sendOn <= latest;
}

/** A gift card line as the cart answers it (`giftCard`: its recipient, message and send date). */
export function giftCardItem(line: GiftLineRow, rules?: CurrencyRules): CartItem {
  const cents = line.gift_cents ?? 0;
  const name = line.gift_recipient_name ?? '';
  return {
    id: line.id,
    cartId: line.cart_id,
    productId: 0,
    quantity: 1,
    size: '',
    color: '',
    variantId: null,
    variantLabel: `Gift card for ${name}`,
    price: toDollars(cents),
    ...pricesOf(rules, { baseCents: cents, cadCents: null }),
    item_type: 'gift_card',
    item_name: 'Gift card',
    imageUrl: null,
    category: '',
    stock: 1,
    issue: null,
    giftCard: {
      recipientName: name,
      recipientEmail: line.gift_recipient_email ?? '',
      message: line.gift_message,
      sendOn: line.gift_send_on ?? '',
    },
  };
}

/** 404 when the owner does not sell gift cards (the page and its menu link are hidden then too). */
async function requireOnSale(deps: Pick<Deps, 'db'>): Promise<void> {
  if (!(await getSettings(deps)).giftCardsOnSale) throw new AppError('NOT_FOUND', 'Gift cards are not on sale');
}

/**
 * POST /api/cart/{cartId}/items `{type: 'gift_card', …}`: adds one gift card line (201). A send date in the past or
 * more than a year ahead is GIFT_CARD_SEND_DATE (400); nothing is written.
 */
export async function addGiftCardLine(deps: FlowDeps<'clock'>, input: GiftCardLineInput): Promise<CartItem> {
  await requireOnSale(deps);
  if (!sendDateAllowed(input.sendOn, deps.clock())) throw new AppError('GIFT_CARD_SEND_DATE');
  return runFlow(deps, async (tx) => {
    await lockKeys(tx, 'cart', [input.cartId]);
    const line = await tx.db
      .insertInto('cart_item')
      .values({
        cart_id: input.cartId,
        item_type: 'gift_card',
        product_id: null,
        painting_id: null,
        quantity: 1,
        gift_cents: toCents(input.amount),
        gift_recipient_name: input.recipientName,
        gift_recipient_email: input.recipientEmail,
        gift_message: input.message || null,
        gift_send_on: input.sendOn,
      })
      .returning(GIFT_LINE_COLUMNS)
      .executeTakeFirstOrThrow();
    return giftCardItem(line, currencyRulesOf(await getSettings(tx)));
  });
}

/** The cart's gift card lines, in the order they were added. */
export function cartGiftLines({ db }: Pick<Deps, 'db'>, cartId: string): Promise<GiftLineRow[]> {
  return db
    .selectFrom('cart_item')
    .select(GIFT_LINE_COLUMNS)
    .where('cart_id', '=', cartId)
    .where('item_type', '=', 'gift_card')
    .orderBy('id')
    .execute();
}

/** A gift card line (issue 41): its price in the charged currency and what the card will hold (base cents). */
export interface PricedGiftLine {
  cartItemId: number;
  cents: number;
  baseCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  sendOn: string;
}

/** The cart's gift card lines priced in the charged currency (the catalogue's one conversion, as the cart shows them). */
export async function pricedGiftLines(
  deps: Pick<Deps, 'db'>,
  cartId: string,
  rules: CurrencyRules,
  currency: Currency,
): Promise<PricedGiftLine[]> {
  return (await cartGiftLines(deps, cartId)).map((g) => {
    const baseCents = g.gift_cents ?? 0;
    return {
      cartItemId: g.id,
      cents: priceIn(rules, currency, { baseCents, cadCents: null }),
      baseCents,
      recipientName: g.gift_recipient_name ?? '',
      recipientEmail: g.gift_recipient_email ?? '',
      message: g.gift_message,
      sendOn: g.gift_send_on ?? '',
    };
  });
}

/** What the gift cards sold in an order cost (charged currency): what a gift card may not pay (issue 41). */
export function giftLinesCents(priced: { giftLines: readonly PricedGiftLine[] }): number {
  return priced.giftLines.reduce((sum, g) => sum + g.cents, 0);
}
