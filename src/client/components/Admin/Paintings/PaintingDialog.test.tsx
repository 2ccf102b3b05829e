import '../test-env';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPainting } from '../../../test-fixtures';
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

  it("edits a limited print's edition per size, explained in place, and sends them as editions", async () => {
    const update = vi.fn((input: unknown) => ({ ...print, ...(input as object) }));
    stubTrpc({ 'admin.paintings.update': update });
    const print = aPainting({
      id: 9,
      title: 'Tide Line',
      is_original: false,
      is_limited: true,
      limited_edition_count: 50,
      current_edition_number: 12,
      available_sizes: [
        { width: 8, height: 10, unit: 'in', price: 45 },
        { width: 16, height: 20, unit: 'in', price: 95 },
      ],
      editions: [
        { width: 8, height: 10, unit: 'in', size: '8x10in', total: 50, sold: 12, proofs: 5, proofsSold: 0 },
        { width: 16, height: 20, unit: 'in', size: '16x20in', total: 25, sold: 0, proofs: 0, proofsSold: 0 },
      ],
    });
    const onClose = vi.fn();
    renderWithProviders(<PaintingDialog opened formKey={1} painting={print} onClose={onClose} />, {
      session: signedIn('admin', 'admin'),
    });
    expect((await screen.findByTestId('edition-help')).textContent).toMatch(/Each size is its own edition/);
    expect(screen.getByText(/each print size is an edition of its own/)).toBeTruthy();
    // The painting's one edition fields give way to the sizes' own.
    expect(screen.queryByLabelText('Edition size')).toBeNull();
    const totals = screen.getAllByLabelText('Edition of') as HTMLInputElement[];
    expect(totals.map((input) => input.value)).toEqual(['50', '25']);
    fireEvent.change(totals[1] as HTMLInputElement, { target: { value: '30' } });
    fireEvent.change(screen.getAllByLabelText('APs')[1] as HTMLInputElement, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Painting' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = update.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(sent.editions).toEqual([
      { width: 8, height: 10, unit: 'in', total: 50, proofs: 5 },
      { width: 16, height: 20, unit: 'in', total: 30, proofs: 3 },
    ]);
    expect(sent.available_sizes).toEqual([
      { width: 8, height: 10, unit: 'in', price: 45 },
      { width: 16, height: 20, unit: 'in', price: 95 },
    ]);
    expect(sent.limited_edition_count).toBeUndefined();
    expect(sent.current_edition_number).toBeUndefined();
  });

  it("edits a painting's story, its exhibitions (one a line) and the hide-from-archive box, with help in place", async () => {
    const update = vi.fn((input: unknown) => ({ ...sold, ...(input as object) }));
    stubTrpc({ 'admin.paintings.update': update });
    const sold = aPainting({
      id: 4,
      title: 'Harbour',
      is_sold: true,
      story: '<p>Dawn</p>',
      exhibitions: ['Galerie Rouge'],
    });
    const onClose = vi.fn();
    renderWithProviders(<PaintingDialog opened formKey={1} painting={sold} onClose={onClose} />, {
      session: signedIn('admin', 'admin'),
    });
    const exhibitions = (await screen.findByLabelText('Exhibitions')) as HTMLTextAreaElement;
    expect(exhibitions.value).toBe('Galerie Rouge');
    expect((screen.getByLabelText('Story') as HTMLTextAreaElement).value).toBe('<p>Dawn</p>');
    expect(screen.getByText(/listed in the archive of your work/)).toBeTruthy();
    fireEvent.change(exhibitions, { target: { value: 'Galerie Rouge\nSalon, 2025' } });
    fireEvent.click(screen.getByLabelText('Hide from the archive'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Painting' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      story: '<p>Dawn</p>',
      exhibitions: 'Galerie Rouge\nSalon, 2025',
      hideFromArchive: true,
    });
  });

  it('starts not final sale, and sends the final sale flag once checked', async () => {
    const update = vi.fn((input: unknown) => input);
    stubTrpc({ 'admin.paintings.update': update });
    const onClose = vi.fn();
    renderWithProviders(<PaintingDialog opened formKey={1} painting={aPainting()} onClose={onClose} />, {
      session: signedIn('admin', 'admin'),
    });
    const box = (await screen.findByLabelText('Final sale (no returns)')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Update Painting' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toMatchObject({ id: 3, finalSale: true });
  });
});
