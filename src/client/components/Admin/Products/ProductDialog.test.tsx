import '../test-env';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { ProductDialog } from './ProductDialog';

const categories = [{ id: 1, name: 'T-Shirts', slug: 't-shirts', imageUrl: null, product_count: 3 }];
const collections = [{ id: 1, name: 'Vintage', description: '', imageUrl: null, featured: true }];

function stubCatalogue(create = vi.fn((input: unknown) => ({ id: 99, ...(input as object) }))) {
  return stubTrpc({
    'catalogue.categories': () => categories,
    'catalogue.collections': () => collections,
    'admin.products.create': create,
  });
}

function renderNew(onClose = () => {}) {
  return renderWithProviders(<ProductDialog opened formKey={1} product={null} onClose={onClose} />, {
    session: signedIn('admin', 'admin'),
  });
}

describe('ProductDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts a new product at price 0, sizes S, M, L, XL, stock 10, new and not featured', async () => {
    stubCatalogue();
    renderNew();
    expect(await screen.findByText('Add New Product')).toBeTruthy();
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('$0');
    expect((screen.getByLabelText('Sizes') as HTMLInputElement).value).toBe('S, M, L, XL');
    expect((screen.getByLabelText('Stock') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('New arrival') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Featured') as HTMLInputElement).checked).toBe(false);
  });

  it('asks for a name and sends nothing without one', async () => {
    const { callsTo } = stubCatalogue();
    renderNew();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(callsTo('admin.products.create')).toHaveLength(0);
  });

  it('refuses a negative price', async () => {
    stubCatalogue();
    renderNew();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Bleached Tee' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Price must not be negative')).toBeTruthy();
  });

  it('adds the product with the typed lists and closes', async () => {
    const create = vi.fn((input: unknown) => ({ id: 99, ...(input as object) }));
    stubCatalogue(create);
    const onClose = vi.fn();
    renderNew(onClose);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Bleached Tee' } });
    fireEvent.change(screen.getByLabelText('Colors'), { target: { value: 'Black, Sand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Bleached Tee',
        price: 0,
        colors: 'Black, Sand',
        sizes: 'S, M, L, XL',
        stock: 10,
        isNew: true,
        isFeatured: false,
      }),
    );
  });

  it('picks a listed category, or creates one by typing its name', async () => {
    const create = vi.fn((input: unknown) => ({ id: 99, ...(input as object) }));
    stubCatalogue(create);
    const onClose = vi.fn();
    renderNew(onClose);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Bucket Hat' } });
    const category = await screen.findByPlaceholderText('Choose or type a category');
    fireEvent.focus(category);
    fireEvent.change(category, { target: { value: 't-sh' } });
    expect(await screen.findByRole('option', { name: 'T-Shirts', hidden: true })).toBeTruthy();
    fireEvent.change(category, { target: { value: 'Hats' } });
    fireEvent.click(await screen.findByRole('option', { name: '+ Create Hats', hidden: true }));
    expect(await screen.findByText('A new category, created when you save')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Bucket Hat', category: 'Hats' }));
  });
});
