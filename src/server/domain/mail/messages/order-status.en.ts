/** The order's later news (`templates/order-status.ts`, `templates/refund.ts`): shipped, cancelled, refunded. */
export default {
  'mail.shipped.subject': 'Your order #{id} has shipped',
  'mail.shipped.preheader': 'Tracking number {tracking}',
  'mail.shipped.heading': 'Your order is on its way',
  'mail.shipped.left': 'Order {order} has left the studio.',
  'mail.shipped.trackingNumber': 'Tracking number: {number}',
  'mail.shipped.carrier': 'Carrier: {carrier}',
  'mail.shipped.shipping': 'Shipping: {method}',
  'mail.shipped.trackIt': 'Track it: {link}',
  'mail.shipped.certificates':
    'Your certificates of authenticity are below as PDFs to download, and always on your order page (your account’s Orders, or the link in your order confirmation e-mail).',
  'mail.shipped.verify': 'Anyone can check one on its verification page:',
  'mail.shipped.certificatePdf': 'PDF',
  'mail.cancelled.subject': 'Your order #{id} has been cancelled',
  'mail.cancelled.heading': 'Order #{id} has been cancelled',
  'mail.cancelled.refunded': '{amount} has been refunded to your card; it usually shows within 5–10 business days.',
  'mail.cancelled.refundedSplit':
    '{card} has been refunded to your card (it usually shows within 5–10 business days) and {giftCard} put back on your gift card •••• {last4}.',
  'mail.cancelled.refundedGiftCard': '{amount} has been put back on your gift card •••• {last4}.',
  'mail.cancelled.refundedCredit': '{credit} has been put on your store credit, ready to spend on your next order.',
  'mail.cancelled.nothingCharged': 'Nothing was charged.',
  'mail.cancelled.body': 'Your order {order} has been cancelled. {refund}',
  'mail.cancelled.visit': 'Visit the shop',
  'mail.status.reason': 'Reason: {reason}',
  'mail.refund.subject': 'Refund of {amount} for order #{id}',
  'mail.refund.preheader': '{amount} is on its way back to your card.',
  'mail.refund.heading': 'We have refunded {amount}',
  'mail.refund.body':
    'A refund of {amount} for order {order} is on its way back to your card; it usually shows within 5–10 business days.',
  'mail.refund.preheaderGiftCard': '{giftCard} is back on your gift card.',
  'mail.refund.bodySplit':
    'A refund of {amount} for order {order}: {card} is on its way back to your card (it usually shows within 5–10 business days) and {giftCard} is back on your gift card •••• {last4}.',
  'mail.refund.bodyGiftCard':
    'A refund of {amount} for order {order} is back on your gift card •••• {last4}, ready to spend.',
  'mail.refund.preheaderCredit': '{credit} is on your store credit.',
  'mail.refund.bodyCredit':
    'A refund of {amount} for order {order}: {credit} is on your store credit, ready to spend on your next order.',
  'mail.refund.alsoCard': '{card} is on its way back to your card; it usually shows within 5–10 business days.',
  'mail.refund.alsoGiftCard': '{giftCard} is back on your gift card •••• {last4}.',
  'mail.refund.items': 'Refunded items',
  'mail.refund.taxes': 'Of which tax: {taxes}',
} as const;
