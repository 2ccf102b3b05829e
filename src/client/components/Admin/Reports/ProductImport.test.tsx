import '../test-env';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { ProductImport } from './ProductImport';

const admin = { session: signedIn('owner', 'admin') };

function choose(file: File) {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ProductImport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states the limits, and refuses a file past 2 MB with the import’s own words before sending it', async () => {
    const stub = stubTrpc({});
    renderWithProviders(<ProductImport />, admin);
    expect(await screen.findByText(/At most 2 MB and 2,000 rows\./)).toBeTruthy();
    choose(new File(['x'.repeat(2_000_001)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The file is too large (at most 2 MB)')).toBeTruthy();
    expect(stub.calls).toEqual([]);
  });

  it('sends the preview alone, not in a batch, to the route that takes a file of up to 2 MB', async () => {
    const stub = stubTrpc({
      'admin.reports.previewProductImport': () => ({
        rows: 2,
        creates: 2,
        updates: 0,
        errors: [],
        sample: [
          { row: 2, id: null, name: 'Tee', price: '10' },
          { row: 3, id: null, name: 'Cap', price: '12' },
        ],
      }),
    });
    renderWithProviders(<ProductImport />, admin);
    await screen.findByLabelText('CSV file');
    const csv = 'name,price\nTee,10\nCap,12\n';
    choose(new File([csv], 'products.csv', { type: 'text/csv' }));
    expect(await screen.findByText('2 rows: 2 new, 0 updates')).toBeTruthy();
    expect(stub.callsTo('admin.reports.previewProductImport')).toEqual([{ csv }]);
    const [url] = stub.fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/trpc\/admin\.reports\.previewProductImport$/);
  });
});
