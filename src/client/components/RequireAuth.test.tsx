import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, renderWithProviders, signedIn } from '../test-utils';
import { RequireAuth, RequireGuest } from './RequireAuth';

describe('RequireAuth', () => {
  it('sends a visitor to /auth', async () => {
    const { router } = renderWithProviders(<RequireAuth>secret</RequireAuth>, {
      path: '/profile',
      session: LOGGED_OUT,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
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
});
