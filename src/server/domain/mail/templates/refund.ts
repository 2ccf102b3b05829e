import type { Locale } from '../../../../shared/locale.js';
import { toCents, toDollars } from '../../../../shared/money.js';
import type { Order } from '../../../../shared/schemas/orders.js';
import { taxName } from '../../../../shared/tax-names.js';
import { mailT } from '../i18n.js';
import { escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { linesBlock, moneyIn } from './order-parts.js';

export interface RefundDetails {
  amountDollars: number;
  reason: string;
  lines: { orderItemId: number; quantity: number }[];
  /** The tax it gave back by line, as the refund recorded it (cents). */
  taxLines?: { name: string; amountCents: number }[];
  /** Of the amount, what went back on the order's gift card rather than to the card (issue 41). */
  giftCard?: GiftCardShare;
  /** Of the amount, the dollars that went on the customer's store credit (issue 41; 0 or absent: none). */
  creditDollars?: number;
}

/** Where a refund's money went besides the card: the gift card's share and the store credit's. */
export type BalanceShares = Pick<RefundDetails, 'giftCard' | 'creditDollars'>;

/** A refund's gift card share: its dollars and the card's last four characters. */
export interface GiftCardShare {
  dollars: number;
  last4: string;
}

/** The parameters of a sentence naming where a refund went: the card's share and the gift card's. */
export function shareParams(amountDollars: number, giftCard: GiftCardShare, money: (dollars: number) => string) {
  const card = toCents(amountDollars) - toCents(giftCard.dollars);
  return { card: money(card / 100), giftCard: money(giftCard.dollars), last4: giftCard.last4, cardCents: card };
}

/**
 * The sentences naming where a refund went when part of it is on the customer's store credit (null: none is): the
 * credit's share first (`lead`, the mail's key for it), then what went to the card and to the gift card, if any.
 */
export function creditSentences(
  amountDollars: number,
  shares: BalanceShares,
  money: (dollars: number) => string,
  t: (key: 'mail.refund.alsoCard' | 'mail.refund.alsoGiftCard', params: Record<string, string>) => string,
): { credit: string; rest: string } | null {
  const creditDollars = shares.creditDollars ?? 0;
  if (creditDollars <= 0) return null;
  const giftDollars = shares.giftCard?.dollars ?? 0;
  const cardCents = toCents(amountDollars) - toCents(giftDollars) - toCents(creditDollars);
  const rest = [
    cardCents > 0 ? t('mail.refund.alsoCard', { card: money(cardCents / 100) }) : '',
    giftDollars > 0
      ? t('mail.refund.alsoGiftCard', { giftCard: money(giftDollars), last4: shares.giftCard?.last4 ?? '' })
      : '',
  ];
  return { credit: money(creditDollars), rest: rest.filter(Boolean).join(' ') };
}

/** Money given back: the amount and, when by line, which lines. In the order's language. */
export function orderRefunded(
  order: Order,
  refund: RefundDetails,
  settings: MailSettings & { currencySymbol: string },
  locale: Locale = 'en',
): Rendered {
  const t = mailT(locale);
  const money = moneyIn(order.currency, t);
  const refundedLines = refund.lines.flatMap((r) => {
    const line = order.items.find((i) => i.id === r.orderItemId);
    return line
      ? [
          {
            ...line,
            quantity: r.quantity,
            editionNumbers: line.editionNumbers.slice(0, r.quantity),
          },
        ]
      : [];
  });
  const lines = linesBlock(refundedLines, money, t);
  const amount = money(refund.amountDollars);
  const taxes = (refund.taxLines ?? [])
    .map((l) => `${taxName(l.name, t.locale)} ${money(toDollars(l.amountCents))}`)
    .join(', ');
  const taxText = taxes ? t('mail.refund.taxes', { taxes }) : '';
  const credit = creditSentences(refund.amountDollars, refund, money, t);
  const share =
    refund.giftCard && refund.giftCard.dollars > 0 ? shareParams(refund.amountDollars, refund.giftCard, money) : null;
  const bodyKey = credit
    ? 'mail.refund.bodyCredit'
    : !share
      ? 'mail.refund.body'
      : share.cardCents > 0
        ? 'mail.refund.bodySplit'
        : 'mail.refund.bodyGiftCard';
  const body = (strong: (s: string) => string) =>
    [
      t(bodyKey, {
        ...share,
        ...credit,
        amount: strong(amount),
        order: strong(t('mail.order.number', { id: order.id })),
      }),
      credit?.rest ?? '',
    ]
      .filter(Boolean)
      .join(' ');
  const preheader = credit
    ? t('mail.refund.preheaderCredit', credit)
    : share
      ? t('mail.refund.preheaderGiftCard', share)
      : t('mail.refund.preheader', { amount });
  return layout(
    settings,
    {
      subject: t('mail.refund.subject', { amount, id: order.id }),
      preheader,
      heading: t('mail.refund.heading', { amount }),
      html: [
        paragraph(body((s) => `<strong>${escapeHtml(s)}</strong>`)),
        taxText ? paragraph(escapeHtml(taxText)) : '',
        refund.reason ? paragraph(t('mail.status.reason', { reason: escapeHtml(refund.reason) })) : '',
        refundedLines.length > 0 ? `${paragraph(`<strong>${t('mail.refund.items')}</strong>`)}${lines.html}` : '',
      ].join('\n'),
      text: [
        body((s) => s),
        taxText,
        refund.reason ? t('mail.status.reason', { reason: refund.reason }) : '',
        refundedLines.length > 0 ? `${t('mail.refund.items')}:\n${lines.text}` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
    t,
  );
}
