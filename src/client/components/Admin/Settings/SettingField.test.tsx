import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORE_GROUPS } from '../../../features/admin/setting-fields';
import { renderWithProviders } from '../../../test-utils';
import { SettingField } from './SettingField';

const chargeCad = STORE_GROUPS.flatMap((group) => group.fields).find((field) => field.key === 'chargeCurrencies');

describe('Settings → Store: Charge in Canadian dollars too', () => {
  it('adds CAD to the charged currencies, and takes it away again', async () => {
    if (!chargeCad) throw new Error('no chargeCurrencies field');
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<SettingField field={chargeCad} value={['USD']} onChange={onChange} />);
    const toggle = await screen.findByRole('switch', { name: /^Charge in Canadian dollars too/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(['USD', 'CAD']);
    unmount();
    renderWithProviders(<SettingField field={chargeCad} value={['USD', 'CAD']} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('switch', { name: /^Charge in Canadian dollars too/ }));
    expect(onChange).toHaveBeenLastCalledWith(['USD']);
  });
});
