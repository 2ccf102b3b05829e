import '../test-env';
import { SETUP_STEPS } from '@shared/schemas/dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { SetupGuide } from './SetupGuide';

const guide = (done: readonly string[], dismissed = false) => ({
  steps: SETUP_STEPS.map((key) => ({ key, done: done.includes(key) })),
  dismissed,
});

describe('the setup guide', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is left, each with its screen, and no Dismiss until everything is done', async () => {
    stubTrpc({ 'admin.dashboard.setupGuide': () => guide(['name', 'product', 'legal']) });
    renderWithProviders(<SetupGuide />, { session: signedIn('owner', 'admin') });
    const section = within(await screen.findByRole('region', { name: 'Get your shop ready' }));
    expect(section.getByText('3 of 8 done. Each step ticks itself once it is done.')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Open Contact Page' }).getAttribute('href')).toBe('/admin?tab=contact');
    expect(section.getByText(/Stripe’s keys in the shop’s server settings/)).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('complete, the owner dismisses it', async () => {
    const stub = stubTrpc({
      'admin.dashboard.setupGuide': () => guide(SETUP_STEPS),
      'admin.site.setSetting': () => ({ success: true }),
    });
    renderWithProviders(<SetupGuide />, { session: signedIn('owner', 'admin') });
    expect(await screen.findByText('Everything is set: your shop is ready for its first customers.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(stub.callsTo('admin.site.setSetting')).toEqual([{ key: 'setupGuideDismissed', value: true }]),
    );
  });

  it('dismissed, it is gone', async () => {
    stubTrpc({ 'admin.dashboard.setupGuide': () => guide(SETUP_STEPS, true) });
    const { container } = renderWithProviders(<SetupGuide />, { session: signedIn('owner', 'admin') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('Get your shop ready');
  });
});
