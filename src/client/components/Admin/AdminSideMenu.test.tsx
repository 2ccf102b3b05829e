import './test-env';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TABS } from '../../features/admin/tabs';
import { renderWithProviders } from '../../test-utils';
import { AdminSideMenu } from './AdminSideMenu';

const STORE_TABS = ['Customization', 'Images', 'Layout', 'About Page', 'Contact Page', 'Pages', 'Untranslated'];

describe('AdminSideMenu', () => {
  it('folds the storefront content tabs under "Online store", which opens and leads to each', async () => {
    const select = vi.fn();
    renderWithProviders(<AdminSideMenu tab="dashboard" select={select} />);
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    const group = within(menu).getByRole('button', { name: 'Online store' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    // Every other tab is one entry; the seven content tabs are one: eighteen entries where there were twenty-four.
    const top = ADMIN_TABS.length - STORE_TABS.length + 1;
    const entries = [...(menu.firstElementChild?.children ?? [])].filter((e) => e.tagName === 'BUTTON');
    expect(entries).toHaveLength(top);
    fireEvent.click(group);
    await waitFor(() => expect(group.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(within(menu).getByRole('button', { name: 'Contact Page' }));
    expect(select).toHaveBeenCalledWith('contact');
    fireEvent.click(within(menu).getByRole('button', { name: 'Settings' }));
    expect(select).toHaveBeenLastCalledWith('settings');
  });

  it('opens the group of the tab being shown and marks that tab current', async () => {
    renderWithProviders(<AdminSideMenu tab="layout" select={() => undefined} />);
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('button', { name: 'Online store' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Layout' }).getAttribute('aria-current')).toBe('page'),
    );
    for (const label of STORE_TABS) expect(within(menu).getByRole('button', { name: label })).toBeTruthy();
  });
});
