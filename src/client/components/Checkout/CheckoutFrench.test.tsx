import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NONE, QUOTE, renderCheckout } from './test-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the checkout on a French page', () => {
  it('speaks French: steps, fields, the shared schema’s messages, countries and the summary', async () => {
    renderCheckout(3, NONE, () => ({ ...QUOTE, currency: 'usd' }), { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Caisse' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Nom complet' });
    expect(screen.getByRole('heading', { name: 'Renseignements de livraison' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Pays' }) as HTMLInputElement).value).toBe('États-Unis');
    fireEvent.click(screen.getByRole('button', { name: 'Étape suivante : Livraison' }));
    expect(await screen.findByText('Le nom complet est requis')).toBeTruthy();
    expect(screen.getByText('L’adresse est requise')).toBeTruthy();
    expect(screen.getByText('Le code postal est requis')).toBeTruthy();
    expect(screen.getByText('Taille : M | Couleur : Noir | Qté 2')).toBeTruthy();
    expect(screen.getByText('Type : œuvre d’art | Qté 1')).toBeTruthy();
    // No quote yet: the cart's own subtotal, in the shop's US dollars, said so on a French page.
    expect(screen.getByTestId('summary-subtotal').textContent?.replace(/\s/g, ' ')).toBe('194,00 $ US');
    expect(screen.getByRole('textbox', { name: 'Code de rabais' })).toBeTruthy();
  });
});
