import type { MailCatalogue } from './catalogue.js';
import type en from './order.en.js';

export default {
  'mail.order.number': 'no {id}',
  'mail.order.edition': 'Édition {numbers}',
  'mail.order.freeShipping': 'Livraison gratuite',
  'mail.order.discount': 'Rabais ({code})',
  'mail.order.subtotal': 'Sous-total',
  'mail.order.shipping': 'Livraison ({method})',
  'mail.order.tax': 'Taxes',
  'mail.order.total': 'Total',
  'mail.order.shippingTo': 'Livraison à',
  'mail.order.phone': 'Téléphone : {phone}',
} satisfies MailCatalogue<typeof en>;
