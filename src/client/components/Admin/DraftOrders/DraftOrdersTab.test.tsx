import '../test-env';
import type { DraftOrder } from '@shared/schemas/draft-orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StubError, stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { DraftOrdersTab } from './DraftOrdersTab';

const admin = { session: signedIn('owner', 'admin') };

const DRAFT: DraftOrder = {
  id: 12,
  status: 'draft',
  customer: 'Counter sale',
  email: 'collector@example.com',
  pickup: true,
  itemCount: 3,
  total: 1300.32,
  holdExpiresAt: '2026-12-03T10:00:00.000Z',
  paymentMethod: null,
  paymentReference: null,
  invoicedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

describe('DraftOrdersTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates an order from catalogue lines (no price sent), shows the server refusal, and marks a draft paid', async () => {
    let drafts: DraftOrder[] = [DRAFT];
    let refused = true;
    const trpc = stubTrpc({
      'admin.draftOrders.list': () => drafts,
      'admin.products.list': () => page([{ id: 3, name: 'Acid Tee', sizes: ['S', 'M'], colors: ['black'] }]),
      'admin.paintings.list': () =>
        page([
          { id: 7, title: 'Tidal Drift', is_original: true, available_sizes: [] },
          {
            id: 8,
            title: 'Salt Lines',
            is_original: false,
            available_sizes: [{ width: 8, height: 10, unit: 'in', price: 90 }],
          },
        ]),
      'admin.draftOrders.create': () => {
        if (refused) {
          refused = false;
          throw new StubError("This piece is reserved in another shopper's checkout.", 'CONFLICT', 409);
        }
        return { ...DRAFT, id: 13 };
      },
      'admin.draftOrders.markPaid': (input) => {
        drafts = [{ ...DRAFT, status: 'paid', paymentMethod: 'terminal', paymentReference: 'SQ-1' }];
        return { ...drafts[0], ...(input as object) };
      },
    });
    renderWithProviders(<DraftOrdersTab />, admin);
    const table = await screen.findByRole('table', { name: 'Draft orders' }, { timeout: 4000 });
    expect(within(table).getByText('$1,300.32')).toBeTruthy();
    expect(within(table).getByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Salt Lines' }).length).toBe(1));
    fireEvent.change(within(dialog).getByLabelText('Line 1: item'), { target: { value: 'painting:8' } });
    fireEvent.change(await within(dialog).findByLabelText('Line 1: print size'), { target: { value: '8x10in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    fireEvent.change(within(dialog).getByLabelText('Line 2: item'), { target: { value: 'product:3' } });
    fireEvent.change(await within(dialog).findByLabelText('Line 2: size'), { target: { value: 'M' } });
    fireEvent.change(within(dialog).getByLabelText('Line 2: colour'), { target: { value: 'black' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Line 2: quantity' }), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer e-mail/ }), {
      target: { value: 'collector@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('Discount'), { target: { value: 'percentage' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Discount percentage' }), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'fair regular' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('reserved');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(trpc.callsTo('admin.draftOrders.create')).toHaveLength(2));
    expect(trpc.callsTo('admin.draftOrders.create').at(-1)).toEqual({
      lines: [
        { paintingId: 8, size: '8x10in', color: '', quantity: 1 },
        { productId: 3, size: 'M', color: 'black', quantity: 2 },
      ],
      customerEmail: 'collector@example.com',
      pickup: true,
      discount: { kind: 'percentage', percent: 10, reason: 'fair regular' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Mark order #12 paid' }));
    const pay = await screen.findByRole('dialog');
    fireEvent.change(within(pay).getByLabelText('Payment method'), { target: { value: 'terminal' } });
    fireEvent.change(within(pay).getByRole('textbox', { name: /Reference/ }), { target: { value: 'SQ-1' } });
    fireEvent.click(within(pay).getByRole('checkbox', { name: 'E-mail the customer a confirmation' }));
    fireEvent.click(within(pay).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(trpc.callsTo('admin.draftOrders.markPaid')).toEqual([
        { id: 12, method: 'terminal', reference: 'SQ-1', sendConfirmation: false },
      ]),
    );
    expect((await screen.findAllByText('Paid · Card terminal', {}, { timeout: 4000 })).length).toBeGreaterThan(0);
  });

  it('creates an order with a custom line: its title, the owner’s price and whether it is taxed are sent', async () => {
    const trpc = stubTrpc({
      'admin.draftOrders.list': () => [],
      'admin.products.list': () => page([]),
      'admin.paintings.list': () => page([]),
      'admin.draftOrders.create': () => ({ ...DRAFT, id: 14 }),
    });
    renderWithProviders(<DraftOrdersTab />, admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Create order' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Line 1: item'), { target: { value: 'custom' } });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Line 1: title' }), {
      target: { value: 'Portrait commission' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Line 1: price ($)' }), {
      target: { value: '450.5' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Line 1: taxable' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    await waitFor(() =>
      expect(trpc.callsTo('admin.draftOrders.create')).toEqual([
        { lines: [{ title: 'Portrait commission', price: 450.5, taxable: false, quantity: 1 }], pickup: true },
      ]),
    );
  });

  it('finds an existing customer by name or e-mail and names the account by id', async () => {
    const trpc = stubTrpc({
      'admin.draftOrders.list': () => [],
      'admin.products.list': () => page([{ id: 3, name: 'Acid Tee', sizes: [], colors: [] }]),
      'admin.paintings.list': () => page([]),
      'admin.customers.list': (input) =>
        (input as { q?: string }).q === 'mar'
          ? page([
              {
                key: 'user:41',
                kind: 'account',
                userId: 41,
                username: 'marie',
                name: 'Marie Curie',
                email: 'marie@example.com',
                orders: 2,
                spent: 120,
                lastOrderAt: null,
                newsletter: false,
              },
            ])
          : page([]),
      'admin.draftOrders.create': () => ({ ...DRAFT, id: 15 }),
    });
    renderWithProviders(<DraftOrdersTab />, admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Create order' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Acid Tee' }).length).toBe(1));
    fireEvent.change(within(dialog).getByLabelText('Line 1: item'), { target: { value: 'product:3' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Find a customer (name or e-mail)' }), {
      target: { value: 'mar' },
    });
    fireEvent.click(await within(dialog).findByRole('listitem', {}, { timeout: 4000 }));
    expect(within(dialog).getByText('Customer: Marie Curie <marie@example.com>')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    await waitFor(() =>
      expect(trpc.callsTo('admin.draftOrders.create')).toEqual([
        { lines: [{ productId: 3, size: '', color: '', quantity: 1 }], customerId: 41, pickup: true },
      ]),
    );
  });

  it('sends an invoice after confirming, shows it awaiting payment, and applies a shop code on a new draft', async () => {
    let drafts: DraftOrder[] = [DRAFT, { ...DRAFT, id: 11, email: '' }];
    const trpc = stubTrpc({
      'admin.draftOrders.list': () => drafts,
      'admin.products.list': () => page([{ id: 3, name: 'Acid Tee', sizes: [], colors: [] }]),
      'admin.paintings.list': () => page([]),
      'admin.draftOrders.invoice': () => {
        drafts = [{ ...DRAFT, status: 'invoiced', invoicedAt: '2026-12-01T11:00:00.000Z' }, drafts[1] as DraftOrder];
        return drafts[0];
      },
      'admin.draftOrders.create': () => ({ ...DRAFT, id: 16 }),
    });
    renderWithProviders(<DraftOrdersTab />, admin);
    // A counter sale with no e-mail cannot be invoiced.
    const noMail = await screen.findByRole('button', { name: 'Send invoice for order #11' }, { timeout: 4000 });
    expect((noMail as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice for order #12' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('E-mail collector@example.com the invoice for order #12');
    expect(trpc.callsTo('admin.draftOrders.invoice')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send invoice' }));
    await waitFor(() => expect(trpc.callsTo('admin.draftOrders.invoice')).toEqual([{ id: 12 }]));
    expect((await screen.findAllByText('Invoiced · awaiting payment', {}, { timeout: 4000 })).length).toBeGreaterThan(
      0,
    );
    expect(screen.getAllByRole('button', { name: 'Resend invoice for order #12' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Acid Tee' }).length).toBe(1));
    fireEvent.change(within(dialog).getByLabelText('Line 1: item'), { target: { value: 'product:3' } });
    fireEvent.change(within(dialog).getByLabelText('Discount'), { target: { value: 'code' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'FAIR20' } });
    fireEvent.change(within(dialog).getByLabelText(/Customer's language/), { target: { value: 'fr' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    await waitFor(() =>
      expect(trpc.callsTo('admin.draftOrders.create')).toEqual([
        {
          lines: [{ productId: 3, size: '', color: '', quantity: 1 }],
          pickup: true,
          locale: 'fr',
          discount: { kind: 'code', code: 'FAIR20' },
        },
      ]),
    );
  });
});
