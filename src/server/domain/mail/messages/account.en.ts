/** The mails no order causes (`templates/password-reset.ts`, `account.ts`, `newsletter.ts`): in the asking page's language. */
export default {
  'mail.reset.subject': 'Reset your {shop} password',
  'mail.reset.preheader': 'This link works once, for 60 minutes.',
  'mail.reset.heading': 'Reset your password',
  'mail.reset.asked': 'Someone (hopefully you) asked to reset the password of the account {username}.',
  'mail.reset.choose': 'Choose a new password',
  'mail.reset.note':
    'The link works once, for 60 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  'mail.confirmEmail.subject': 'Confirm your e-mail for {shop}',
  'mail.confirmEmail.heading': 'Confirm your e-mail',
  'mail.confirmEmail.question': 'Add your orders to the account {name}?',
  'mail.confirmEmail.intro':
    'Orders were placed as a guest at {shop} with {address}, and the account {name} uses this address.',
  'mail.confirmEmail.note':
    'To add them, sign in as {name}. The link works once, for 48 hours. If {name} is not your account, ignore this e-mail: your orders stay as they are.',
  'mail.confirmEmail.button': 'Confirm my e-mail',
  'mail.newsletter.subject': "You're subscribed to {shop}",
  'mail.newsletter.preheader': 'New pieces, first.',
  'mail.newsletter.heading': 'Welcome to the newsletter',
  'mail.newsletter.intro': 'Thank you for subscribing to the {shop} newsletter. We will write when new pieces drop.',
  'mail.newsletter.why': 'You receive this because you subscribed to our newsletter.',
  'mail.newsletter.unsubscribe': 'Unsubscribe',
} as const;
