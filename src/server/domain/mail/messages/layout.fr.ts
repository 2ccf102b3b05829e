import type { MailCatalogue } from './catalogue.js';
import type en from './layout.en.js';

export default {
  'mail.layout.questions': 'Des questions? Écrivez-nous à {email}.',
} satisfies MailCatalogue<typeof en>;
