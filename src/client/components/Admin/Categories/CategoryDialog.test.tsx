import '../test-env';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { CategoryDialog } from './CategoryDialog';

const category = { id: 1, name: 'T-Shirts', slug: 't-shirts', imageUrl: null, product_count: 3 };

describe('CategoryDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the category once, its French and its default details with it', async () => {
    const { callsTo } = stubTrpc({
      'admin.categories.get': () => ({
        ...category,
        translations: { fr: { name: 'T-shirts' } },
        details: { care: 'No bleach' },
      }),
    });
    renderWithProviders(<CategoryDialog opened formKey={1} category={category} onClose={() => {}} />, {
      session: signedIn('admin', 'admin'),
    });
    const french = (await screen.findByLabelText('Français — Name')) as HTMLInputElement;
    expect(french.value).toBe('T-shirts');
    expect((screen.getByLabelText(/^Care/) as HTMLTextAreaElement).value).toBe('No bleach');
    expect(callsTo('admin.categories.get')).toEqual([{ id: 1 }]);
    expect(callsTo('admin.translations.of')).toEqual([]);
  });
});
