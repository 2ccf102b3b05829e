import type { MailCatalogue } from './catalogue.js';
import type en from './order-confirmation.en.js';

export default {
  'mail.confirmation.subject': 'Votre commande no {id} est confirmée',
  'mail.confirmation.preheader': 'Merci pour votre commande. Total : {total}.',
  'mail.confirmation.heading': 'Merci, {firstName}!',
  'mail.confirmation.received':
    'Nous avons bien reçu votre paiement pour la commande {order} et nous la préparons. Nous vous écrirons de nouveau à son expédition.',
  'mail.confirmation.receivedExchange':
    'Nous avons bien reçu votre paiement pour la commande {order}, votre échange. Elle sera expédiée dès que les articles renvoyés de la commande {original} nous seront parvenus; nous vous écrirons de nouveau à son expédition.',
  'mail.confirmation.viewOrder': 'Voir votre commande',
  'mail.confirmation.viewOrders': 'Voir vos commandes',
  'mail.confirmation.track': 'Suivre votre commande',
  'mail.confirmation.trackWithout':
    'Pour la suivre sans vous connecter, utilisez le numéro de commande {id} et {email}.',
  'mail.confirmation.trackText': 'Suivre votre commande : {link} (numéro de commande {id}, {email})',
} satisfies MailCatalogue<typeof en>;
