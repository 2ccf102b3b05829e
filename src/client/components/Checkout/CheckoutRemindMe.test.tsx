import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT } from '../../test-utils';
import { fillAddress, renderCheckout, type } from './test-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LABEL = 'E-mail me a link to my cart';

/** "E-mail me a link to my cart" at the address step (issue 40): sent with the checkout as `remindMe`. */
describe('the checkout’s cart-link box', () => {
  it('is off for a guest, and sent as ticked', async () => {
    const { start } = renderCheckout(1, undefined, undefined, { session: LOGGED_OUT });
    const box = (await screen.findByRole('checkbox', { name: LABEL })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    type('Email', 'sam@example.com');
    await fillAddress();
    await vi.waitFor(() => expect(start).toHaveBeenCalled(), { timeout: 8000 });
    expect(start.mock.calls.at(-1)?.[0]).toMatchObject({ remindMe: true });
  });

  it('is on for a customer who agreed in their settings', async () => {
    const { start } = renderCheckout(1, undefined, undefined, {
      handlers: { 'account.preferences': () => ({ cartReminders: true }) },
    });
    const box = (await screen.findByRole('checkbox', { name: LABEL })) as HTMLInputElement;
    await vi.waitFor(() => expect(box.checked).toBe(true));
    await fillAddress();
    await vi.waitFor(() => expect(start).toHaveBeenCalled(), { timeout: 8000 });
    expect(start.mock.calls.at(-1)?.[0]).toMatchObject({ remindMe: true });
  });

  it('says when the mail would come, from the owner’s delay, in English and French', async () => {
    for (const [minutes, locale, hint] of [
      [240, 'en', 'Only if you do not finish: one e-mail, 4 hours later.'],
      [30, 'en', 'Only if you do not finish: one e-mail, 30 minutes later.'],
      [1, 'en', 'Only if you do not finish: one e-mail, 1 minute later.'],
      [4320, 'fr', 'Seulement si vous ne terminez pas : un seul e-mail, 3 jours plus tard.'],
    ] as const) {
      const { unmount } = renderCheckout(1, undefined, undefined, {
        session: LOGGED_OUT,
        locale,
        settings: { abandonedCheckoutDelayMinutes: minutes },
      });
      expect(await screen.findByText(hint)).toBeTruthy();
      unmount();
    }
  });
});
