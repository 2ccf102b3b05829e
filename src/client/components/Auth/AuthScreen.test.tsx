import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { AuthScreen } from './AuthScreen';

describe('AuthScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('titles the page with the shop name and welcomes back with four feature cards', async () => {
    renderWithProviders(<AuthScreen />, { path: '/auth', settings: { shopName: 'Night Bloom Works' } });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    for (const feature of ['Unique Designs', 'Premium Quality', 'Sustainable Fashion', 'Express Shipping']) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
    await waitFor(() => expect(document.title).toBe('Night Bloom Works'));
  });

  it('speaks French on a French page, the register and forgot forms included', async () => {
    const { container } = renderWithProviders(<AuthScreen />, {
      path: '/auth',
      settings: { shopName: 'Night Bloom Works' },
      locale: 'fr',
    });
    expect(await screen.findByRole('heading', { name: 'Bon retour' })).toBeTruthy();
    expect(screen.getByText('Livraison express')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Inscription' }));
    expect(await screen.findByRole('heading', { name: 'Rejoignez Night Bloom Works' })).toBeTruthy();
    expect(screen.getByLabelText('Confirmer le mot de passe')).toBeTruthy();
    expect(container.textContent).not.toMatch(/Sign in|Register|Login|Password|Username|Welcome/);
    fireEvent.click(screen.getByRole('tab', { name: 'Connexion' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié?' }));
    expect(await screen.findByRole('button', { name: 'Envoyer le lien' })).toBeTruthy();
    expect(screen.getByText('L’adresse courriel de votre compte')).toBeTruthy();
  });

  it('shows the background image only when the setting has one', async () => {
    const { container, unmount } = renderWithProviders(<AuthScreen />, { path: '/auth' });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(container.querySelector('img[src]')).toBeNull();
    unmount();

    const withImage = renderWithProviders(<AuthScreen />, {
      path: '/auth',
      settings: { authBackgroundImage: '/uploads/auth-bg.webp' },
    });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    const image = withImage.container.querySelector('img[src="/uploads/auth-bg.webp"]');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('switches between Login and Register by tab and by the link under each form', async () => {
    renderWithProviders(<AuthScreen />, { path: '/auth' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(await screen.findByLabelText('Confirm Password')).toBeTruthy();
    // On the Register form the only button named Login is the swap link ('Already have an account? Login').
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByLabelText('Confirm Password')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText('Confirm Password')).toBeTruthy();
  });

  it('opens on the Register tab when asked', async () => {
    renderWithProviders(<AuthScreen initialTab="register" />, { path: '/auth' });
    expect(await screen.findByLabelText('Confirm Password')).toBeTruthy();
  });

  it('asks for the e-mail behind "Forgot password?" and shows the server\'s one answer', async () => {
    const message = 'If an account exists for that e-mail address, we have sent it a link to reset the password.';
    const { fetch } = stubTrpc({ 'account.requestPasswordReset': () => ({ success: true, message }) });
    renderWithProviders(<AuthScreen />, { path: '/auth' });
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toContain('account.requestPasswordReset');
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
  });
});
