import '../test-env';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { PaintingDialog } from './PaintingDialog';

function renderNew(onClose = () => {}) {
  return renderWithProviders(<PaintingDialog opened formKey={1} painting={null} onClose={onClose} />, {
    session: signedIn('admin', 'admin'),
    settings: { artistName: 'Mara' },
  });
}

describe('PaintingDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts an original in stock by the shop's artist, in inches, this year", async () => {
    stubTrpc({});
    renderNew();
    expect(await screen.findByText('Add New Painting')).toBeTruthy();
    expect((screen.getByLabelText('Artist') as HTMLInputElement).value).toBe('Mara');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe(String(new Date().getFullYear()));
    expect((screen.getByLabelText('Original') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('In stock') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'in' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the edition size and number only when Limited Edition is checked', async () => {
    stubTrpc({});
    renderNew();
    const limited = await screen.findByLabelText('Limited Edition');
    expect(screen.queryByLabelText('Edition size')).toBeNull();
    expect(screen.queryByLabelText(/^Edition number/)).toBeNull();
    fireEvent.click(limited);
    expect(await screen.findByLabelText('Edition size')).toBeTruthy();
    expect(screen.getByLabelText(/^Edition number/)).toBeTruthy();
    fireEvent.click(limited);
    await waitFor(() => expect(screen.queryByLabelText('Edition size')).toBeNull());
  });

  it('offers print sizes only for prints', async () => {
    stubTrpc({});
    renderNew();
    const original = await screen.findByLabelText('Original');
    expect(screen.queryByRole('button', { name: 'Add size' })).toBeNull();
    fireEvent.click(original);
    fireEvent.click(await screen.findByRole('button', { name: 'Add size' }));
    expect(screen.getByRole('button', { name: 'Remove size 1' })).toBeTruthy();
  });

  it('sends empty number fields as unset and the tags as typed', async () => {
    const create = vi.fn((input: unknown) => ({ id: 5, ...(input as object) }));
    stubTrpc({ 'admin.paintings.create': create });
    const onClose = vi.fn();
    renderNew(onClose);
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Low Tide' } });
    fireEvent.change(screen.getByLabelText(/^Tags/), { target: { value: 'blue, calm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Painting' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Low Tide',
        artist_name: 'Mara',
        tags: 'blue, calm',
        is_original: true,
        in_stock: true,
        dimensions: { width: '', height: '', unit: 'in' },
        limited_edition_count: '',
        available_sizes: [],
      }),
    );
  });

  it('asks for a title', async () => {
    const { callsTo } = stubTrpc({});
    renderNew();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Painting' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(callsTo('admin.paintings.create')).toHaveLength(0);
  });
});
