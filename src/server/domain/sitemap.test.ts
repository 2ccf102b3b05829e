import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.js';

const ORIGIN = 'https://shop.example.com';

describe('sitemapXml', () => {
  it('leaves out a photo whose URL is not one (an owner’s typo), naming the others: the sitemap still answers', () => {
    const xml = sitemapXml(ORIGIN, [
      {
        path: '/product/1',
        lastmod: null,
        images: ['/uploads/tee.webp', 'https://[oops', 'http://cdn.example:99999/a.jpg'],
      },
    ]);
    const images = [...xml.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1]);
    // Once per language.
    expect(images).toEqual([`${ORIGIN}/uploads/tee.webp`, `${ORIGIN}/uploads/tee.webp`]);
  });
});
