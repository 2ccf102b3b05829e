import { notifications } from '@mantine/notifications';
import type { User } from '@shared/schemas/account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, serverError, stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { RegisterForm } from './RegisterForm';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillAndSubmit(confirm = 'secret123') {
  await screen.findByLabelText('Username');
  type('Username', 'newcomer');
  type('Email', 'newcomer@example.com');
  type('Password', 'secret123');
  type('Confirm Password', confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

const newcomer: User = {
  id: 9,
  username: 'newcomer',
  email: 'newcomer@example.com',
  role: 'user',
  avatar: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('RegisterForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('says the passwords do not match', async () => {
    renderWithProviders(<RegisterForm />);
    await fillAndSubmit('secret124');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('asks for a valid e-mail, a username of 3 and passwords of 6 characters', async () => {
    renderWithProviders(<RegisterForm />);
    await screen.findByLabelText('Email');
    type('Username', 'ab');
    type('Email', 'not-an-email');
    type('Password', 'short');
    type('Confirm Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2);
  });

  it('sends no confirmation and no role, welcomes the user and goes to /', async () => {
    const { calls } = stubTrpc({ 'account.register': () => newcomer });
    const { router } = renderWithProviders(<RegisterForm />, { path: '/auth' });
    await fillAndSubmit();
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(screen.getByText('Welcome to Wild Bleach Studio, newcomer!')).toBeTruthy();
    expect(calls[0]?.input).toEqual({ username: 'newcomer', email: 'newcomer@example.com', password: 'secret123' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a taken username under the field and in the Registration failed toast', async () => {
    stubTrpc({
      'account.register': serverError('Username already exists', 'USERNAME_TAKEN', 409),
    });
    renderWithProviders(<RegisterForm />);
    await fillAndSubmit();
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Username already exists')).toHaveLength(2));
  });

  it('falls back to its own texts when the server cannot be reached', async () => {
    stubTrpc({ 'account.register': networkDown });
    renderWithProviders(<RegisterForm />);
    await fillAndSubmit();
    const form = screen.getByRole('button', { name: 'Register' }).closest('form') as HTMLElement;
    expect((await within(form).findByRole('alert')).textContent).toBe('Registration failed. Please try again.');
    expect(await screen.findByText('There was a problem creating your account. Please try again.')).toBeTruthy();
  });
});
