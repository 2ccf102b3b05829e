import { describe, expect, it } from 'vitest';
import { imagePreload, toSrcset } from './images.js';

describe('image sets', () => {
  it('writes srcset candidates and a preload of the best format', () => {
    const webp = toSrcset([
      { url: '/a-400.webp', width: 400 },
      { url: '/a.webp', width: 800 },
    ]);
    expect(webp).toBe('/a-400.webp 400w, /a.webp 800w');
    expect(imagePreload({ width: 800, height: 1000, webp }, '100vw')).toEqual({
      rel: 'preload',
      as: 'image',
      imageSrcSet: webp,
      imageSizes: '100vw',
      type: 'image/webp',
      fetchPriority: 'high',
    });
    expect(imagePreload({ width: 800, height: 1000, webp, avif: '/a.avif 800w' }, '50vw')).toMatchObject({
      imageSrcSet: '/a.avif 800w',
      type: 'image/avif',
    });
  });
});
