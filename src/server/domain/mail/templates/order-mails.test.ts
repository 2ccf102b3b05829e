import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/schemas/orders.js';
import type { Return } from '../../../../shared/schemas/returns.js';
import { draftInvoiceMail } from './draft-invoice.js';
import { orderConfirmation } from './order-paid.js';
import { orderCancelled, orderShipped } from './order-status.js';
import { orderRefunded } from './refund.js';
import { returnMail } from './returns.js';

const settings = {
  shopName: 'Wild Bleach Studio',
  primaryColor: '#123456',
  logoType: 'text' as const,
  logoImage: '',
  contactEmail: 'hello@example.com',
  currencySymbol: '$',
};

const order: Order = {
  id: 7,
  createdAt: '2026-11-28T00:00:00.000Z',
  paidAt: '2026-11-28T00:00:00.000Z',
  status: 'shipped',
  statusReason: null,
  total: 57.49,
  currency: 'cad',
  subtotal: 50,
  discountCode: null,
  discountTotal: 0,
  shippingCost: 0,
  tax: 7.49,
  taxLines: [
    { name: 'GST', ratePercent: 5, amountCents: 250 },
    { name: 'QST', ratePercent: 9.975, amountCents: 499 },
  ],
  shippingMethod: 'Standard',
  items: [
    {
      id: 1,
      productId: 1,
      itemType: 'product',
      name: 'Acid Wash Tee',
      imageUrl: null,
      size: 'M',
      color: 'black',
      variantId: null,
      variantLabel: 'Acid Wash Tee — M / black',
      price: 50,
      quantity: 1,
      editionNumber: null,
      editionNumbers: [],
      refundedQuantity: 0,
      refundableQuantity: 1,
      certificateUrl: null,
      verifyUrl: null,
      verifyUrls: [],
      discount: 0,
    },
  ],
  name: 'Marie Tremblay',
  email: 'marie@example.com',
  address: '1 rue Saint-Denis',
  address2: '',
  phone: '',
  city: 'Montréal',
  state: 'QC',
  postalCode: 'H2X 1K4',
  country: 'CA',
  trackingNumber: '1Z999',
  carrier: 'Postes Canada',
  note: null,
  trackingUrl: null,
  refundedAmount: 0,
  history: [],
  confirmationQueued: true,
  certificateName: false,
};

