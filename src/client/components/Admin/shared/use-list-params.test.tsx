import '../test-env';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-utils';
import { type ListParams, useListParams } from './use-list-params';

/** Each render's list params, in order. */
const seen: ListParams<'name'>[] = [];
function List() {
  seen.push(useListParams(['name'], { key: 'name', direction: 'asc' }));
  return null;
}

describe('useListParams', () => {
  it('drops a search sent after the owner chose another list, and keeps one sent on the list they are on', async () => {
    const { router } = renderWithProviders(<List />, { route: '/admin', path: '/admin?tab=inventory' });
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    // The items list as it last rendered; the owner then picks the Vendors list, and the search typed just before
    // is sent once typing paused (the debounce), from the items list's render.
    const items = seen.at(-1);
    await act(() => router.navigate({ to: '/admin', search: { tab: 'inventory', view: 'vendors' } }));
    act(() => items?.setQuery('tee'));
    // A navigation would have changed the address at once (its load comes after).
    expect(router.latestLocation.search).toEqual({ tab: 'inventory', view: 'vendors' });
    expect(router.state.location.search).toEqual({ tab: 'inventory', view: 'vendors' });
    // On the list the owner is on, the search goes into the address, beside what is there.
    act(() => seen.at(-1)?.setQuery('acme'));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'inventory', view: 'vendors', q: 'acme' }));
  });
});
