import { createHash, randomInt } from 'node:crypto';
import { AppError } from '../../../shared/errors.js';
import { toCents, toDollars } from '../../../shared/money.js';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  type GiftCard,
  type IssueGiftCardInput,
} from '../../../shared/schemas/gift-cards.js';
import { runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import type { MailSettings } from '../mail/layout.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { giftCardMail } from '../mail/templates/gift-card.js';
import { balanceOf, balancesOf, historyRow, writeEntry } from './ledger.js';

/**
 * Gift cards the owner issues by hand (issue 41, item 3): a code of 16 random characters, kept only as its SHA-256
 * (the issue's answer and the recipient's mail are the only places it is shown), a balance on the ledger
 * (ledger.ts), a history, and a switch to disable it.
 */

type Reader = Pick<Deps, 'db'>;

/** A new code, 16 characters drawn uniformly from the alphabet (about 79 bits). */
function newCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

/** What is compared: the code in capitals without spaces or dashes ("abcd-efgh …" is "ABCDEFGH…"). */
function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

function codeHash(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}

/** "ABCD-EFGH-JKMN-PQRS": how a code is shown. */
function grouped(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * The card a code names, if it is one of the shop's and not disabled (else GIFT_CARD_INVALID), with its balance. A
 * spent card is GIFT_CARD_EMPTY when `requireBalance`.
 */
export async function findGiftCard(deps: Reader, code: string, { requireBalance = true } = {}) {
  const normal = normalizeCode(code);
  if (normal.length !== GIFT_CARD_CODE_LENGTH) throw new AppError('GIFT_CARD_INVALID');
  const card = await deps.db
    .selectFrom('balance_account')
    .select(['id', 'last4', 'disabled_at'])
    .where('kind', '=', 'gift_card')
    .where('code_hash', '=', codeHash(normal))
    .executeTakeFirst();
  if (!card || card.disabled_at !== null) throw new AppError('GIFT_CARD_INVALID');
  const balanceCents = await balanceOf(deps, card.id);
  if (requireBalance && balanceCents <= 0) throw new AppError('GIFT_CARD_EMPTY');
  return { id: card.id, last4: card.last4 ?? '', balanceCents };
}

/**
 * Issues a card by hand: the account and its `issue` row in one flow, with the recipient's mail (the code and the
 * message) queued in it when an address is given. Answers the code: the only answer that shows it.
 */
export async function issueGiftCard(deps: FlowDeps<'clock'>, input: IssueGiftCardInput, actor: Actor) {
  const cents = toCents(input.amount);
  const { id, code } = await runFlow(deps, async (tx) => {
    const card = await createCard(tx, {
      cents,
      recipientEmail: input.recipientEmail ?? null,
      message: input.message || null,
      actorUserId: actor.userId,
      orderId: null,
      reason: 'Issued by hand',
    });
    if (input.recipientEmail) {
      const mail = { code: card.code, amount: input.amount, message: input.message || null };
      await queueGiftCardMail(tx, await mailSettings(tx), { cardId: card.id, recipient: input.recipientEmail, mail });
    }
    return card;
  });
  return { id, code, last4: code.slice(-4), balance: toDollars(cents) };
}

/**
 * A new card in the caller's flow: its account (the code's hash and last four characters, never the code) and its
 * `issue` row. Answers its id and its code as shown (grouped): by hand (issueGiftCard) or sold (gift-card-sales.ts).
 */
export async function createCard(
  tx: TxDeps<'clock'>,
  card: {
    cents: number;
    recipientEmail: string | null;
    message: string | null;
    actorUserId: number | null;
    orderId: number | null;
    reason: string;
  },
): Promise<{ id: number; code: string }> {
  const code = newCode();
  const account = await tx.db
    .insertInto('balance_account')
    .values({
      kind: 'gift_card',
      code_hash: codeHash(code),
      last4: code.slice(-4),
      recipient_email: card.recipientEmail,
      message: card.message,
      created_by: card.actorUserId,
      created_at: isoNow(tx.clock),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeEntry(tx, {
    accountId: account.id,
    kind: 'issue',
    cents: card.cents,
    orderId: card.orderId,
    actorUserId: card.actorUserId,
    reason: card.reason,
  });
  return { id: account.id, code: grouped(code) };
}

/** The event key of a card's mail to its recipient: one per card (a replay queues nothing twice). */
export const giftCardMailKey = (cardId: number) => `gift-card:${cardId}`;

/**
 * Queues a card's mail to its recipient (its code, amount and message) in the caller's flow: issued by hand at once,
 * sold for its send date (`sendAt`, with the order's id).
 */
export async function queueGiftCardMail(
  tx: TxDeps<'clock'>,
  settings: MailSettings,
  {
    cardId,
    recipient,
    mail,
    orderId,
    sendAt,
  }: {
    cardId: number;
    recipient: string;
    mail: Parameters<typeof giftCardMail>[0];
    orderId?: number;
    sendAt?: string;
  },
): Promise<void> {
  const rendered = giftCardMail(mail, settings);
  await enqueueMail(tx, {
    ...rendered,
    eventKey: giftCardMailKey(cardId),
    kind: 'gift_card',
    recipient,
    orderId,
    sendAt,
  });
}

/**
 * Disables a card in the caller's flow: it no longer pays (a checkout in progress keeps what it took) and carts
 * holding it drop it. Answers false for a card already disabled (or no gift card).
 */
export async function disableCard(tx: TxDeps<'clock'>, accountId: number): Promise<boolean> {
  const disabled = await tx.db
    .updateTable('balance_account')
    .set({ disabled_at: isoNow(tx.clock) })
    .where('id', '=', accountId)
    .where('kind', '=', 'gift_card')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  await tx.db.deleteFrom('cart_gift_card').where('account_id', '=', accountId).execute();
  return disabled.numUpdatedRows > 0n;
}

/**
 * The owner's list: every card, newest first, with its balance and history (newest first), and for a card sold as an
 * item its order, recipient and send date.
 */
export async function listGiftCards(deps: Reader): Promise<GiftCard[]> {
  const cards = await deps.db
    .selectFrom('balance_account')
    .select(['id', 'last4', 'recipient_email', 'disabled_at', 'created_at'])
    .where('kind', '=', 'gift_card')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const ids = cards.map((c) => c.id);
  const balances = await balancesOf(deps, ids);
  const entries =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('balance_entry')
          .select(['id', 'account_id', 'kind', 'amount_cents', 'order_id', 'reason', 'created_at'])
          .where('account_id', 'in', ids)
          .orderBy('id', 'desc')
          .execute();
  const sales =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('gift_card_sale')
          .select(['account_id', 'order_id', 'recipient_name', 'send_on'])
          .where('account_id', 'in', ids)
          .execute();
  const saleOf = (id: number) => {
    const sale = sales.find((s) => s.account_id === id);
    return sale ? { orderId: sale.order_id, recipientName: sale.recipient_name, sendOn: sale.send_on } : null;
  };
  return cards.map((c) => ({
    id: c.id,
    last4: c.last4 ?? '',
    balance: toDollars(balances.get(c.id) ?? 0),
    recipientEmail: c.recipient_email,
    disabled: c.disabled_at !== null,
    createdAt: c.created_at,
    history: entries.filter((e) => e.account_id === c.id).map(historyRow),
    sale: saleOf(c.id),
  }));
}

/** The owner disables a card (disableCard, in its own flow). */
export async function disableGiftCard(deps: FlowDeps<'clock'>, input: { id: number }): Promise<void> {
  await runFlow(deps, async (tx) => {
    if (!(await disableCard(tx, input.id))) {
      throw new AppError('NOT_FOUND', 'No such gift card, or it is already disabled');
    }
  });
}
