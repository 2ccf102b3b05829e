import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { ShopImage } from './ShopImage';

const SETS = {
  '/images/seed/tee.webp': {
    width: 800,
    height: 1000,
    webp: '/images/seed/variants/tee-400.webp?v=1 400w, /images/seed/tee.webp?v=1 800w',
    avif: '/images/seed/variants/tee-400.avif?v=1 400w, /images/seed/variants/tee.avif?v=1 800w',
  },
};

async function shown(ui: React.ReactElement) {
  const { container } = renderWithProviders(ui, { imageSets: SETS, knownImageSets: true });
  return { img: (await screen.findByRole('img')) as HTMLImageElement, container };
}

describe('ShopImage', () => {
  it('serves a known image from its variants: AVIF source, WebP srcset, sizes, lazy, sized', async () => {
    const { img, container } = await shown(
      <ShopImage src="/images/seed/tee.webp" alt="Tee" width={800} height={1000} sizes="50vw" />,
    );
    expect(img.getAttribute('srcset')).toBe(SETS['/images/seed/tee.webp'].webp);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '1000']);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(SETS['/images/seed/tee.webp'].avif);
  });

  it('loads the priority image at once with high fetch priority; widens sizes when the image is wider than its frame', async () => {
    const { img } = await shown(
      <ShopImage src="/images/seed/tee.webp" alt="Tee" width={800} height={1200} sizes="100vw" priority />,
    );
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('sizes')).toBe('calc(100vw * 1.200)');
  });

  it('asks for the sets it does not know, the images drawn in one tick in one call, and draws nothing meanwhile', async () => {
    const { container, imageSetCalls } = renderWithProviders(
      <>
        <ShopImage src="/images/seed/tee.webp" alt="Tee" width={800} height={1000} />
        <ShopImage src="/uploads/gone.webp" alt="Gone" width={800} height={1000} />
        <ShopImage src="https://cdn.example.com/x.jpg" alt="X" width={100} height={100} />
      </>,
      { imageSets: SETS },
    );
    // An external image has no set to wait for; the shop's images wait for theirs.
    await screen.findByAltText('X');
    expect(screen.queryByAltText('Tee')).toBeNull();
    expect(screen.queryByAltText('Gone')).toBeNull();
    expect(await screen.findByAltText('Tee')).toHaveProperty('srcset', SETS['/images/seed/tee.webp'].webp);
    // A shop URL with no set is drawn plainly once the answer says so.
    expect((await screen.findByAltText('Gone')).getAttribute('srcset')).toBeNull();
    expect(imageSetCalls).toEqual([['/images/seed/tee.webp', '/uploads/gone.webp']]);
    expect(container.querySelectorAll('picture > source')).toHaveLength(1);
  });

  it('draws any other URL as a plain image', async () => {
    const { img, container } = await shown(
      <ShopImage src="https://cdn.example.com/x.jpg" alt="X" width={100} height={100} />,
    );
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/x.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
    expect(container.querySelector('picture')).toBeNull();
  });
});
