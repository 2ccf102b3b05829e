import '../test-env';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../features/admin/types';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { UserDialog } from './UserDialog';

const shopper: AdminUser = {
  id: 7,
  username: 'shopper',
  email: 'shopper@example.com',
  role: 'user',
  avatar: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  active: true,
  orderCount: 2,
};

function renderDialog() {
  return renderWithProviders(<UserDialog opened formKey={1} user={shopper} currentUserId={1} onClose={() => {}} />, {
    session: signedIn('admin', 'admin'),
  });
}

describe('UserDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows Update Password only once the new password has 6 characters', async () => {
    stubTrpc({ 'admin.users.get': () => ({ ...shopper, password: null }) });
    renderDialog();
    const password = await screen.findByLabelText('Set New Password');
    expect(screen.getByText('Leave blank to keep current password. Min 6 characters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
    fireEvent.change(password, { target: { value: '12345' } });
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
    fireEvent.change(password, { target: { value: '123456' } });
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeTruthy();
  });

  it('sets the password, showing Updating... while it saves', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { callsTo } = stubTrpc({
      'admin.users.get': () => ({ ...shopper, password: null }),
      'admin.users.setPassword': async () => {
        await gate;
        return { success: true, id: 7 };
      },
    });
    renderDialog();
    fireEvent.change(await screen.findByLabelText('Set New Password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    release();
    await waitFor(() => expect(callsTo('admin.users.setPassword')).toEqual([{ id: 7, password: 'new-secret' }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Updating|Update Password/ })).toBeNull());
  });

  it('never shows a password, and saves profile and role separately', async () => {
    const { callsTo } = stubTrpc({
      'admin.users.get': () => ({ ...shopper, password: null }),
      'admin.users.setRole': (input) => ({ ...shopper, ...(input as object) }),
    });
    renderDialog();
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('shopper');
    expect((screen.getByLabelText('Set New Password') as HTMLInputElement).value).toBe('');
    const updateRole = screen.getByRole('button', { name: 'Update Role' }) as HTMLButtonElement;
    expect(updateRole.disabled).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Admin', hidden: true }));
    expect(updateRole.disabled).toBe(false);
    fireEvent.click(updateRole);
    await waitFor(() => expect(callsTo('admin.users.setRole')).toEqual([{ id: 7, role: 'admin' }]));
    expect(callsTo('admin.users.updateProfile')).toHaveLength(0);
  });
});
