import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { LoginForm } from './LoginForm';

/** The red box inside the form (the toast is an alert too, outside the form). */
async function formAlert() {
  const form = screen.getByRole('button', { name: 'Login' }).closest('form');
  if (!form) throw new Error('no form');
  return within(form).findByRole('alert');
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'wren' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const invalidCredentials = [
  {
    error: {
      code: -32001,
      message: 'Invalid username or password',
      data: { code: 'UNAUTHORIZED', httpStatus: 401, appCode: 'INVALID_CREDENTIALS', path: 'account.login' },
    },
  },
];

describe('LoginForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names both rules when submitted empty', async () => {
    renderWithProviders(<LoginForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it("shows the server's message in a red box above the button", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(invalidCredentials, { status: 401 })),
    );
    renderWithProviders(<LoginForm />);
    await screen.findByLabelText('Username');
    fillAndSubmit();
    expect((await formAlert()).textContent).toBe('Invalid username or password');
  });

  it('falls back to its own text when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<LoginForm />);
    await screen.findByLabelText('Username');
    fillAndSubmit();
    expect((await formAlert()).textContent).toBe('Login failed. Please check your credentials.');
  });
});
