import '../test-env';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils';
import { type Column, DataTable, type ServerPaging } from './DataTable';

interface Row {
  id: number;
  name: string;
  price: number;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name },
  { key: 'price', header: 'Price', render: (r) => `$${r.price}` },
  { key: 'notes', header: 'Notes', render: () => '—' },
];

function paging(overrides: Partial<ServerPaging> = {}): ServerPaging {
  return {
    total: 45,
    page: 1,
    pageSize: 20,
    sorts: ['name', 'price'],
    sort: { key: 'name', direction: 'asc' },
    onSort: vi.fn(),
    onPage: vi.fn(),
    search: '',
    onSearch: vi.fn(),
    fetching: false,
    noun: 'product',
    ...overrides,
  };
}

function table(rows: Row[] | undefined, server: ServerPaging) {
  return renderWithProviders(
    <DataTable
      label="Products"
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      searchPlaceholder="Search products"
      emptyText="No products yet."
      isLoading={rows === undefined}
      renderCard={(r) => r.name}
      paging={server}
    />,
  );
}

const ROWS = [
  { id: 1, name: 'Zed Tee', price: 10 },
  { id: 2, name: 'Alpha Tee', price: 30 },
];

describe('DataTable paged by the server', () => {
  it("shows the server's page as it is, with the total and the pages, and asks for another page", async () => {
    const server = paging();
    table(ROWS, server);
    const grid = await screen.findByRole('table', { name: 'Products' });
    // Not re-sorted in the browser: the server's order stands.
    expect(
      within(grid)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('Name'),
      expect.stringContaining('Zed Tee'),
      expect.stringContaining('Alpha Tee'),
    ]);
    expect(screen.getByText('45 products')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(server.onPage).toHaveBeenCalledWith(3);
  });

  it('asks the server to sort by the columns it sorts by, and only those', async () => {
    const server = paging({ sort: { key: 'price', direction: 'desc' } });
    table(ROWS, server);
    const grid = await screen.findByRole('table', { name: 'Products' });
    expect(within(grid).getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(grid).getByRole('button', { name: /Name/ }));
    expect(server.onSort).toHaveBeenCalledWith('name');
    expect(within(grid).queryByRole('button', { name: /Notes/ })).toBeNull();
  });

  it('sends the search once typing pauses, trimmed', async () => {
    const server = paging();
    table(ROWS, server);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search products' }), { target: { value: ' tee ' } });
    expect(server.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(server.onSearch).toHaveBeenCalledWith('tee'));
    expect(server.onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    table(ROWS, paging({ fetching: true }));
    const grid = await screen.findByRole('table', { name: 'Products' });
    expect(grid.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(grid).getByText('Zed Tee')).toBeTruthy();
  });

  it('says when nothing matches the search, and has no footer without rows', async () => {
    table([], paging({ total: 0, search: 'nothing' }));
    expect(await screen.findByText('Nothing matches "nothing".')).toBeTruthy();
    expect(screen.queryByText('0 products')).toBeNull();
  });
});
