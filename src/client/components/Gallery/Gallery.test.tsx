import type { ItemImage } from '@shared/schemas/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '../../features/cart';
import { aProduct } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, variantsOf } from '../../test-utils';
import { ProductCard } from '../ProductCard/ProductCard';
import { OTHER_SWATCH_COLOR, swatchColor, swatchFace } from '../ProductCard/swatch-colors';
import { ProductDetail } from '../ProductDetail/ProductDetail';
import { Gallery } from './Gallery';
import { colourFirst, itemImages } from './item-images';

/** Plain URLs (not shop images): drawn at once, with no image set to wait for. */
const PHOTOS: ItemImage[] = [
  { url: '/test/tee-front.jpg', alt: 'Tee, front', color: null },
  { url: '/test/tee-black.jpg', alt: 'Tee in black', color: 'black' },
  { url: '/test/tee-white.jpg', alt: 'Tee in white', color: 'white' },
  { url: '/test/tee-white-back.jpg', alt: 'Tee in white, back', color: 'white' },
];

const TEE = aProduct({
  id: 7,
  name: 'Spiral Bloom Tee',
  description: 'A reverse tie-dye spiral.',
  price: 48,
  imageUrl: '/test/tee-front.jpg',
  images: PHOTOS,
  colors: ['black', 'white'],
  sizes: ['S', 'M'],
  stock: 6,
  variants: variantsOf({ sizes: ['S', 'M'], colors: ['black', 'white'], price: 48 }, 6),
});

/** The large photo: the image inside the gallery's stage (the one the zoom button names). */
const largePhoto = () => screen.getAllByRole('img')[0] as HTMLImageElement;
const thumbnails = () => within(screen.getByRole('list', { name: 'Choose a photo' })).getAllByRole('button');
const current = () => thumbnails().findIndex((button) => button.getAttribute('aria-current') === 'true');

describe('itemImages', () => {
  it('answers the photos when the item has some, else its cover named by its name or title, else none', () => {
    expect(itemImages(TEE)).toEqual(PHOTOS);
    expect(itemImages({ ...TEE, images: [] })).toEqual([
      { url: '/test/tee-front.jpg', alt: 'Spiral Bloom Tee', color: null },
    ]);
    expect(itemImages({ ...TEE, images: undefined })).toEqual([
      { url: '/test/tee-front.jpg', alt: 'Spiral Bloom Tee', color: null },
    ]);
    expect(itemImages({ title: 'Dusk', image_url: '', preview_image_url: '/test/dusk-small.jpg' })).toEqual([
      { url: '/test/dusk-small.jpg', alt: 'Dusk', color: null },
    ]);
    expect(itemImages({ title: 'Dusk', image_url: '/test/dusk.jpg', preview_image_url: '/x.jpg' })[0]?.url).toBe(
      '/test/dusk.jpg',
    );
    expect(itemImages({ name: 'Bare', imageUrl: null })).toEqual([]);
  });

  it('puts a colour’s photos first, each group in the owner’s order, whatever the case of the name', () => {
    expect(colourFirst(PHOTOS, 'White').map((p) => p.url)).toEqual([
      '/test/tee-white.jpg',
      '/test/tee-white-back.jpg',
      '/test/tee-front.jpg',
      '/test/tee-black.jpg',
    ]);
    expect(colourFirst(PHOTOS, '')).toEqual(PHOTOS);
  });
});

