import '../test-env';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pending, serverError, stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { GroupItemsDialog } from './GroupItemsDialog';

const item = (kind: 'product' | 'painting', id: number, name: string, inGroup: string | null = null) => ({
  kind,
  id,
  name,
  imageUrl: null,
  inGroup,
});
const POSTER = item('product', 4, 'Poster', 'Art Prints');
const HARBOUR = item('painting', 1, 'Harbour');
const DUNES = item('painting', 2, 'Dunes', 'Landscapes');
const TEE = item('product', 5, 'Tee');

function open(onClose = () => {}) {
  return renderWithProviders(
    <GroupItemsDialog group="category" opened formKey={1} target={{ id: 7, name: 'Art Prints' }} onClose={onClose} />,
    { session: signedIn('admin', 'admin') },
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Items in Art Prints, in order' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('GroupItemsDialog', () => {
  it('searches, adds several ticked items, reorders by keyboard and saves the list in that order', async () => {
    const candidates = vi.fn((input: unknown) => {
      const { q = '', kind } = input as { q?: string; kind?: string };
      return [DUNES, HARBOUR, POSTER, TEE].filter(
        (i) => i.name.toLowerCase().includes(q.toLowerCase()) && (!kind || i.kind === kind),
      );
    });
    const setItems = vi.fn((input: unknown) => (input as { items: unknown[] }).items);
    stubTrpc({
      'admin.groups.items': () => [POSTER],
      'admin.groups.candidates': candidates,
      'admin.groups.setItems': setItems,
    });
    const onClose = vi.fn();
    open(onClose);
    expect(await screen.findByText('Poster')).toBeTruthy();
    expect(names()).toEqual(['Poster']);

    fireEvent.click(screen.getByRole('button', { name: 'Add items' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Paintings' }));
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'u' } });
    await waitFor(() => expect(candidates).toHaveBeenLastCalledWith({ group: 'category', q: 'u', kind: 'painting' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(results).queryByText('Harbour')).toBeTruthy());
    expect(within(results).queryByText('Tee')).toBeNull();
    // A painting in another category says adding moves it here.
    await waitFor(() => expect(within(results).getByText('In Landscapes: adding moves it here')).toBeTruthy());
    fireEvent.click(within(results).getByRole('checkbox', { name: /Dunes/ }));
    fireEvent.click(within(results).getByRole('checkbox', { name: /Harbour/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 items' }));
    expect(names()).toEqual(['Poster', 'Dunes', 'Harbour']);
    expect(await screen.findByText('2 items added.')).toBeTruthy();

    // By keyboard: Move up keeps the focus on the moved item's Move up button, so pressing it again moves it on.
    const up = screen.getByRole('button', { name: 'Move Harbour up' });
    up.focus();
    fireEvent.click(up);
    expect(names()).toEqual(['Poster', 'Harbour', 'Dunes']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Harbour up' })));
    fireEvent.click(document.activeElement as HTMLElement);
    expect(names()).toEqual(['Harbour', 'Poster', 'Dunes']);
    // At the top, Move up is disabled: the focus goes to its Move down.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Harbour down' })));
    expect(screen.getByText('Harbour moved to position 1 of 3.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save items' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(setItems).toHaveBeenCalledWith({
      group: 'category',
      id: 7,
      items: [
        { kind: 'painting', id: 1 },
        { kind: 'product', id: 4 },
        { kind: 'painting', id: 2 },
      ],
    });
  });

  it('reorders by dragging one item onto another place, and removes one', async () => {
    stubTrpc({ 'admin.groups.items': () => [POSTER, HARBOUR, DUNES] });
    open();
    await screen.findByText('Dunes');
    const rows = screen.getAllByRole('listitem');
    const transfer = { effectAllowed: '', setData: () => {} };
    fireEvent.dragStart(rows[2] as HTMLElement, { dataTransfer: transfer });
    fireEvent.dragOver(rows[0] as HTMLElement, { dataTransfer: transfer });
    fireEvent.drop(rows[0] as HTMLElement, { dataTransfer: transfer });
    expect(names()).toEqual(['Dunes', 'Poster', 'Harbour']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Poster' }));
    expect(names()).toEqual(['Dunes', 'Harbour']);
    expect((screen.getByRole('button', { name: 'Save items' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says while loading, when empty and when the items could not be loaded', async () => {
    stubTrpc({ 'admin.groups.items': () => pending() });
    const { unmount } = open();
    expect(await screen.findByText('Loading items…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save items' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    stubTrpc({ 'admin.groups.items': () => [] });
    const second = open();
    expect(await screen.findByText('No items yet. Choose products and paintings with Add items.')).toBeTruthy();
    second.unmount();

    stubTrpc({ 'admin.groups.items': serverError('Boom', 'INTERNAL_SERVER_ERROR', 500) });
    open();
    expect(await screen.findByText('The items could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
