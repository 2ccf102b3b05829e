import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPainting } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { PaintingDetail } from './PaintingDetail';

/** An announced release as the server answers it before its time (domain/catalogue/release.ts). */
const upcoming = (at: string) =>
  aPainting({ id: 4, title: 'Night Drop', year: 2026, publish_at: at, announce: true, upcoming: true });

describe('an announced release before its time', () => {
  it('counts down instead of Add to Cart, and reads the painting afresh from the time on', async () => {
    const painting = upcoming(new Date(Date.now() + 2_500).toISOString());
    const server = stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => painting });
    renderWithProviders(<PaintingDetail painting={painting} />);
    expect(await screen.findByText(/^Available in 00h 00m 0[1-3]s$/)).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    // Read once for the page; afresh when the time comes.
    expect(server.callsTo('catalogue.painting')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('catalogue.painting')).toHaveLength(2), { timeout: 6_000 });
    expect(screen.getByRole('timer').textContent).toBe('On sale now…');
  });

  it('sells as usual once the server says it is released', async () => {
    const released = { ...upcoming(new Date(Date.now() - 1_000).toISOString()), upcoming: false };
    stubTrpc({ 'cart.get': () => [], 'catalogue.painting': () => released });
    renderWithProviders(<PaintingDetail painting={released} />);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