describe('Gallery', () => {
  it('ArrowRight and ArrowLeft move between the photos while focus is inside; the thumbnail shown is aria-current', async () => {
    renderWithProviders(<Gallery images={PHOTOS} name="Spiral Bloom Tee" />);
    await screen.findByRole('region', { name: 'Photos of Spiral Bloom Tee' });
    expect(largePhoto().getAttribute('alt')).toBe('Tee, front');
    expect(largePhoto().getAttribute('fetchpriority')).toBe('high');
    expect(thumbnails().map((b) => b.textContent || b.querySelector('img')?.getAttribute('alt'))).toEqual(
      PHOTOS.map((p) => p.alt),
    );
    expect(current()).toBe(0);

    const zoom = screen.getByRole('button', { name: 'Zoom in on Tee, front' });
    zoom.focus();
    fireEvent.keyDown(zoom, { key: 'ArrowRight' });
    expect(largePhoto().getAttribute('alt')).toBe('Tee in black');
    expect(largePhoto().getAttribute('src')).toBe('/test/tee-black.jpg');
    expect(current()).toBe(1);
    expect(screen.getByText('Photo 2 of 4')).toBeTruthy();

    fireEvent.keyDown(thumbnails()[1] as HTMLElement, { key: 'End' });
    expect(current()).toBe(3);
    fireEvent.keyDown(zoom, { key: 'ArrowRight' });
    expect(current()).toBe(0);
    fireEvent.keyDown(zoom, { key: 'ArrowLeft' });
    expect(largePhoto().getAttribute('alt')).toBe('Tee in white, back');

    fireEvent.click(thumbnails()[2] as HTMLElement);
    expect(largePhoto().getAttribute('alt')).toBe('Tee in white');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe(3);
  });

  it('names its controls in French on French pages', async () => {
    renderWithProviders(<Gallery images={PHOTOS} name="Chandail" />, { locale: 'fr' });
    expect(await screen.findByRole('region', { name: 'Photos de Chandail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo suivante' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Choisir une photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agrandir Tee, front' })).toBeTruthy();
  });

  it('a single photo has no thumbnails nor arrows', async () => {
    renderWithProviders(<Gallery images={itemImages({ ...TEE, images: undefined })} name="Spiral Bloom Tee" />);
    await screen.findByRole('button', { name: 'Zoom in on Spiral Bloom Tee' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });

  it('the zoom opens in a dialog named by the photo, loaded on the first tap', async () => {
    renderWithProviders(<Gallery images={PHOTOS} name="Spiral Bloom Tee" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zoom in on Tee, front' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spiral Bloom Tee: photo 1 of 4' });
    expect(within(dialog).getByRole('img', { name: 'Tee, front' }).getAttribute('src')).toBe('/test/tee-front.jpg');
    expect(within(dialog).getByRole('button', { name: 'Close the zoom' })).toBeTruthy();
  });

  it('the hover detail loads when a mouse first comes over the photo (never on a touch), shown from where it is', async () => {
    renderWithProviders(<Gallery images={PHOTOS} name="Spiral Bloom Tee" />);
    await screen.findByRole('button', { name: 'Zoom in on Tee, front' });
    const photo = largePhoto();
    const layer = () => photo.parentElement?.parentElement?.querySelector('[aria-hidden="true"][class*="hoverZoom"]');
    fireEvent.pointerMove(photo, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layer()).toBeFalsy();
    // One move, no other: the detail shows once its code has come, from the mouse's place then.
    fireEvent.pointerMove(photo, { pointerType: 'mouse', clientX: 10, clientY: 10 });
    await waitFor(() => expect(layer()?.getAttribute('data-active')).toBe('true'));
    expect(layer()?.getAttribute('style')).toContain('tee-front.jpg');
  });
});

/** The product page's detail: the choice in the page's address, the colour chosen first in the gallery. */
function Page() {
  return (
    <CartProvider>
      <ProductDetail product={TEE} />
    </CartProvider>
  );
}

describe('the colour switch', () => {
  it('shows the cover until a colour is chosen, then that colour’s photos first', async () => {
    stubTrpc({ 'cart.get': () => [], 'catalogue.product': () => TEE });
    renderWithProviders(<Page />);
    await screen.findByRole('region', { name: 'Photos of Spiral Bloom Tee' });
    expect(largePhoto().getAttribute('alt')).toBe('Tee, front');
    fireEvent.click(screen.getByRole('radio', { name: 'White' }));
    await waitFor(() => expect(largePhoto().getAttribute('alt')).toBe('Tee in white'));
    expect(thumbnails().map((b) => b.querySelector('img')?.getAttribute('alt'))).toEqual([
      'Tee in white',
      'Tee in white, back',
      'Tee, front',
      'Tee in black',
    ]);
    expect(current()).toBe(0);
    fireEvent.click(thumbnails()[3] as HTMLElement);
    fireEvent.click(screen.getByRole('radio', { name: 'Black' }));
    await waitFor(() => expect(largePhoto().getAttribute('alt')).toBe('Tee in black'));
    expect(current()).toBe(0);
  });

  it('each colour’s swatch shows its own photo (a round crop)', async () => {
    stubTrpc({ 'cart.get': () => [], 'catalogue.product': () => TEE });
    renderWithProviders(<Page />);
    const white = await screen.findByRole('radio', { name: 'White' });
    expect(white.querySelector('img')?.getAttribute('src')).toBe('/test/tee-white.jpg');
  });
});

describe('swatch colours', () => {
  it('take the owner’s colour first, then the colour’s photo, then the table; Bleached Blue is blue, not grey', async () => {
    const owned = { images: PHOTOS, colorSwatches: { 'Bleached Blue': '#1f4e8c', White: '#fafafa' } };
    expect(swatchFace(owned, 'bleached blue')).toEqual({ color: '#1f4e8c' });
    expect(swatchFace(owned, 'white')).toEqual({ color: '#fafafa' });
    expect(swatchFace(owned, 'black')).toEqual({ color: '#000000', photo: '/test/tee-black.jpg' });
    expect(swatchFace({}, 'Bleached Blue').color).not.toBe(OTHER_SWATCH_COLOR);
    expect(swatchColor('Bleached Blue')).toBe(swatchColor('bleached blue'));
    expect(swatchFace({}, 'teal')).toEqual({ color: OTHER_SWATCH_COLOR });

    stubTrpc({ 'cart.get': () => [] });
    renderWithProviders(
      <ProductCard
        product={{ ...TEE, images: undefined, colors: ['Bleached Blue', 'black'], colorSwatches: { black: '#111111' } }}
      />,
    );
    await screen.findByText('Spiral Bloom Tee');
    const colourOf = (name: string) =>
      (document.querySelector(`[data-swatch="${name}"] .mantine-ColorSwatch-colorOverlay`) as HTMLElement).style
        .backgroundColor;
    expect(colourOf('black')).toBe('#111111');
    expect(colourOf('Bleached Blue')).toBe(swatchColor('bleached blue'));
  });
});

describe('cards', () => {
  it('carry the second photo for hover where the item has one, and none otherwise', async () => {
    stubTrpc({ 'cart.get': () => [] });
    const { unmount } = renderWithProviders(<ProductCard product={TEE} />);
    await screen.findByText('Spiral Bloom Tee');
    const hover = document.querySelector('img[data-hover-photo]');
    expect(hover?.getAttribute('src')).toBe('/test/tee-black.jpg');
    expect(hover?.getAttribute('alt')).toBe('');
    expect(hover?.getAttribute('loading')).toBe('lazy');
    unmount();
    renderWithProviders(<ProductCard product={{ ...TEE, images: undefined }} />);
    await screen.findByText('Spiral Bloom Tee');
    expect(document.querySelector('img[data-hover-photo]')).toBeNull();
  });
});
