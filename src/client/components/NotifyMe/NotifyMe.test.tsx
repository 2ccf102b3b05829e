import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StubError, stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { LazyNotifyMe } from './LazyNotifyMe';

const SOLD_OUT = [
  { size: 'M', color: 'white' },
  { size: 'L', color: 'white' },
];

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
  return screen.findByLabelText('Email address');
}

describe('Notify me', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens a form with the consent line, sends the chosen sold-out size and says it is done', async () => {
    const { calls } = stubTrpc({
      'account.sessionCheck': () => ({ authenticated: false }),
      'notify.request': () => ({ created: true, message: 'ok' }),
    });
    renderWithProviders(<LazyNotifyMe target={{ productId: 7 }} options={SOLD_OUT} initial={SOLD_OUT[1]} />);
    const email = await openForm();
    expect(
      screen.getByText("We'll e-mail you once when it's back. No newsletter unless you tick the box."),
    ).toBeTruthy();
    expect((screen.getByLabelText('Size and colour') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'L / white',
    );
    fireEvent.change(email, { target: { value: 'fan@example.com' } });
    fireEvent.click(screen.getByLabelText('Also send me the newsletter'));
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    expect((await screen.findByTestId('notify-me-done')).textContent).toContain(
      "Done: we'll e-mail fan@example.com once.",
    );
    expect(calls.find((c) => c.path === 'notify.request')?.input).toEqual({
      productId: 7,
      email: 'fan@example.com',
      size: 'L',
      color: 'white',
      newsletter: true,
    });
  });

  it('refuses a bad address without calling the server, and keeps the form on a refusal', async () => {
    const { calls } = stubTrpc({
      'account.sessionCheck': () => ({ authenticated: false }),
      'notify.request': () => {
        throw new StubError('This item is in stock in that size: add it to your cart.', 'BAD_REQUEST', 400);
      },
    });
    renderWithProviders(<LazyNotifyMe target={{ paintingId: 3 }} options={[{ size: '', color: '' }]} />);
    const email = await openForm();
    expect(screen.queryByLabelText('Size and colour')).toBeNull();
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.some((c) => c.path === 'notify.request')).toBe(false);
    fireEvent.change(email, { target: { value: 'fan@example.com' } });
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    await waitFor(() => expect(calls.some((c) => c.path === 'notify.request')).toBe(true));
    expect(screen.queryByTestId('notify-me-done')).toBeNull();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });
});
