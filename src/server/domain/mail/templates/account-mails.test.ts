import { describe, expect, it } from 'vitest';
import { emailConfirmation } from './account.js';
import { newsletterWelcome } from './newsletter.js';
import { passwordReset } from './password-reset.js';

const settings = {
  shopName: 'Wild Bleach Studio',
  primaryColor: '#123456',
  logoType: 'text' as const,
  logoImage: '',
  contactEmail: 'hello@example.com',
};

describe('the mails no order causes', () => {
  it('are French when asked from a French page', () => {
    expect(passwordReset('marie', '/fr/reset-password?token=x', settings, 'fr').html).toContain('<html lang="fr-CA">');
    const confirm = emailConfirmation('marie', 'marie@example.com', '/fr/confirm-email?token=x', settings, 'fr');
    expect(confirm.subject).toBe('Confirmez votre courriel pour Wild Bleach Studio');
    expect(confirm.html).toContain('Ajouter vos commandes au compte <strong>marie</strong>?');
    const welcome = newsletterWelcome('/fr/unsubscribe?token=x', settings, 'fr');
    expect(welcome.subject).toBe('Vous êtes abonné à l’infolettre de Wild Bleach Studio');
    expect(welcome.text).toContain('Se désabonner: /fr/unsubscribe?token=x');
  });

  it('keep their English texts', () => {
    const confirm = emailConfirmation('marie', 'marie@example.com', '/confirm-email?token=x', settings);
    expect(confirm.subject).toBe('Confirm your e-mail for Wild Bleach Studio');
    expect(confirm.text).toContain('Confirm my e-mail: /confirm-email?token=x');
    const welcome = newsletterWelcome('/unsubscribe?token=x', settings);
    expect(welcome.subject).toBe("You're subscribed to Wild Bleach Studio");
    expect(welcome.text).toContain(
      'You receive this because you subscribed to our newsletter. Unsubscribe: /unsubscribe?token=x',
    );
  });
});
