import { SETTING_DEFAULTS } from '@shared/settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { cartQueryOptions } from '../../features/cart';
import { SettingsProvider } from '../../features/settings';
import { IntlContext, shopIntl } from '../../i18n/intl';
import { createQueryClient } from '../../query-client';
import { createHttpTrpcClient, createTrpc, TRPCProvider } from '../../trpc';
import { ShopThemeProvider } from '../ShopThemeProvider';
import { CartButton } from './CartButton';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('CartButton', () => {
  it('hydrates as the server drew it when the cart’s answer lands first, then shows the count', async () => {
    const queryClient = createQueryClient();
    const trpcClient = createHttpTrpcClient();
    const trpc = createTrpc(trpcClient, queryClient);
    queryClient.setQueryData(trpc.settings.all.queryKey(), SETTING_DEFAULTS);
    const page = (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <IntlContext value={shopIntl('en', null)}>
            <SettingsProvider>
              <ShopThemeProvider>
                <CartButton />
              </ShopThemeProvider>
            </SettingsProvider>
          </IntlContext>
        </TRPCProvider>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector('.mantine-Indicator-indicator')).toBeNull();

    // The browser's cart (its id is in local storage, which the server never sees) answered before this part hydrated.
    const line = { id: 1, productId: 1, name: 'Tee', price: 30, quantity: 2, size: 'M', color: 'Black' };
    queryClient.setQueryData(cartQueryOptions(trpc).queryKey, [line] as never);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('.mantine-Indicator-indicator')?.textContent).toBe('2');
  });
});
