import '../test-env';
import { notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../../test-fixtures';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn, variantsOf } from '../../../test-utils';
import { ProductDialog } from './ProductDialog';

const categories = [{ id: 1, name: 'T-Shirts', slug: 't-shirts', imageUrl: null, product_count: 3 }];
const collections = [{ id: 1, name: 'Vintage', description: '', imageUrl: null, featured: true }];

function stubCatalogue(
  create = vi.fn((input: unknown) => ({ id: 99, ...(input as object) })),
  update = vi.fn((input: unknown) => input),
) {
  return stubTrpc({
    'catalogue.categories': () => categories,
    'catalogue.collections': () => collections,
    'admin.products.create': create,
    'admin.products.update': update,
  });
}

/** A tee in S/M/L × black/white that tracks stock per variant; L / white costs $4 more. */
const TEE = aProduct({
  category: 'T-Shirts',
  categoryId: 1,
  colors: ['black', 'white'],
  sizes: ['S', 'M', 'L'],
  stock: 9,
  stockPerVariant: true,
  variants: variantsOf(
    { sizes: ['S', 'M', 'L'], colors: ['black', 'white'], price: 40 },
    { 'S/black': 2, 'M/black': 3, 'L/black': 1, 'S/white': 3 },
    { 'L/white': 44 },
  ),
});

const stockOf = (name: string) => (screen.getByLabelText(`Stock of ${name}`) as HTMLInputElement).value;

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

  it("schedules a release in the owner's time zone, with its countdown page", async () => {
    const create = vi.fn((input: unknown) => ({ id: 99, ...(input as object) }));
    stubCatalogue(create);
    const onClose = vi.fn();
    renderNew(onClose);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Drop Tee' } });
    fireEvent.change(screen.getByLabelText(/^Release at \(.+ time\)/), { target: { value: '2026-12-01T18:00:00' } });
    fireEvent.click(screen.getByLabelText('Show a countdown page before release'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ publishAt: new Date('2026-12-01T18:00:00').toISOString(), announce: true }),
    );
    expect(create.mock.calls[0]?.[0]).not.toHaveProperty('releaseAt');
  });

  it('says a scheduled product goes on sale at its time, not that it is in the shop', async () => {
    const at = '2026-12-01T18:00:00.000Z';
    stubCatalogue(vi.fn((input: unknown) => ({ id: 99, ...(input as object), publishAt: at, upcoming: true })));
    const onClose = vi.fn();
    renderNew(onClose);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Drop Tee' } });
    fireEvent.change(screen.getByLabelText(/^Release at \(.+ time\)/), { target: { value: '2026-12-01T18:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const shown = notificationsStore.getState().notifications.map((n) => [n.title, String(n.message)]);
    expect(shown).toEqual([['Product Added', expect.stringMatching(/^Drop Tee is scheduled: it goes on sale /)]]);
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

  it('tracks stock per size/colour: the switch gives the first variant the shared stock, the grid follows the sizes typed', async () => {
    const create = vi.fn((input: unknown) => ({ id: 99, ...(input as object) }));
    stubCatalogue(create);
    const onClose = vi.fn();
    renderNew(onClose);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Acid Wash Tee' } });
    fireEvent.change(screen.getByLabelText('Sizes'), { target: { value: 'S, M, L' } });
    fireEvent.change(screen.getByLabelText('Colors'), { target: { value: 'black, white' } });
    expect(screen.queryByRole('table', { name: 'Variants' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Track stock per size\/colour/ }));
    const grid = await screen.findByRole('table', { name: 'Variants' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S / black', 'S / white', 'M / black', 'M / white', 'L / black', 'L / white']);
    expect([stockOf('S / black'), stockOf('S / white'), stockOf('L / white')]).toEqual(['10', '0', '0']);
    // The owner is told where the shared stock went until she splits it.
    expect(
      screen.getByText("The 10 in stock are on S / black for now: set each size's stock below, or Set all."),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Set all to'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set all' }));
    fireEvent.change(screen.getByLabelText('Stock of M / white'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Price of L / white'), { target: { value: '44' } });
    fireEvent.change(screen.getByLabelText('SKU of S / black'), { target: { value: 'AWT-S-BLK' } });
    expect(screen.getByTestId('variant-total').textContent).toBe('6 variants · 20 in stock');
    fireEvent.change(screen.getByLabelText('Sizes'), { target: { value: 'S, M, L, XL' } });
    expect(await within(grid).findByRole('rowheader', { name: 'XL / white' })).toBeTruthy();
    expect(stockOf('XL / black')).toBe('0');
    expect(stockOf('M / white')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = create.mock.calls[0]?.[0] as { stockPerVariant: boolean; variants: Record<string, unknown>[] };
    expect(sent.stockPerVariant).toBe(true);
    expect(sent.variants).toHaveLength(8);
    expect(sent.variants).toContainEqual({ size: 'S', color: 'black', stock: 4, sku: 'AWT-S-BLK', price: '' });
    expect(sent.variants).toContainEqual({ size: 'L', color: 'white', stock: 4, sku: null, price: 44 });
    expect(sent.variants).toContainEqual({ size: 'M', color: 'white', stock: 0, sku: null, price: '' });
    expect(sent.variants).toContainEqual(expect.objectContaining({ size: 'XL', color: 'black', stock: 0 }));
  });

  it("edits a product's variants as the server lists them, and folds them into one number when switched off", async () => {
    const update = vi.fn((input: unknown) => input);
    stubCatalogue(undefined, update);
    const onClose = vi.fn();
    renderWithProviders(<ProductDialog opened formKey={1} product={TEE} onClose={onClose} />, {
      session: signedIn('admin', 'admin'),
    });
    await screen.findByRole('table', { name: 'Variants' });
    expect([stockOf('S / black'), stockOf('M / black'), stockOf('M / white')]).toEqual(['2', '3', '0']);
    expect((screen.getByLabelText('SKU of M / black') as HTMLInputElement).value).toBe('SKU-3');
    expect((screen.getByLabelText('Price of L / white') as HTMLInputElement).value).toBe('$44');
    expect((screen.getByLabelText('Price of L / black') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('switch', { name: /Track stock per size\/colour/ }));
    expect(screen.queryByRole('table', { name: 'Variants' })).toBeNull();
    expect((screen.getByLabelText('Stock') as HTMLInputElement).value).toBe('9');
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = update.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 5, stockPerVariant: false, stock: 9 });
    expect(sent.variants).toBeUndefined();
  });

  it('shows a final sale product checked, explained, and sends the flag the owner sets', async () => {
    const update = vi.fn((input: unknown) => input);
    stubCatalogue(undefined, update);
    const onClose = vi.fn();
    renderWithProviders(
      <ProductDialog opened formKey={1} product={aProduct({ finalSale: true })} onClose={onClose} />,
      { session: signedIn('admin', 'admin') },
    );
    const box = (await screen.findByLabelText('Final sale (no returns)')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByText(/Shoppers cannot return or exchange it/)).toBeTruthy();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toMatchObject({ id: 5, finalSale: false });
  });
});
