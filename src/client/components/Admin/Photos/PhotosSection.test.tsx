import '../test-env';
import type { ItemImage } from '@shared/schemas/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPainting, aProduct } from '../../../test-fixtures';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn, variantsOf } from '../../../test-utils';
import { PaintingDialog } from '../Paintings/PaintingDialog';
import { ProductDialog } from '../Products/ProductDialog';
import { PhotosSection } from './PhotosSection';

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

/** The library's images, named a.png, b.png …; the first is the tee's FRONT photo. */
const LIBRARY = ['front', 'a', 'b', 'c', 'd'].map((name, i) => ({
  id: i + 1,
  url: i === 0 ? FRONT.url : `/uploads/${name}.webp`,
  originalName: `${name}.png`,
  width: 640,
  height: 800,
  sizeBytes: 2000,
  variants: [],
  alt: '',
  createdAt: '2026-11-28T07:00:00.000Z',
}));

function renderTee(images = TEE.images) {
  const update = vi.fn((input: unknown) => ({ ...TEE, ...(input as object) }));
  const trpc = stubTrpc({
    'catalogue.categories': () => [],
    'catalogue.collections': () => [],
    'admin.products.update': update,
    'admin.site.media': () => LIBRARY,
  });
  const onClose = vi.fn();
  const product = { ...TEE, images };
  renderWithProviders(<ProductDialog opened formKey={1} product={product} onClose={onClose} />, {
    session: signedIn('admin', 'admin'),
  });
  return { ...trpc, update, onClose };
}

/** Twelve photos less `room`: the tee's two and some more. */
const teeWithRoomFor = (room: number) => [
  FRONT,
  BACK,
  ...Array.from({ length: 10 - room }, (_, i) => ({ url: `/uploads/more-${i}.webp`, alt: `More ${i}`, color: null })),
];

/** An XMLHttpRequest that answers each upload as the media endpoint does, once `finish()` is called. */
function fakeUploads() {
  const sent: { name: string; finish: () => void }[] = [];
  class FakeXhr {
    upload = { onprogress: null };
    status = 0;
    response: unknown = null;
    responseType = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send(data: FormData) {
      const file = data.get('file') as File;
      const name = file.name.replace(/\.png$/, '');
      sent.push({
        name: file.name,
        finish: () => {
          this.status = 201;
          this.response = {
            ...LIBRARY[1],
            id: 100 + sent.length,
            url: `/uploads/up-${name}.webp`,
            originalName: file.name,
          };
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const pngFile = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The Photos section alone (no dialog around it): a painting's, so no colour per photo. */
function Harness({ initial }: { initial: ItemImage[] }) {
  const [photos, setPhotos] = useState(initial);
  return <PhotosSection itemName="Acid Wash Tee" photos={photos} onChange={setPhotos} />;
}

function renderSection(initial: ItemImage[]) {
  stubTrpc({ 'admin.site.media': () => LIBRARY });
  renderWithProviders(<Harness initial={initial} />, { session: signedIn('admin', 'admin') });
}

/** The library picker: a lazy chunk, slow to come on a loaded machine. */
async function openPicker() {
  fireEvent.click(await screen.findByRole('button', { name: 'Choose from library' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose photos from library' }, { timeout: 10_000 });
  await within(picker).findByRole('button', { name: 'a.png' }, { timeout: 10_000 });
  return picker;
}

const altOf = (n: number) => screen.getByLabelText(new RegExp(`^Alt text, photo ${n}(?!\\d)`)) as HTMLInputElement;

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

  it('adds several library photos at once, in the order chosen; one the item has is not offered again', async () => {
    const { update, onClose } = renderTee();
    const picker = await openPicker();
    const tile = (name: string) => within(picker).getByRole('button', { name });
    expect(tile('front.png (already a photo of this item)')).toHaveProperty('disabled', true);
    for (const name of ['c.png', 'a.png', 'b.png', 'a.png', 'a.png']) fireEvent.click(tile(name));
    expect(tile('c.png').getAttribute('aria-pressed')).toBe('true');
    expect(tile('d.png').getAttribute('aria-pressed')).toBe('false');
    expect(within(picker).getByText('3 of 10 chosen')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Add 3 photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose photos from library' })).toBeNull(), {
      timeout: 5000,
    });
    expect([3, 4, 5].map((n) => altOf(n).value)).toEqual([3, 4, 5].map((n) => `Acid Wash Tee — photo ${n}`));
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = update.mock.calls[0]?.[0] as { images: { url: string }[] } | undefined;
    expect(saved?.images.map((i) => i.url)).toEqual([
      FRONT.url,
      BACK.url,
      '/uploads/c.webp',
      '/uploads/b.webp',
      '/uploads/a.webp',
    ]);
  });

  it('says why a library pick past the 12th photo is refused, and then offers no more', async () => {
    renderSection(teeWithRoomFor(2));
    const picker = await openPicker();
    for (const name of ['a.png', 'b.png', 'c.png']) fireEvent.click(within(picker).getByRole('button', { name }));
    expect(within(picker).getByRole('button', { name: 'c.png' }).getAttribute('aria-pressed')).toBe('false');
    expect(
      within(picker).getByText(
        'At most 12 photos per item, so this one has room for 2 more: unselect one to choose another.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Add 2 photos' }));
    expect(await screen.findByText('This item has 12 photos, the most it can have.')).toBeTruthy();
    expect(altOf(12).value).toBe('Acid Wash Tee — photo 12');
    expect(screen.queryByRole('button', { name: 'Choose from library' })).toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('Upload images')).toBeNull(), { timeout: 5000 });
  });

  it('uploads only the files there is room for, says so, and keeps alt text typed while they upload', async () => {
    const sent = fakeUploads();
    renderSection(teeWithRoomFor(2));
    const input = await screen.findByLabelText('Upload images');
    fireEvent.change(input, { target: { files: ['x.png', 'y.png', 'z.png'].map(pngFile) } });
    expect(
      await screen.findByText('At most 12 photos per item, so this one has room for 2 more: 1 file was not uploaded.'),
    ).toBeTruthy();
    await waitFor(() => expect(sent.map((s) => s.name)).toEqual(['x.png']), { timeout: 5000 });
    fireEvent.change(altOf(1), { target: { value: 'Front, typed during the upload' } });
    sent[0]?.finish();
    await waitFor(() => expect(sent.map((s) => s.name)).toEqual(['x.png', 'y.png']), { timeout: 5000 });
    sent[1]?.finish();
    await waitFor(() => expect(altOf(12).value).toBe('Acid Wash Tee — photo 12'), { timeout: 5000 });
    expect(altOf(1).value).toBe('Front, typed during the upload');
    expect(sent).toHaveLength(2);
    expect(screen.getByText('This item has 12 photos, the most it can have.')).toBeTruthy();
  });
});
