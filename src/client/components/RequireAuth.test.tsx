import { useLocation } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, renderWithProviders, signedIn } from '../test-utils';
import { RequireAuth, RequireGuest } from './RequireAuth';

/** Like the app: the guest-only screen lives at /auth, other paths show other screens. */
function GuestScreenOnAuth() {
  const path = useLocation({ select: (l) => l.pathname });
  return path === '/auth' ? <RequireGuest>forms</RequireGuest> : <span>at {path}</span>;
}

describe('RequireAuth', () => {
  it('sends a visitor to /auth', async () => {
    const { router } = renderWithProviders(<RequireAuth>secret</RequireAuth>, {
      path: '/profile',
      session: LOGGED_OUT,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/profile' });
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows its screen to a signed-in user', async () => {
    renderWithProviders(<RequireAuth>secret</RequireAuth>, { path: '/profile', session: signedIn('sam') });
    expect(await screen.findByText('secret')).toBeTruthy();
  });

  it('sends a customer away from an admin screen to /', async () => {
    const { router } = renderWithProviders(<RequireAuth admin>admin only</RequireAuth>, {
      path: '/admin',
      session: signedIn('sam'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('admin only')).toBeNull();
  });

  it('shows an admin screen to an admin', async () => {
    renderWithProviders(<RequireAuth admin>admin only</RequireAuth>, {
      path: '/admin',
      session: signedIn('wren', 'admin'),
    });
    expect(await screen.findByText('admin only')).toBeTruthy();
  });

  it('sends a signed-in user away from /auth', async () => {
    const { router } = renderWithProviders(<RequireGuest>forms</RequireGuest>, {
      path: '/auth',
      session: signedIn('sam'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a user who signed in on the way to checkout back to it, never to another site', async () => {
    const back = renderWithProviders(<GuestScreenOnAuth />, {
      path: '/auth?redirect=%2Fcheckout',
      session: signedIn('sam'),
    });
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/checkout'));
    back.unmount();
    const away = renderWithProviders(<GuestScreenOnAuth />, {
      path: '/auth?redirect=%2F%2Fevil.example',
      session: signedIn('sam'),
    });
    await waitFor(() => expect(away.router.state.location.pathname).toBe('/'));
  });

  it('goes straight back, never through / on the way: the sign-in screen renders once more after it left', async () => {
    // RequireGuest itself at every path, as the app's /auth screen stays on screen while the next page loads.
    const { router } = renderWithProviders(<RequireGuest>forms</RequireGuest>, {
      path: '/auth?redirect=%2Fprofile%3Ftab%3Dorders',
      session: signedIn('sam'),
    });
    const visited: string[] = [];
    const stop = router.history.subscribe(() => visited.push(router.history.location.pathname));
    await waitFor(() => expect(router.history.location.pathname).toBe('/profile'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(visited).not.toContain('/');
    expect(router.history.location.pathname).toBe('/profile');
    expect(router.history.location.search).toBe('?tab=orders');
  });

  it('sends a French shopper back to the French page they came from (/fr/checkout, not /checkout)', async () => {
    const { router } = renderWithProviders(<GuestScreenOnAuth />, {
      path: '/auth?redirect=%2Fcheckout',
      session: signedIn('sam'),
      locale: 'fr',
    });
    await waitFor(() => expect(router.history.location.pathname).toBe('/fr/checkout'));
  });
});