describe("the order's mails in French", () => {
  it('name the taxes TPS and TVQ with French rates in the receipt', () => {
    const fr = orderConfirmation(order, settings, undefined, 'fr');
    expect(fr.text).toContain('TPS (5\u00a0%): 2,50\u00a0$');
    expect(fr.text).toContain('TVQ (9,975\u00a0%): 4,99\u00a0$');
    const en = orderConfirmation(order, settings);
    expect(en.text).toContain('GST (5%): CA$2.50');
    expect(en.text).toContain('QST (9.975%): CA$4.99');
  });

  it('name a numbered print by its number in its edition, "17/50", in the receipt and the shipping notice', () => {
    const print = {
      ...(order.items[0] as Order['items'][number]),
      id: 2,
      itemType: 'painting' as const,
      name: 'Night Garden Print',
      size: '8x10in',
      color: '',
      variantLabel: 'Night Garden Print — 8x10in',
      editionNumber: 17,
      editionNumbers: [17],
      editionTotal: 50,
    };
    const sold = { ...order, items: [...order.items, print] };
    expect(orderConfirmation(sold, settings).text).toContain('- Night Garden Print — 8x10in (Edition 17/50): 1 ×');
    expect(orderShipped(sold, settings).text).toContain('(Edition 17/50)');
    expect(orderShipped(sold, settings).html).toContain('Edition 17/50');
    expect(orderConfirmation(sold, settings, undefined, 'fr').text).toContain('(Édition 17/50)');
    expect(orderShipped(sold, settings, 'fr').text).toContain('(Édition 17/50)');
    expect(orderShipped(sold, settings).text).not.toContain('#17');
  });

  it('tell of the shipment in French, with links to the French pages', () => {
    const fr = orderShipped(order, settings, 'fr');
    expect(fr.subject).toBe('Votre commande no 7 a été expédiée');
    expect(fr.html).toContain('<html lang="fr-CA">');
    expect(fr.text).toContain('Numéro de suivi : 1Z999\nTransporteur : Postes Canada\nLivraison : Standard');
    expect(fr.text).toContain('/fr/track-order');
    const en = orderShipped(order, settings);
    expect(en.subject).toBe('Your order #7 has shipped');
    expect(en.text).toContain('Tracking number: 1Z999\nCarrier: Postes Canada\nShipping: Standard');
  });

  it('tell of a cancellation and a refund in French', () => {
    const cancelled = orderCancelled({ ...order, statusReason: 'Rupture' }, settings, 57.49, 'fr');
    expect(cancelled.subject).toBe('Votre commande no 7 a été annulée');
    expect(cancelled.text).toContain('57,49\u00a0$ a été remboursé sur votre carte');
    expect(cancelled.text).toContain('Motif : Rupture');
    expect(orderCancelled(order, settings, 0).text).toContain('Your order #7 has been cancelled. Nothing was charged.');
    const refund = {
      amountDollars: 50,
      reason: '',
      lines: [{ orderItemId: 1, quantity: 1 }],
    };
    const fr = orderRefunded(order, refund, settings, 'fr');
    expect(fr.subject).toBe('Remboursement de 50,00\u00a0$ pour la commande no 7');
    expect(fr.text).toContain('Articles remboursés:\n');
    expect(orderRefunded(order, refund, settings).subject).toBe('Refund of CA$50.00 for order #7');
  });

  it('say how much of a refund went on the store credit, and where the rest went (issue 41), in both languages', () => {
    const refund = {
      amountDollars: 50,
      reason: '',
      lines: [],
      giftCard: { dollars: 5, last4: 'K7QX' },
      creditDollars: 20,
    };
    const en = orderRefunded(order, refund, settings);
    expect(en.text).toContain(
      'A refund of CA$50.00 for order #7: CA$20.00 is on your store credit, ready to spend on your next order. CA$25.00 is on its way back to your card; it usually shows within 5–10 business days. CA$5.00 is back on your gift card •••• K7QX.',
    );
    expect(en.html).toContain('CA$20.00 is on your store credit.');
    expect(orderRefunded(order, refund, settings, 'fr').text).toContain(
      'Un remboursement de 50,00\u00a0$ pour la commande no 7 : 20,00\u00a0$ est porté à votre crédit en magasin, prêt à être dépensé lors de votre prochaine commande. 25,00\u00a0$ est en route vers votre carte',
    );
    const allCredit = { giftCard: undefined, creditDollars: 50 };
    expect(orderCancelled(order, settings, 50, 'en', allCredit).text).toContain(
      'CA$50.00 has been put on your store credit, ready to spend on your next order.',
    );
    expect(orderCancelled(order, settings, 50, 'fr', allCredit).text).toContain(
      '50,00\u00a0$ a été porté à votre crédit en magasin',
    );
  });

  it('say how much of a refund went back on the gift card (issue 41), in both languages', () => {
    const giftCard = { dollars: 5, last4: 'K7QX' };
    const refund = { amountDollars: 50, reason: '', lines: [], giftCard };
    expect(orderRefunded(order, refund, settings).text).toContain(
      'A refund of CA$50.00 for order #7: CA$45.00 is on its way back to your card (it usually shows within 5–10 business days) and CA$5.00 is back on your gift card •••• K7QX.',
    );
    expect(orderRefunded(order, refund, settings, 'fr').text).toContain(
      '45,00\u00a0$ est en route vers votre carte (il paraît habituellement d’ici 5 à 10 jours ouvrables) et 5,00\u00a0$ est de retour sur votre carte-cadeau •••• K7QX.',
    );
    const whole = { ...refund, giftCard: { dollars: 50, last4: 'K7QX' } };
    expect(orderRefunded(order, whole, settings).text).toContain(
      'A refund of CA$50.00 for order #7 is back on your gift card •••• K7QX, ready to spend.',
    );
    expect(orderCancelled(order, settings, 50, 'en', { giftCard }).text).toContain(
      'CA$45.00 has been refunded to your card (it usually shows within 5–10 business days) and CA$5.00 put back on your gift card •••• K7QX.',
    );
    expect(orderCancelled(order, settings, 50, 'fr', { giftCard: whole.giftCard }).text).toContain(
      '50,00\u00a0$ a été remis sur votre carte-cadeau •••• K7QX.',
    );
  });
});

