import type { MailCatalogue } from './catalogue.js';
import type en from './invoice.en.js';

export default {
  'mail.invoice.subject': 'Votre facture pour la commande no {id} de {shop}',
  'mail.invoice.preheader': 'Total : {total}. Payez-la par carte en quelques clics.',
  'mail.invoice.heading': 'Votre commande est prête à être payée',
  'mail.invoice.intro': '{shop} a préparé la commande {order} pour vous. Payez-la par carte sur sa page :',
  'mail.invoice.button': 'Payer {total}',
  'mail.invoice.held': 'Les articles vous sont réservés jusqu’au {until}.',
} satisfies MailCatalogue<typeof en>;
