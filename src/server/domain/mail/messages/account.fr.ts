import type en from './account.en.js';
import type { MailCatalogue } from './catalogue.js';

export default {
  'mail.reset.subject': 'Réinitialisation de votre mot de passe {shop}',
  'mail.reset.preheader': 'Ce lien fonctionne une seule fois, pendant 60 minutes.',
  'mail.reset.heading': 'Réinitialisez votre mot de passe',
  'mail.reset.asked': 'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe du compte {username}.',
  'mail.reset.choose': 'Choisir un nouveau mot de passe',
  'mail.reset.note':
    'Le lien fonctionne une seule fois, pendant 60 minutes. Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste inchangé.',
  'mail.confirmEmail.subject': 'Confirmez votre courriel pour {shop}',
  'mail.confirmEmail.heading': 'Confirmez votre courriel',
  'mail.confirmEmail.question': 'Ajouter vos commandes au compte {name}?',
  'mail.confirmEmail.intro':
    'Des commandes ont été passées sans compte chez {shop} avec {address}, et le compte {name} utilise cette adresse.',
  'mail.confirmEmail.note':
    'Pour les ajouter, connectez-vous en tant que {name}. Le lien fonctionne une seule fois, pendant 48 heures. Si {name} n’est pas votre compte, ignorez ce courriel : vos commandes restent telles quelles.',
  'mail.confirmEmail.button': 'Confirmer mon courriel',
  'mail.newsletter.subject': 'Vous êtes abonné à l’infolettre de {shop}',
  'mail.newsletter.preheader': 'Les nouvelles pièces, en primeur.',
  'mail.newsletter.heading': 'Bienvenue à l’infolettre',
  'mail.newsletter.intro':
    'Merci de vous être abonné à l’infolettre de {shop}. Nous vous écrirons à l’arrivée de nouvelles pièces.',
  'mail.newsletter.why': 'Vous recevez ce courriel parce que vous êtes abonné à notre infolettre.',
  'mail.newsletter.unsubscribe': 'Se désabonner',
} satisfies MailCatalogue<typeof en>;