describe('an order line’s colour in the mail’s language (one rule: shared/colour-names.ts)', () => {
  const refund = { amountDollars: 50, reason: '', lines: [{ orderItemId: 1, quantity: 1 }] };
  const invoice = { path: '/orders/7?token=t', holdExpiresAt: '2026-12-01T00:00:00.000Z' };
  const mails = (locale: 'en' | 'fr') => [
    orderConfirmation(order, settings, undefined, locale),
    orderShipped(order, settings, locale),
    orderCancelled(order, settings, 0, locale),
    orderRefunded(order, refund, settings, locale),
    draftInvoiceMail(order, settings, { ...invoice, locale }),
  ];

  it('names the colour in French in a French mail, in English in an English one', () => {
    for (const mail of mails('fr')) {
      expect(mail.text).toContain('- Acid Wash Tee — M / noir: 1 ×');
      expect(mail.html).toContain('Acid Wash Tee — M / noir');
      expect(mail.text).not.toContain('black');
    }
    for (const mail of mails('en')) expect(mail.text).toContain('- Acid Wash Tee — M / black: 1 ×');
  });

  it('names the returned and the wanted colours in French in a return’s mail, the order as “no 7”', () => {
    const line = { orderItemId: 1, name: 'Acid Wash Tee', size: 'M', color: 'black', quantity: 1, restocked: null };
    const ret: Return = {
      id: 3,
      orderId: 7,
      status: 'requested',
      reason: 'too_small',
      reasonText: '',
      resolution: 'exchange',
      note: '',
      lines: [{ ...line, exchangeSize: 'L', exchangeColor: 'bleached blue' }],
      refund: null,
      credit: 0,
      exchangeOrderId: 8,
      priceDifference: 0,
      exchangeWaitingFor: null,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    };
    const fr = returnMail(ret, { currency: 'cad', link: '/profile' }, settings, 'fr');
    expect(fr.text).toContain('1 × Acid Wash Tee — M / noir contre L / bleu délavé');
    expect(fr.text).toContain('articles de la commande no 7.');
    expect(fr.html).toContain('>no 7<');
    expect(fr.text).not.toMatch(/#\d/);
    const en = returnMail(ret, { currency: 'cad', link: '/profile' }, settings, 'en');
    expect(en.text).toContain('1 × Acid Wash Tee — M / black for L / bleached blue');
    expect(en.text).toContain('items of order #7.');
  });

  it('tells of an exchange’s difference paid before its items are back: it ships once they are', () => {
    const waiting: Order = { ...order, id: 8, status: 'pending', exchangeFor: 7 };
    expect(orderConfirmation(waiting, settings, undefined, 'fr').text).toContain(
      'Nous avons bien reçu votre paiement pour la commande no 8, votre échange. Elle sera expédiée dès que les articles renvoyés de la commande no 7 nous seront parvenus',
    );
    expect(orderConfirmation(waiting, settings).text).toContain(
      'payment for order #8, your exchange. It ships once your returned items of order #7 are back with us',
    );
    // Sold at receipt, it is being readied as any order.
    const sold = orderConfirmation({ ...waiting, status: 'paid' }, settings).text;
    expect(sold).toContain('We have received your payment for order #8 and are getting it ready.');
  });
});
