import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, serverError, stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { PasswordForm } from './PasswordForm';

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

async function fill(current: string, next: string, confirm: string) {
  renderWithProviders(<PasswordForm />, { session: signedIn('sam') });
  await screen.findByLabelText('Current Password');
  fireEvent.change(field('Current Password'), { target: { value: current } });
  fireEvent.change(field('New Password'), { target: { value: next } });
  fireEvent.change(field('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('PasswordForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('says the new password and its confirmation do not match, and sends nothing', async () => {
    const { calls } = stubTrpc({});
    await fill('old-secret', 'new-secret', 'new-secrets');
    // once as the toast, once under the confirmation field
    await waitFor(() =>
      expect(screen.getAllByText('New password and confirmation do not match').length).toBeGreaterThanOrEqual(2),
    );
    expect(calls).toEqual([]);
  });

  it('sends only the current and new password, says Password Changed and clears the form', async () => {
    const { calls } = stubTrpc({ 'account.changePassword': () => ({ success: true }) });
    await fill('old-secret', 'new-secret', 'new-secret');
    expect(await screen.findByText('Password Changed')).toBeTruthy();
    expect(calls[0]).toEqual({
      path: 'account.changePassword',
      input: { currentPassword: 'old-secret', newPassword: 'new-secret' },
    });
    await waitFor(() => expect(field('Current Password').value).toBe(''));
    expect(field('New Password').value).toBe('');
    expect(field('Confirm New Password').value).toBe('');
  });

  it("shows the server's message under the title Error for a wrong current password", async () => {
    stubTrpc({
      'account.changePassword': serverError('Current password is incorrect', 'INVALID_CREDENTIALS', 401),
    });
    await fill('wrong-one', 'new-secret', 'new-secret');
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(field('New Password').value).toBe('new-secret');
  });

  it('says Failed to change password when the server cannot be reached', async () => {
    stubTrpc({ 'account.changePassword': networkDown });
    await fill('old-secret', 'new-secret', 'new-secret');
    expect(await screen.findByText('Failed to change password')).toBeTruthy();
  });

  it('asks for a new password of at least 6 characters', async () => {
    stubTrpc({});
    await fill('old-secret', 'short', 'short');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
  });
});
