import '../test-env';
import type { DraftOrder } from '@shared/schemas/draft-orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubHandler, stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { SellTab } from './SellTab';

const admin = { session: signedIn('owner', 'admin') };
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });
const variant = (size: string, stock: number) => ({
  id: stock + 1,
  size,
  color: 'black',
  sku: `AT-${size}`,
  stock,
  price: 45,
});
const PRODUCT = { id: 3, name: 'Acid Tee', price: 45, variants: [variant('S', 2), variant('M', 0)] };
const paintings = [
  {
    id: 7,
    title: 'Tidal Drift',
    price: 500,
    is_original: true,
    is_sold: false,
    is_reserved: false,
    in_stock: true,
    available_sizes: [],
  },
  {
    id: 9,
    title: 'Gone Blue',
    price: 300,
    is_original: true,
    is_sold: true,
    is_reserved: false,
    in_stock: false,
    available_sizes: [],
  },
];
const stock = [{ id: 1, painting_id: 7, product_id: null, sku: 'TD-ORIG' }];

type Line = { productId?: number; paintingId?: number; quantity: number };
/** The server's price of the lines (pickup in BC: 12%), as the quote and the draft answer it. */
const priced = (lines: Line[]) => {
  const subtotal = lines.reduce((s, l) => s + (l.paintingId ? 500 : 45) * l.quantity, 0);
  return { subtotal, discount: 0, shipping: 0, tax: subtotal * 0.12, total: subtotal * 1.12 };
};

function draftOf(id: number, input: { lines: Line[]; customerEmail?: string }): DraftOrder {
  return {
    id,
    status: 'draft',
    customer: 'Counter sale',
    email: input.customerEmail ?? '',
    pickup: true,
    itemCount: input.lines.length,
    total: priced(input.lines).total,
    holdExpiresAt: '2026-12-03T10:00:00.000Z',
    paymentMethod: null,
    paymentReference: null,
    invoicedAt: null,
    createdAt: '2026-12-01T10:00:00.000Z',
  };
}

/** A shop whose first create and first mark-paid lose their answer (done on the server, the reply never came). */
function shop(more: (drafts: Map<string, DraftOrder>) => Record<string, StubHandler> = () => ({})) {
  const byKey = new Map<string, DraftOrder>();
  let lost = { create: true, markPaid: true };
  const trpc = stubTrpc({
    'admin.products.list': () => page([PRODUCT]),
    'admin.paintings.list': () => page(paintings),
    'admin.inventory.list': () => stock,
    'admin.draftOrders.quote': (input) => priced((input as { lines: Line[] }).lines),
    'admin.draftOrders.create': (input) => {
      const body = input as { lines: Line[]; idempotencyKey: string; customerEmail?: string };
      const draft = byKey.get(body.idempotencyKey) ?? draftOf(100 + byKey.size, body);
      byKey.set(body.idempotencyKey, draft);
      if (lost.create) {
        lost = { ...lost, create: false };
        throw new TypeError('Failed to fetch');
      }
      return draft;
    },
    'admin.draftOrders.markPaid': (input) => {
      const { id, method } = input as { id: number; method: string };
      const draft = [...byKey.values()].find((d) => d.id === id) as DraftOrder;
      if (lost.markPaid) {
        lost = { ...lost, markPaid: false };
        throw new TypeError('Failed to fetch');
      }
      return { ...draft, status: 'paid', paymentMethod: method };
    },
    'admin.draftOrders.invoice': (input) => {
      const draft = [...byKey.values()].find((d) => d.id === (input as { id: number }).id) as DraftOrder;
      return { ...draft, status: 'invoiced', invoicedAt: '2026-12-01T10:05:00.000Z' };
    },
    ...more(byKey),
  });
  return { trpc, byKey };
}

const searchBox = () => screen.getByRole('textbox', { name: 'Search or scan a SKU' });

