import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError, stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { ConfirmEmailScreen } from './ConfirmEmailScreen';

const PATH = '/confirm-email?token=tok-123';

function renderScreen(session = signedIn('ann')) {
  return renderWithProviders(<ConfirmEmailScreen token="tok-123" />, { session, path: PATH });
}

describe('ConfirmEmailScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says a bad link is invalid, with nothing to press', async () => {
    stubTrpc({
      'account.checkEmailConfirmation': serverError('This confirmation link is invalid or has expired.'),
    });
    renderScreen();
    expect((await screen.findByTestId('confirm-email-invalid')).textContent).toBe(
      'This confirmation link is invalid or has expired.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('signed out: names the account and asks to sign in as it, coming back to the link; nothing is confirmed', async () => {
    const trpc = stubTrpc({ 'account.checkEmailConfirmation': () => ({ username: 'ann' }) });
    renderScreen({ authenticated: false, user: null });
    expect((await screen.findByTestId('confirm-email-sign-in')).textContent).toContain('to the account ann.');
    const signIn = screen.getByRole('link', { name: 'Sign in as ann' });
    expect(new URL(signIn.getAttribute('href') ?? '', 'http://shop').searchParams.get('redirect')).toBe(PATH);
    expect(trpc.callsTo('account.checkEmailConfirmation')).toEqual([{ token: 'tok-123' }]);
    expect(trpc.callsTo('account.confirmEmail')).toEqual([]);
  });

  it('signed in as another account: says the link is not theirs, with nothing to press', async () => {
    stubTrpc({ 'account.checkEmailConfirmation': () => ({ username: 'ann' }) });
    renderScreen(signedIn('bob'));
    expect((await screen.findByTestId('confirm-email-other-account')).textContent).toBe(
      'You are signed in as bob, but this link is for the account ann: nothing was added. Sign out, then sign in as ann to add the orders.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('signed in as the account: asks, and the button confirms with the token', async () => {
    const trpc = stubTrpc({
      'account.checkEmailConfirmation': () => ({ username: 'ann' }),
      'account.confirmEmail': () => ({
        success: true,
        attached: 2,
        message: 'Your e-mail is confirmed: 2 orders were added to your account.',
      }),
    });
    renderScreen();
    expect((await screen.findByText(/Add your orders to the account/)).textContent).toBe(
      'Add your orders to the account ann?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add my orders' }));
    expect((await screen.findByTestId('mail-link-result')).textContent).toBe(
      'Your e-mail is confirmed: 2 orders were added to your account.',
    );
    expect(trpc.callsTo('account.confirmEmail')).toEqual([{ token: 'tok-123' }]);
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/profile?tab=orders');
  });
});
