import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, serverError, stubTrpc } from '../../test-trpc';
import { renderWithProviders, SAM, signedIn } from '../../test-utils';
import { ProfileForm } from './ProfileForm';

const sam = SAM;

function change(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function renderForm(settings = {}) {
  const rendered = renderWithProviders(<ProfileForm user={sam} />, { session: signedIn('sam'), settings });
  await screen.findByLabelText('Username');
  return rendered;
}

describe('ProfileForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('saves username, e-mail and avatar, says Profile Updated and refreshes the signed-in name', async () => {
    const { calls } = stubTrpc({
      'account.updateProfile': (input) => ({ ...sam, ...(input as object) }),
      'account.me': () => ({ ...sam, username: 'samuel' }),
    });
    const { queryClient, trpc } = await renderForm();
    change('Username', 'samuel');
    change('Email', 'samuel@example.com');
    change('Avatar URL', 'https://img.example.com/me.png');
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(calls.find((c) => c.path === 'account.updateProfile')?.input).toEqual({
      username: 'samuel',
      email: 'samuel@example.com',
      avatar: 'https://img.example.com/me.png',
    });
    const session = queryClient.getQueryData(trpc.account.sessionCheck.queryKey());
    expect(session?.user?.username).toBe('samuel');
  });

  it("shows the server's message under the title Error when the name is taken", async () => {
    stubTrpc({
      'account.updateProfile': serverError('Username already exists', 'USERNAME_TAKEN', 409),
    });
    await renderForm();
    change('Username', 'wren');
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Username already exists')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('says Failed to update profile when the server cannot be reached', async () => {
    stubTrpc({ 'account.updateProfile': networkDown });
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });

  it('checks the fields before sending', async () => {
    const { calls } = stubTrpc({});
    await renderForm();
    change('Username', 'ab');
    change('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('previews the avatar URL as it is typed', async () => {
    await renderForm();
    change('Avatar URL', 'https://img.example.com/new.png');
    const preview = await screen.findByRole('img', { name: "sam's avatar" });
    expect(preview.getAttribute('src')).toBe('https://img.example.com/new.png');
  });

  it('falls back to the default avatar setting, else to initials', async () => {
    const { unmount } = await renderForm({ defaultUserAvatar: '/uploads/default-avatar.png' });
    const preview = await screen.findByRole('img', { name: "sam's avatar" });
    expect(preview.getAttribute('src')).toBe('/uploads/default-avatar.png');
    unmount();

    await renderForm();
    await waitFor(() => expect(screen.getAllByText('SA').length).toBeGreaterThan(0));
    expect(screen.queryByRole('img', { name: "sam's avatar" })).toBeNull();
  });
});