describe('SellTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds by scan and by tap (variant in place, sold out crossed out), totals, pays after lost answers, next sale', async () => {
    const { trpc, byKey } = shop();
    renderWithProviders(<SellTab />, admin);
    // A barcode scanner types the SKU and Enter.
    await waitFor(() => expect(trpc.callsTo('admin.inventory.list').length).toBe(1));
    fireEvent.change(searchBox(), { target: { value: 'td-orig' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tidal Drift' })).toBeTruthy());
    fireEvent.submit(searchBox());
    expect(await screen.findByText('1 × Tidal Drift')).toBeTruthy();
    // A sold original is crossed out and cannot be tapped.
    fireEvent.change(searchBox(), { target: { value: 'blue' } });
    expect((screen.getByRole('button', { name: 'Gone Blue (sold out)' }) as HTMLButtonElement).disabled).toBe(true);
    // A tee: its size chosen in place; the sold-out size is disabled.
    fireEvent.change(searchBox(), { target: { value: 'acid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acid Tee' }));
    expect((screen.getByRole('button', { name: 'M / black' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'S / black' }));
    expect(await screen.findByText('1 × Acid Tee — S / black')).toBeTruthy();
    // The total as the server prices it: 545 + 12% tax.
    expect(await screen.findByText('Total $610.40 (tax $65.40)')).toBeTruthy();
    expect(trpc.callsTo('admin.draftOrders.quote').at(-1)).toMatchObject({ pickup: true });

    // Take payment: the first answer is lost; tapping again sends the same key and shows the same sale.
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText(/No connection/)).toBeTruthy();
    // The draft may exist: the sale cannot change until it is retried (no draft left holding other lines).
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Search or scan a SKU' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    const cash = await screen.findByRole('button', { name: 'Cash' });
    const keys = trpc.callsTo('admin.draftOrders.create').map((c) => (c as { idempotencyKey: string }).idempotencyKey);
    expect(keys.length).toBe(2);
    expect(keys[0]).toBe(keys[1]);
    expect(byKey.size).toBe(1);
    // No price goes to the server.
    expect(JSON.stringify(trpc.callsTo('admin.draftOrders.create'))).not.toContain('price');
    expect((screen.getByRole('button', { name: 'Send invoice (needs an e-mail)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference (optional)' }), { target: { value: 'till 2' } });
    fireEvent.click(cash);
    expect(await screen.findByText(/No connection/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cash' }));
    expect(await screen.findByText('Order #100')).toBeTruthy();
    expect(trpc.callsTo('admin.draftOrders.markPaid')).toEqual([
      { id: 100, method: 'cash', reference: 'till 2', sendConfirmation: false },
      { id: 100, method: 'cash', reference: 'till 2', sendConfirmation: false },
    ]);

    // Next sale: an empty screen and a new key; an invoice to the customer's e-mail.
    fireEvent.click(screen.getByRole('button', { name: 'Next sale' }));
    // The lists are read again (what sold is sold out now).
    await waitFor(() => expect(trpc.callsTo('admin.paintings.list').length).toBe(2));
    fireEvent.change(searchBox(), { target: { value: 'AT-S' } });
    fireEvent.submit(searchBox());
    expect(await screen.findByText('1 × Acid Tee — S / black')).toBeTruthy();
    expect(screen.queryByText('1 × Tidal Drift')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer e-mail (optional)' }), {
      target: { value: 'fan@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send invoice' }));
    expect(await screen.findByText('Order #101')).toBeTruthy();
    expect(screen.getByText(/Invoice sent to fan@example.com/)).toBeTruthy();
    expect(byKey.size).toBe(2);
  });
});

describe('pay on a phone', () => {
  it('shows the pay link’s QR code, waits, and records the sale once the phone has paid', async () => {
    let reads = 0;
    const { trpc } = shop((byKey) => ({
      'admin.draftOrders.payLink': () => ({
        url: 'https://shop.example.com/orders/100?token=tok',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      }),
      'admin.draftOrders.get': (input) => {
        const draft = [...byKey.values()].find((d) => d.id === (input as { id: number }).id) as DraftOrder;
        reads += 1;
        return { ...draft, status: reads < 2 ? 'invoiced' : 'paid' };
      },
    }));
    renderWithProviders(<SellTab />, admin);
    await waitFor(() => expect(trpc.callsTo('admin.inventory.list').length).toBe(1));
    fireEvent.change(searchBox(), { target: { value: 'td-orig' } });
    fireEvent.submit(searchBox());
    expect(await screen.findByText('1 × Tidal Drift')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText(/No connection/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay on a phone (QR code)' }));
    const qr = (await screen.findByRole('img', { name: 'QR code of the pay link for order #100' })) as HTMLImageElement;
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect(screen.getByText('Scan to pay $560.00 on a phone')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the pay page' }).getAttribute('href')).toBe(
      'https://shop.example.com/orders/100?token=tok',
    );
    expect(screen.getByText('Waiting for the payment…')).toBeTruthy();
    // The screen asks again until the draft is paid, then the sale is recorded.
    expect(await screen.findByText('Order #100', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByText(/Paid by card on a phone/)).toBeTruthy();
    expect(trpc.callsTo('admin.draftOrders.payLink')).toEqual([{ id: 100 }]);
    expect(trpc.callsTo('admin.draftOrders.markPaid')).toEqual([]);
  });
});
