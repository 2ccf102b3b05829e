import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { Header } from './Header';

describe('Header', () => {
  beforeEach(() => {
    stubTrpc({ 'cart.get': () => [] });
  });

  it('offers Login / Register to a visitor and no Admin link', async () => {
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: /Login \/ Register/ })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Paintings' }).getAttribute('href')).toBe('/paintings');
  });

  it("shows an admin's name and the Admin link", async () => {
    renderWithProviders(<Header />, { session: signedIn('wren', 'admin') });
    expect(await screen.findByText('wren')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByText('Login / Register')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('gives a customer no Admin link', async () => {
    renderWithProviders(<Header />, { session: signedIn('sam') });
    expect(await screen.findByText('sam')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('highlights the middle word of the shop name and hides an empty cart badge', async () => {
    renderWithProviders(<Header />);
    const highlighted = await screen.findByText('Bleach');
    expect(highlighted.tagName).toBe('SPAN');
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('shows the logo image when the settings ask for one', async () => {
    renderWithProviders(<Header />, { settings: { logoType: 'image', logoImage: '/uploads/logo.png' } });
    const logo = await screen.findByRole('img', { name: 'Wild Bleach Studio' });
    expect(logo.getAttribute('src')).toBe('/uploads/logo.png');
  });
});
