import type { Painting, Product } from '@shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { paintingPage, productPage, routeHead, type ShopHeadData } from './head';

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
    const product = {
      id: 3,
      name: 'Tee',
      description: 'A tee.',
      price: 40,
      stock: 1,
      imageUrl: '/uploads/tee-front.webp',
      images: PHOTOS,
      category: null,
      categoryId: null,
    } as unknown as Product;
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
    const painting = {
      id: 9,
      title: 'Dusk',
      description: 'Oil.',
      price: 900,
      image_url: '/uploads/dusk.webp',
      preview_image_url: null,
      images: [
        { url: '/uploads/dusk.webp', alt: 'Dusk', color: null },
        { url: '/uploads/dusk-detail.webp', alt: 'Detail', color: null },
      ],
      medium: 'Oil',
      artist_name: 'Ann',
      dimensions: { width: 20, height: 30, unit: 'in' },
      year: 2025,
      is_original: true,
      is_limited: false,
      is_sold: false,
      in_stock: true,
      stock: 1,
      tags: [],
    } as unknown as Painting;
    const { ld, og } = tagsOf(paintingPage(painting));
    expect(ld.image).toEqual([
      'https://shop.example/uploads/dusk.webp',
      'https://shop.example/uploads/dusk-detail.webp',
    ]);
    expect(og).toEqual(['https://shop.example/uploads/dusk.webp']);
  });
});
