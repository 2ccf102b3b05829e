import { describe, expect, it } from 'vitest';
import { paintingPage, productPage, routeHead, type ShopHeadData } from './head';
import { aPainting, aProduct } from './test-fixtures';

const SHOP: ShopHeadData = {
  origin: 'https://shop.example',
  shopName: 'Wild Bleach',
  locale: 'en',
  description: 'Shop',
};

const PHOTOS = [
  { url: '/uploads/tee-front.webp', alt: 'Front', color: null },
  { url: '/uploads/tee-white.webp', alt: 'White', color: 'white' },
  { url: 'https://cdn.example/tee-back.jpg', alt: 'Back', color: null },
];

function tagsOf(page: ReturnType<typeof productPage>) {
  const { meta } = routeHead({ matches: [{ loaderData: SHOP }], loaderData: { page } });
  const ld = meta.find((m) => 'script:ld+json' in m)?.['script:ld+json'] as { image?: string[] };
  const og = meta.filter((m) => m.property === 'og:image').map((m) => m.content);
  return { ld, og };
}

describe('the pages’ images for search engines and sharing', () => {
  it('a product’s JSON-LD lists every photo, absolute, and og:image is the cover', () => {
    const product = aProduct({
      id: 3,
      name: 'Tee',
      description: 'A tee.',
      stock: 1,
      imageUrl: '/uploads/tee-front.webp',
      images: PHOTOS,
    });
    const { ld, og } = tagsOf(productPage(product));
    expect(ld.image).toEqual([
      'https://shop.example/uploads/tee-front.webp',
      'https://shop.example/uploads/tee-white.webp',
      'https://cdn.example/tee-back.jpg',
    ]);
    expect(og).toEqual(['https://shop.example/uploads/tee-front.webp']);
    // An answer without photos: the cover alone, as before.
    expect(tagsOf(productPage({ ...product, images: undefined })).ld.image).toEqual([
      'https://shop.example/uploads/tee-front.webp',
    ]);
  });

  it('a painting’s JSON-LD lists every photo', () => {
    const painting = aPainting({
      id: 9,
      description: 'Oil.',
      image_url: '/uploads/dusk.webp',
      images: [
        { url: '/uploads/dusk.webp', alt: 'Dusk', color: null },
        { url: '/uploads/dusk-detail.webp', alt: 'Detail', color: null },
      ],
      medium: 'Oil',
      artist_name: 'Ann',
      dimensions: { width: 20, height: 30, unit: 'in' },
    });
    const { ld, og } = tagsOf(paintingPage(painting));
    expect(ld.image).toEqual([
      'https://shop.example/uploads/dusk.webp',
      'https://shop.example/uploads/dusk-detail.webp',
    ]);
    expect(og).toEqual(['https://shop.example/uploads/dusk.webp']);
  });
});
