import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError, stubTrpc } from '../../test-trpc';
import { LOGGED_OUT, renderWithProviders, SAM, signedIn } from '../../test-utils';
import { ProfileScreen } from './ProfileScreen';

const sam = SAM;

describe('ProfileScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers a visitor a way to log in', async () => {
    renderWithProviders(<ProfileScreen tab="account" onTabChange={() => undefined} />, { session: LOGGED_OUT });
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/auth');
  });

  it('shows My Account with the Account, Orders and Settings tabs', async () => {
    stubTrpc({ 'account.me': () => sam, 'account.storeCredit': () => ({ balance: 0, history: [] }) });
    const onTabChange = vi.fn();
    renderWithProviders(<ProfileScreen tab="account" onTabChange={onTabChange} />, { session: signedIn('sam') });
    expect(await screen.findByRole('heading', { name: 'sam' })).toBeTruthy();
    expect(screen.getByText('My Account')).toBeTruthy();
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(onTabChange).toHaveBeenCalledWith('orders');
  });

  it('speaks French on a French page, settings included', async () => {
    stubTrpc({
      'account.me': () => sam,
      'account.preferences': () => ({ cartReminders: false }),
      'account.storeCredit': () => ({
        balance: 5,
        history: [
          { id: 1, kind: 'issue', amount: 5, orderId: null, reason: '', createdAt: '2025-03-04T10:00:00.000Z' },
        ],
      }),
    });
    const view = renderWithProviders(<ProfileScreen tab="account" onTabChange={() => undefined} />, {
      session: signedIn('sam'),
      locale: 'fr',
    });
    expect(await screen.findByRole('button', { name: 'Mettre à jour le profil' })).toBeTruthy();
    expect(screen.getByText('Mon compte')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Commandes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeTruthy();
    expect(await screen.findByText('Crédit en magasin')).toBeTruthy();
    expect(view.container.textContent).not.toMatch(/Password|Account|Profile|Username|Settings|Log out/);
    view.unmount();
    renderWithProviders(<ProfileScreen tab="settings" onTabChange={() => undefined} />, {
      session: signedIn('sam'),
      locale: 'fr',
    });
    expect(
      await screen.findByRole('switch', {
        name: 'M’envoyer par courriel un lien vers mon panier si je quitte le paiement',
      }),
    ).toBeTruthy();
    expect(screen.getAllByText('Bientôt')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'écrivez-nous' }).getAttribute('href')).toBe('/contact');
  });

  it('shows the inert settings, labelled as coming soon', async () => {
    stubTrpc({ 'account.me': () => sam, 'account.preferences': () => ({ cartReminders: false }) });
    renderWithProviders(<ProfileScreen tab="settings" onTabChange={() => undefined} />, { session: signedIn('sam') });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Account' });
    expect(deleteButton.hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Marketing Preferences' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Coming soon')).toHaveLength(2);
  });

  it('E-mail notifications: the switch saves whether checkouts tick "E-mail me a link to my cart"', async () => {
    let saved = false;
    const trpc = stubTrpc({
      'account.me': () => sam,
      'account.preferences': () => ({ cartReminders: saved }),
      'account.setPreferences': (input) => {
        saved = (input as { cartReminders: boolean }).cartReminders;
        return { cartReminders: saved };
      },
    });
    renderWithProviders(<ProfileScreen tab="settings" onTabChange={() => undefined} />, { session: signedIn('sam') });
    const toggle = (await screen.findByRole('switch', {
      name: 'E-mail me a link to my cart if I leave checkout',
    })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(trpc.callsTo('account.setPreferences')).toEqual([{ cartReminders: true }]));
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('asks to log in again when the session ended elsewhere, and forgets it on the way', async () => {
    stubTrpc({
      'account.me': serverError('Not logged in', 'UNAUTHORIZED', 401),
    });
    const { queryClient, trpc } = renderWithProviders(<ProfileScreen tab="account" onTabChange={() => undefined} />, {
      session: signedIn('sam'),
    });
    expect(await screen.findByText(/Your session has ended/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(trpc.account.sessionCheck.queryKey())?.authenticated).toBe(false),
    );
  });
});
