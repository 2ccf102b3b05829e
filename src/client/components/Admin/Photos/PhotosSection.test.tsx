import '../test-env';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPainting, aProduct } from '../../../test-fixtures';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn, variantsOf } from '../../../test-utils';
import { PaintingDialog } from '../Paintings/PaintingDialog';
import { ProductDialog } from '../Products/ProductDialog';

const FRONT = { url: '/uploads/front.webp', alt: 'Acid Wash Tee — front', color: 'Bleached Blue' };
const BACK = { url: '/uploads/back.webp', alt: 'Acid Wash Tee — back', color: null };

const TEE = aProduct({
  imageUrl: FRONT.url,
  images: [FRONT, BACK],
  colorSwatches: { 'Bleached Blue': '#9db4d0' },
  colors: ['Bleached Blue', 'Black'],
  sizes: ['M'],
  variants: variantsOf({ sizes: ['M'], colors: ['Bleached Blue', 'Black'], price: 40 }, {}, {}),
});

function renderTee() {
  const update = vi.fn((input: unknown) => ({ ...TEE, ...(input as object) }));
  const trpc = stubTrpc({
    'catalogue.categories': () => [],
    'catalogue.collections': () => [],
    'admin.products.update': update,
  });
  const onClose = vi.fn();
  renderWithProviders(<ProductDialog opened formKey={1} product={TEE} onClose={onClose} />, {
    session: signedIn('admin', 'admin'),
  });
  return { ...trpc, update, onClose };
}

const altOf = (n: number) => screen.getByLabelText(new RegExp(`^Alt text, photo ${n}`)) as HTMLInputElement;

describe('the Photos section', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reorders by keyboard: Move left makes photo 2 the cover, announced, focus kept on the moved photo', async () => {
    const { update, onClose } = renderTee();
    expect((await screen.findAllByText('Cover')).length).toBe(1);
    expect(altOf(1).value).toBe(FRONT.alt);
    const left = screen.getByRole('button', { name: 'Move photo 2 left' });
    left.focus();
    fireEvent.click(left);
    expect(altOf(1).value).toBe(BACK.alt);
    expect(altOf(2).value).toBe(FRONT.alt);
    expect(screen.getByRole('status').textContent).toBe('Photo moved to position 1 of 2: it is now the cover.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 1 right' })),
    );
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 5, images: [BACK, FRONT], colorSwatches: { 'Bleached Blue': '#9db4d0' } }),
    );
    expect(update.mock.calls[0]?.[0]).not.toHaveProperty('imageUrl');
  });

  it('asks for each photo’s alt text and saves nothing without it', async () => {
    const { callsTo, update, onClose } = renderTee();
    fireEvent.change(await screen.findByLabelText(/^Alt text, photo 2/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Each photo needs alt text')).toBeTruthy();
    expect(callsTo('admin.products.update')).toHaveLength(0);
    fireEvent.change(altOf(2), { target: { value: 'Acid Wash Tee — back, faded hem' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ images: [FRONT, { ...BACK, alt: 'Acid Wash Tee — back, faded hem' }] }),
    );
  });

  it('removes a photo, and the next becomes the cover', async () => {
    const { update, onClose } = renderTee();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    expect(altOf(1).value).toBe(BACK.alt);
    expect(screen.queryByLabelText(/^Alt text, photo 2/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ images: [BACK] }));
  });

  it('offers the painting form the same photos, a new cover clearing its preview so it follows', async () => {
    const update = vi.fn((input: unknown) => input);
    stubTrpc({ 'admin.paintings.update': update, 'settings.get': () => ({}) });
    const images = [
      { url: '/uploads/dusk.webp', alt: 'Dusk', color: null },
      { url: '/uploads/frame.webp', alt: 'Dusk — in its frame', color: null },
    ];
    const painting = aPainting({
      id: 7,
      price: 300,
      image_url: '/uploads/dusk.webp',
      preview_image_url: '/uploads/dusk-400.webp',
      images,
      medium: '',
      artist_name: 'A',
      dimensions: { width: null, height: null, unit: 'in' },
      year: 2026,
      mark_sold_after_purchase: false,
    });
    const onClose = vi.fn();
    renderWithProviders(<PaintingDialog opened formKey={1} painting={painting} onClose={onClose} />, {
      session: signedIn('admin', 'admin'),
    });
    expect(screen.queryByLabelText(/^Colour, photo 1/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Move photo 2 left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Painting' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        images: [images[1], images[0]],
        preview_image_url: null,
      }),
    );
  });
});
