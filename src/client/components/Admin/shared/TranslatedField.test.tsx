import '../test-env';
import { SETTING_DEFAULTS } from '@shared/settings';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPainting, aProduct } from '../../../test-fixtures';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { AboutPageTab } from '../Content/AboutPageTab';
import { PaintingDialog } from '../Paintings/PaintingDialog';
import { ProductDialog } from '../Products/ProductDialog';
import { LayoutTab } from '../Settings/LayoutTab';
import { TranslatedField } from './TranslatedField';

const admin = { session: signedIn('owner', 'admin') };
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function Pair({ english }: { english: string }) {
  const [fr, setFr] = useState('');
  return (
    <TranslatedField
      label="Hero title"
      kind="text"
      english={{ value: english, onChange: () => {} }}
      french={{ value: fr, onChange: (event) => setFr(event.currentTarget.value) }}
    />
  );
}

const TEE = aProduct({ description: 'Bleached by hand', translations: { fr: { name: 'Tee délavé' } } });

describe('TranslatedField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the English beside an empty French field as its placeholder, and says it falls back to English', async () => {
    renderWithProviders(<Pair english="Bleached by hand" />);
    const french = (await screen.findByLabelText('Français — Hero title')) as HTMLInputElement;
    expect(french.placeholder).toBe('Bleached by hand');
    expect(french.getAttribute('lang')).toBe('fr');
    expect(screen.getByText('Falls back to English')).toBeTruthy();
    // The English keeps the field's own name: the language tag beside it is not read out.
    expect(screen.getByRole('textbox', { name: 'Hero title' })).toBeTruthy();
    fireEvent.change(french, { target: { value: 'Blanchi à la main' } });
    expect(screen.queryByText('Falls back to English')).toBeNull();
  });

  it("edits a product's French beside its English and saves it in translations.fr ('' removes one)", async () => {
    const update = vi.fn((sent: unknown) => ({ ...TEE, ...(sent as object) }));
    stubTrpc({
      'catalogue.categories': () => [],
      'catalogue.collections': () => [],
      'admin.products.update': update,
    });
    const onClose = vi.fn();
    renderWithProviders(<ProductDialog opened formKey={1} product={TEE} onClose={onClose} />, admin);
    const name = (await screen.findByLabelText('Français — Name')) as HTMLInputElement;
    expect(name.value).toBe('Tee délavé');
    const description = input('Français — Description');
    expect(description.value).toBe('');
    expect(description.placeholder).toBe('Bleached by hand');
    expect(screen.getAllByText('Falls back to English')).toHaveLength(1);

    fireEvent.change(description, { target: { value: 'Blanchi à la main' } });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      id: 5,
      name: 'Acid Wash Tee',
      translations: { fr: { name: '', description: 'Blanchi à la main' } },
    });
  });

  it('offers the French of each details block the English has written, and only those', async () => {
    stubTrpc({ 'catalogue.categories': () => [], 'catalogue.collections': () => [] });
    const withCare = { ...TEE, details: { care: 'Wash cold' }, translations: { fr: { care: 'Laver à froid' } } };
    renderWithProviders(<ProductDialog opened formKey={1} product={withCare} onClose={vi.fn()} />, admin);
    expect(((await screen.findByLabelText('Français — Care')) as HTMLTextAreaElement).value).toBe('Laver à froid');
    expect(screen.queryByLabelText('Français — Materials')).toBeNull();
  });

  it("gives each details block's French as many lines as its English: fit, framing and signature are texts too", async () => {
    stubTrpc({ 'catalogue.categories': () => [], 'catalogue.collections': () => [], 'settings.get': () => ({}) });
    const fitted = { ...TEE, details: { fit: 'Relaxed\nTrue to size' } };
    renderWithProviders(<ProductDialog opened formKey={1} product={fitted} onClose={vi.fn()} />, admin);
    expect((await screen.findByLabelText('Français — Fit')).tagName).toBe('TEXTAREA');
    cleanup();
    const signed = aPainting({ details: { framing: 'Floating frame', signature: 'Signed on the back' } });
    renderWithProviders(<PaintingDialog opened formKey={1} painting={signed} onClose={vi.fn()} />, admin);
    expect((await screen.findByLabelText('Français — Framing')).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Français — Signature').tagName).toBe('TEXTAREA');
  });

  it("saves the shoppers' texts' French with admin.translations.setSite, and only what changed", async () => {
    const { callsTo } = stubTrpc({
      'admin.translations.site': () => ({ settings: { fr: { aboutStoryTitle: 'Notre' } }, menus: {} }),
      'admin.translations.setSite': () => ({ settings: {}, menus: {} }),
    });
    renderWithProviders(<AboutPageTab />, {
      ...admin,
      settings: { aboutStoryTitle: 'Our', aboutProcessTitle: 'The' },
    });
    await waitFor(() => expect(input('Français — Story title').value).toBe('Notre'));
    expect(input('Français — Process title').placeholder).toBe('The');
    fireEvent.change(input('Français — Process title'), { target: { value: 'Le' } });
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo('admin.translations.setSite')).toHaveLength(1));
    expect(callsTo('admin.translations.setSite')[0]).toEqual({
      settings: { fr: { aboutProcessTitle: 'Le' } },
      menus: { fr: {} },
    });
    expect(callsTo('admin.site.setSettings')).toHaveLength(0);
  });

  it("translates the menus' labels once each, by their English", async () => {
    const { callsTo } = stubTrpc({
      'catalogue.categories': () => [],
      'catalogue.collections': () => [],
      'admin.site.pages': () => [],
      'settings.all': () => SETTING_DEFAULTS,
      'admin.translations.site': () => ({ settings: {}, menus: {} }),
      'admin.translations.setSite': () => ({ settings: {}, menus: {} }),
    });
    renderWithProviders(<LayoutTab />, admin);
    const newArrivals = (await screen.findByLabelText('Français — New Arrivals')) as HTMLInputElement;
    // "New Arrivals" is in the header and the footer: one French label for both.
    expect(screen.getAllByLabelText('Français — New Arrivals')).toHaveLength(1);
    expect(newArrivals.placeholder).toBe('New Arrivals');
    fireEvent.change(newArrivals, { target: { value: 'Nouveautés' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save All Settings' }));
    await waitFor(() => expect(callsTo('admin.translations.setSite')).toHaveLength(1));
    expect(callsTo('admin.translations.setSite')[0]).toEqual({
      settings: { fr: {} },
      menus: { fr: { 'New Arrivals': 'Nouveautés' } },
    });
  });
});
