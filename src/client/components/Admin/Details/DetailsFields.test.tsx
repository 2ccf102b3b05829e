import '../test-env';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aPainting, aProduct } from '../../../test-fixtures';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { CategoryDialog } from '../Categories/CategoryDialog';
import { PaintingDialog } from '../Paintings/PaintingDialog';
import { ProductDialog } from '../Products/ProductDialog';

const admin = { session: signedIn('admin', 'admin') };
const category = { id: 1, name: 'T-Shirts', slug: 't-shirts', imageUrl: null, product_count: 3 };

function stubProducts(update = vi.fn((input: unknown) => input)) {
  stubTrpc({
    'catalogue.categories': () => [category],
    'catalogue.collections': () => [],
    'admin.products.update': update,
  });
  return update;
}

const JEANS = aProduct({
  name: 'Faded Jeans',
  price: 60,
  category: 'T-Shirts',
  categoryId: 1,
  sizes: ['28', '30'],
  stock: 4,
  variants: [],
  details: { materials: 'Denim' },
});

describe("the admin's details sections (issue 38)", () => {
  it('edits a product’s materials, fit, care and a size chart (rows, columns, unit) and saves them', async () => {
    const update = stubProducts();
    const onClose = vi.fn();
    renderWithProviders(<ProductDialog opened formKey={1} product={JEANS} onClose={onClose} />, admin);
    const materials = (await screen.findByLabelText(/^Materials/)) as HTMLTextAreaElement;
    expect(materials.value).toBe('Denim');
    fireEvent.change(screen.getByLabelText(/^Care/), { target: { value: 'Wash cold\nHang dry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a size chart' }));
    fireEvent.change(screen.getByLabelText('Column 2 name'), { target: { value: 'Waist' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    fireEvent.change(screen.getByLabelText('Column 3 name'), { target: { value: 'Inseam' } });
    fireEvent.change(screen.getByLabelText('Row 1, Size'), { target: { value: '28' } });
    fireEvent.change(screen.getByLabelText('Row 1, Waist'), { target: { value: '28' } });
    fireEvent.change(screen.getByLabelText('Row 1, Inseam'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Centimetres' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 5,
        details: {
          materials: 'Denim',
          care: 'Wash cold\nHang dry',
          sizeChart: { columns: ['Size', 'Waist', 'Inseam'], rows: [['28', '28', '30']], unit: 'cm' },
        },
      }),
    );
  });

  it('edits a painting’s framing, signature, certificate and shipping notes', async () => {
    const update = vi.fn((input: unknown) => input);
    stubTrpc({ 'admin.paintings.update': update });
    const painting = aPainting({
      medium: 'Oil',
      dimensions: { width: 20, height: 30, unit: 'in' },
      details: { framing: 'Unframed' },
    });
    const onClose = vi.fn();
    renderWithProviders(<PaintingDialog opened formKey={1} painting={painting} onClose={onClose} />, admin);
    expect(((await screen.findByLabelText(/^Framing/)) as HTMLTextAreaElement).value).toBe('Unframed');
    fireEvent.change(screen.getByLabelText(/^Certificate/), { target: { value: 'Certificate included' } });
    fireEvent.click(screen.getByRole('button', { name: /^Update/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ details: { framing: 'Unframed', certificate: 'Certificate included' } }),
    );
  });

  it("loads and saves a category's default details for its products", async () => {
    const update = vi.fn((input: unknown) => ({ ...category, translations: {}, ...(input as object) }));
    stubTrpc({
      'admin.categories.get': () => ({ ...category, translations: {}, details: { care: 'No bleach' } }),
      'admin.categories.update': update,
    });
    const onClose = vi.fn();
    renderWithProviders(<CategoryDialog opened formKey={1} category={category} onClose={onClose} />, admin);
    const care = (await screen.findByLabelText(/^Care/)) as HTMLTextAreaElement;
    expect(care.value).toBe('No bleach');
    fireEvent.change(care, { target: { value: 'Wash cold' } });
    fireEvent.change(screen.getByLabelText(/^Fit/), { target: { value: 'Relaxed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Category' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, details: { care: 'Wash cold', fit: 'Relaxed' } }),
    );
  });
});
