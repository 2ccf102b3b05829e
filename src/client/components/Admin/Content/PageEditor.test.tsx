import '../test-env';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { PagesTab } from './PagesTab';

const PAGES = [
  {
    slug: 'faqs',
    title: 'FAQs',
    contentHtml: '<p>Questions</p>',
    updatedAt: '2026-11-01T00:00:00.000Z',
    translations: {},
  },
  {
    slug: 'shipping-returns',
    title: 'Shipping & Returns',
    contentHtml: '<p>We ship</p>',
    updatedAt: '2026-11-01T00:00:00.000Z',
    translations: { fr: { title: 'Livraison et retours' } },
  },
];

describe('a content page in French', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the page the URL names, shows its French beside the English, and saves it with the page', async () => {
    const { callsTo } = stubTrpc({
      'admin.site.pages': () => PAGES,
      'admin.site.updatePage': (input) => ({ ...PAGES[1], ...(input as object) }),
    });
    renderWithProviders(<PagesTab />, {
      session: signedIn('owner', 'admin'),
      path: '/admin?tab=pages&view=shipping-returns',
    });
    const title = (await screen.findByLabelText('Français — Title')) as HTMLInputElement;
    expect(title.value).toBe('Livraison et retours');
    const content = screen.getByLabelText('Français — Content (HTML)') as HTMLTextAreaElement;
    expect(content.placeholder).toBe('<p>We ship</p>');
    fireEvent.change(content, { target: { value: '<p>Nous expédions</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo('admin.site.updatePage')).toHaveLength(1));
    expect(callsTo('admin.site.updatePage')[0]).toEqual({
      slug: 'shipping-returns',
      title: 'Shipping & Returns',
      contentHtml: '<p>We ship</p>',
      translations: { fr: { title: 'Livraison et retours', contentHtml: '<p>Nous expédions</p>' } },
    });
  });
});
