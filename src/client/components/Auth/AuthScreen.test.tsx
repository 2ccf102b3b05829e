import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { AuthScreen } from './AuthScreen';

describe('AuthScreen', () => {
  it('titles the page with the shop name and welcomes back with four feature cards', async () => {
    renderWithProviders(<AuthScreen />, { path: '/auth', settings: { shopName: 'Night Bloom Works' } });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    for (const feature of ['Unique Designs', 'Premium Quality', 'Sustainable Fashion', 'Express Shipping']) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
    await waitFor(() => expect(document.title).toBe('Night Bloom Works'));
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
});
