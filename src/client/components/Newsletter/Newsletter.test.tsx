import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { Newsletter } from './Newsletter';

const subscribed = { success: true, message: 'Thank you for subscribing to our newsletter.' };

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('Newsletter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the settings texts', async () => {
    renderWithProviders(<Newsletter />, { settings: { newsletterTitle: 'Stay in the Loop' } });
    expect(await screen.findByRole('heading', { name: 'Stay in the Loop' })).toBeTruthy();
    expect(screen.getByText(/Unsubscribe at any time/)).toBeTruthy();
  });

  it('rejects an invalid address without calling the server', async () => {
    const { fetch } = stubTrpc({});
    renderWithProviders(<Newsletter />);
    await screen.findByLabelText('Email address');
    typeEmail('not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on success resets the field, stays disabled and toasts', async () => {
    stubTrpc({ 'content.subscribe': () => subscribed });
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(<Newsletter />);
    await screen.findByLabelText('Email address');
    typeEmail('fan@example.com');
    const done = (await screen.findByRole('button', { name: 'Subscribed' })) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    const input = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.disabled).toBe(true);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Successfully subscribed!',
        message: 'Thank you for subscribing to our newsletter.',
      }),
    );
  });

  it('while submitting, disables the field; on error returns to idle with the fallback toast', async () => {
    let fail: (error: Error) => void = () => {};
    const { fetch } = stubTrpc({
      'content.subscribe': () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    });
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(<Newsletter />);
    await screen.findByLabelText('Email address');
    typeEmail('fan@example.com');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect((screen.getByLabelText('Email address') as HTMLInputElement).disabled).toBe(true);
    fail(new TypeError('Failed to fetch'));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', message: 'Failed to subscribe. Please try again.' }),
      ),
    );
    const input = screen.getByLabelText('Email address') as HTMLInputElement;
    // The toast is shown as the mutation fails; the field is enabled once it has settled.
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.value).toBe('fan@example.com');
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
