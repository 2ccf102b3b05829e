import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { LogoutButton } from './LogoutButton';

describe('LogoutButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('asks first, and Cancel keeps the user signed in', async () => {
    const { calls } = stubTrpc({});
    renderWithProviders(<LogoutButton />, { session: signedIn('sam'), path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to log out?')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('logs out once confirmed, says so, goes to / and forgets the user', async () => {
    const { calls } = stubTrpc({ 'account.logout': () => ({ success: true }) });
    const { router, queryClient, trpc } = renderWithProviders(<LogoutButton />, {
      session: signedIn('sam'),
      path: '/profile',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('You have been successfully logged out.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['account.logout']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(queryClient.getQueryData(trpc.account.sessionCheck.queryKey())).toEqual({
        authenticated: false,
        user: null,
      }),
    );
  });

  it('says Logout failed when the call fails', async () => {
    stubTrpc({ 'account.logout': networkDown });
    renderWithProviders(<LogoutButton />, { session: signedIn('sam'), path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(screen.getByText('There was a problem logging out. Please try again.')).toBeTruthy();
  });
});
