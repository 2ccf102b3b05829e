/** A return's news (`templates/returns.ts`, issue 41): requested, approved, declined, received, closed. */
export default {
  'mail.return.subject.requested': 'We have your return request #{id} for order #{order}',
  'mail.return.subject.approved': 'Your return #{id} is approved',
  'mail.return.subject.declined': 'Your return #{id} was declined',
  'mail.return.subject.received': 'We received your return #{id}',
  'mail.return.subject.closed': 'Your return #{id} is closed',
  'mail.return.heading.requested': 'Return request received',
  'mail.return.heading.approved': 'Your return is approved',
  'mail.return.heading.declined': 'Your return was declined',
  'mail.return.heading.received': 'Your items are back with us',
  'mail.return.heading.closed': 'Your return is closed',
  'mail.return.body.requested':
    'We have your request to return items of order {order}. We will write again once we have looked at it.',
  'mail.return.body.approved': 'Your return of items of order {order} is approved. Please send them back as follows:',
  'mail.return.body.declined': 'We cannot accept your return of items of order {order}.',
  'mail.return.body.received': 'We received the items you sent back from order {order}.',
  'mail.return.body.closed': 'Your return of items of order {order} is closed.',
  'mail.return.outcome.refund': 'A refund of {amount} is on its way to how you paid.',
  'mail.return.outcome.credit': '{amount} of store credit is now on your account, ready to spend.',
  'mail.return.outcome.exchange': 'Your exchange is order #{order}, at no charge; we will ship it shortly.',
  'mail.return.outcome.exchangePaid':
    'Your exchange is order #{order}, its price difference paid; we will ship it shortly.',
  'mail.return.outcome.exchangeWaiting':
    'Your exchange is order #{order}: it ships once its price difference of {amount} is paid.',
  'mail.return.difference.pay':
    'The size or colour you chose costs {amount} more. Your exchange ships once the difference is paid and your items are back with us.',
  'mail.return.difference.payButton': 'Pay {amount}',
  'mail.return.difference.credit':
    'The size or colour you chose costs {amount} less: we give it back when your items arrive.',
  'mail.return.wants.refund': 'You asked for: a refund',
  'mail.return.wants.credit': 'You asked for: store credit',
  'mail.return.wants.exchange': 'You asked for: an exchange (the new size or colour is set aside for you)',
  'mail.return.items': 'Items',
  'mail.return.note': 'Note from the shop:',
  'mail.return.exchangeFor': 'for {variant}',
  'mail.return.differenceLine': 'Price difference (return #{id})',
} as const;
