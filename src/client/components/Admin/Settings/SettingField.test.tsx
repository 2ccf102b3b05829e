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

describe('Settings → Store: Highlighted word (issue 44.6)', () => {
  const fields = STORE_GROUPS.flatMap((group) => group.fields);
  const highlight = fields.find((field) => field.key === 'shopNameHighlight');

  it('replaces the "Three words" hint: the owner picks the word of her shop name, or none', async () => {
    if (!highlight) throw new Error('no shopNameHighlight field');
    expect(fields.find((field) => field.key === 'shopName')?.description).not.toMatch(/Three words/);
    const onChange = vi.fn();
    renderWithProviders(
      <SettingField field={highlight} value={2} onChange={onChange} words={['Studio', 'Nord', 'Apparel', 'Co']} />,
    );
    const select = (await screen.findAllByLabelText(/^Highlighted word/)).find((el) => el.tagName === 'INPUT');
    if (!select) throw new Error('no input');
    expect((select as HTMLInputElement).value).toBe('Nord (word 2)');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Co (word 4)', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'None', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
});
