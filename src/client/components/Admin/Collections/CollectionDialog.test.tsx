import '../test-env';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { CollectionDialog } from './CollectionDialog';

const saveButton = () => screen.getByRole('button', { name: 'Add Collection' }) as HTMLButtonElement;

describe('CollectionDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps Save disabled while the name is empty', async () => {
    stubTrpc({});
    renderWithProviders(<CollectionDialog opened formKey={1} collection={null} onClose={() => {}} />, {
      session: signedIn('admin', 'admin'),
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(name, { target: { value: '   ' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Summer Fade' } });
    expect(saveButton().disabled).toBe(false);
  });

  it('edits an existing collection and closes when saved', async () => {
    const update = vi.fn((input: unknown) => ({
      description: '',
      imageUrl: null,
      featured: false,
      ...(input as object),
    }));
    const { callsTo } = stubTrpc({
      'admin.collections.update': update,
      'admin.translations.of': () => ({ '3': { fr: { name: 'Rétro' } }, '4': { fr: { name: 'Autre' } } }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <CollectionDialog
        opened
        formKey={1}
        collection={{ id: 3, name: 'Vintage', description: 'Old soul', imageUrl: null, featured: true }}
        onClose={onClose}
      />,
      { session: signedIn('admin', 'admin') },
    );
    expect(await screen.findByText('Edit Collection')).toBeTruthy();
    // The form opens once the collection's stored French is known, with it filled in.
    const french = (await screen.findByLabelText('Français — Name')) as HTMLInputElement;
    expect(french.value).toBe('Rétro');
    expect(callsTo('admin.translations.of')).toEqual([{ scope: 'collection' }]);
    fireEvent.change(screen.getByLabelText('Français — Description'), { target: { value: "L'âme ancienne" } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Vintage Fade' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Collection' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 3,
        name: 'Vintage Fade',
        featured: true,
        translations: { fr: { name: 'Rétro', description: "L'âme ancienne" } },
      }),
    );
  });
});
