import { notifications } from '@mantine/notifications';
import type { User } from '@shared/schemas/account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, serverError, stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { LoginForm } from './LoginForm';

/** The red box inside the form (the toast is an alert too, outside the form). */
async function formAlert() {
  const form = screen.getByRole('button', { name: 'Login' }).closest('form');
  if (!form) throw new Error('no form');
  return within(form).findByRole('alert');
}

async function fillAndSubmit(password = 'wrong-password') {
  await screen.findByLabelText('Username');
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'wren' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const wren: User = {
  id: 7,
  username: 'wren',
  email: 'wren@example.com',
  role: 'user',
  avatar: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('LoginForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('names both rules when submitted empty', async () => {
    renderWithProviders(<LoginForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('names both rules in French on a French page', async () => {
    renderWithProviders(<LoginForm />, { locale: 'fr' });
    expect(await screen.findByLabelText('Nom d’utilisateur')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Le nom d’utilisateur doit compter au moins 3 caractères')).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit compter au moins 6 caractères')).toBeTruthy();
  });

  it("shows the server's message in a red box above the button and a Login failed toast", async () => {
    stubTrpc({
      'account.login': serverError('Invalid username or password', 'INVALID_CREDENTIALS', 401),
    });
    renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    const alert = await formAlert();
    expect(alert.textContent).toBe('Invalid username or password');
    // the box sits above the button
    const button = screen.getByRole('button', { name: 'Login' });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it("shows the server's message after too many attempts (429)", async () => {
    stubTrpc({
      'account.login': serverError('Too many attempts. Please wait a minute and try again.', 'RATE_LIMITED', 429),
    });
    renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    expect((await formAlert()).textContent).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('falls back to its own texts when the server cannot be reached', async () => {
    stubTrpc({ 'account.login': networkDown });
    renderWithProviders(<LoginForm />);
    await fillAndSubmit();
    expect((await formAlert()).textContent).toBe('Login failed. Please check your credentials.');
    // the toast keeps the spec's own fallback
    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
  });

  it('welcomes the user back and goes to / shortly after', async () => {
    stubTrpc({ 'account.login': () => wren });
    const { router } = renderWithProviders(<LoginForm />, { path: '/auth' });
    await fillAndSubmit('right-password');
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome back, wren!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
