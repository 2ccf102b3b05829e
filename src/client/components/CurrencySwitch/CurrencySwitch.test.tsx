import type { SiteSettings } from '@shared/settings';
import { SETTING_DEFAULTS } from '@shared/settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CURRENCY_COOKIE,
  forgetChosenCurrency,
  readChosenCurrency,
  type ShopCurrencies,
  shopperCurrency,
} from '../../features/currency';
import { SettingsProvider } from '../../features/settings';
import { usePrice } from '../../features/use-currency';
import { IntlContext, shopIntl } from '../../i18n/intl';
import { createQueryClient } from '../../query-client';
import { emptyCart, stubTrpc } from '../../test-trpc';
import { ALL_FRENCH, renderWithProviders, variantsOf } from '../../test-utils';
import { createHttpTrpcClient, createTrpc, TRPCProvider } from '../../trpc';
import { type CardProduct, ProductCard } from '../ProductCard/ProductCard';
import { CurrencySwitch } from './CurrencySwitch';

/** Acid Tee US$45.00; the shop charges CAD at 1.38 rounded up to .99: the catalogue answers its CA$62.99. */
const tee: CardProduct = {
  id: 7,
  name: 'Acid Tee',
  description: '',
  price: 45,
  prices: { CAD: 62.99 },
  imageUrl: null,
  isNew: false,
  colors: [],
  sizes: ['M'],
  stock: 9,
  stockPerVariant: false,
  variants: variantsOf({ sizes: ['M'], colors: [], price: 45 }, 9).map((v) => ({ ...v, prices: { CAD: 62.99 } })),
};

/** The shop's currency settings, as the storefront reads them. */
type Shop = ShopCurrencies & Partial<SiteSettings>;

const CHARGES_CAD: Shop = { currency: 'USD', chargeCurrencies: ['USD', 'CAD'] };
const USD_ONLY: Shop = { currency: 'USD', chargeCurrencies: ['USD'] };

const choose = (currency: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the shopper's remembered choice, as the switch writes it
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/`;
  forgetChosenCurrency();
};

beforeEach(() => {
  stubTrpc(emptyCart({ item_name: tee.name, price: tee.price, category: 'T-Shirts' }));
});
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: forgetting the choice between tests
  document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
});

describe('the shopper’s currency', () => {
  it('is CAD on a French page when the shop charges it: "62,99 $"', async () => {
    renderWithProviders(<ProductCard product={tee} />, { settings: CHARGES_CAD, locale: 'fr' });
    expect(await screen.findByText(/^62,99\s\$$/)).toBeTruthy();
  });

  it('is the base on an English page, and CAD once chosen: "CA$62.99"', async () => {
    const { unmount } = renderWithProviders(<ProductCard product={tee} />, { settings: CHARGES_CAD });
    expect(await screen.findByText('$45.00')).toBeTruthy();
    unmount();
    choose('CAD');
    renderWithProviders(<ProductCard product={tee} />, { settings: CHARGES_CAD });
    expect(await screen.findByText('CA$62.99')).toBeTruthy();
  });

  it('stays the base where the shop charges only it, whatever was chosen or the page’s language', async () => {
    choose('CAD');
    renderWithProviders(<ProductCard product={{ ...tee, prices: undefined }} />, { settings: USD_ONLY, locale: 'fr' });
    expect(await screen.findByText(/^45,00\s\$\sUS$/)).toBeTruthy();
    expect(shopperCurrency(USD_ONLY, 'fr', 'CAD')).toBe('USD');
    expect(shopperCurrency({ currency: 'CAD', chargeCurrencies: ['CAD'] }, 'en', null)).toBe('CAD');
    expect(shopperCurrency(CHARGES_CAD, 'fr', 'usd')).toBe('USD');
  });
});

function Price() {
  return <span>{usePrice().price(tee)}</span>;
}

/** The tee's price as a page's server render writes it. */
function serverPrice(locale: 'en' | 'fr', settings: Shop): string {
  const queryClient = createQueryClient();
  const trpcClient = createHttpTrpcClient([]);
  queryClient.setQueryData(createTrpc(trpcClient, queryClient).settings.all.queryKey(), {
    ...SETTING_DEFAULTS,
    ...settings,
  });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <IntlContext value={shopIntl(locale, locale === 'fr' ? ALL_FRENCH : null)}>
          <SettingsProvider>
            <Price />
          </SettingsProvider>
        </IntlContext>
      </TRPCProvider>
    </QueryClientProvider>,
  ).replace(/<\/?span>/g, '');
}

describe('the server render', () => {
  it('writes the page’s default (pages are cached for everyone): CAD in French, the base in English', () => {
    choose('USD');
    expect(serverPrice('fr', CHARGES_CAD)).toMatch(/^62,99\s\$$/);
    choose('CAD');
    expect(serverPrice('en', CHARGES_CAD)).toBe('$45.00');
  });
});

describe('CurrencySwitch', () => {
  // The switch is a lazy chunk: loaded once here, so a busy machine's first import does not eat a test's wait.
  beforeAll(async () => {
    await import('./CurrencySwitchControl');
  });

  it('is hidden when the shop charges only USD', async () => {
    renderWithProviders(
      <>
        <CurrencySwitch />
        <ProductCard product={tee} />
      </>,
      { settings: USD_ONLY },
    );
    await screen.findByText('Acid Tee');
    expect(screen.queryByRole('radiogroup', { name: 'Currency' })).toBeNull();
  });

  it('switches every price on the page, and remembers the choice', async () => {
    renderWithProviders(
      <>
        <CurrencySwitch />
        <ProductCard product={tee} />
      </>,
      { settings: CHARGES_CAD },
    );
    expect(await screen.findByRole('radiogroup', { name: 'Currency' })).toBeTruthy();
    expect(screen.getByText('$45.00')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('CAD'));
    expect(await screen.findByText('CA$62.99')).toBeTruthy();
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=CAD`);
  });

  it('reads the cookie once, and again when the shopper comes back to the tab (a choice made in another)', async () => {
    renderWithProviders(<ProductCard product={tee} />, { settings: CHARGES_CAD });
    expect(await screen.findByText('$45.00')).toBeTruthy();
    // Another tab chose CAD: this page keeps what it read until the shopper is back on it.
    // biome-ignore lint/suspicious/noDocumentCookie: what another tab's switch writes
    document.cookie = `${CURRENCY_COOKIE}=CAD; path=/`;
    expect(readChosenCurrency()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('CA$62.99')).toBeTruthy();
    expect(readChosenCurrency()).toBe('CAD');
  });

  it('is named in French on a French page', async () => {
    renderWithProviders(<CurrencySwitch />, { settings: CHARGES_CAD, locale: 'fr' });
    expect(await screen.findByRole('radiogroup', { name: 'Devise' })).toBeTruthy();
    expect(screen.getByLabelText('$ CA')).toBeTruthy();
  });
});
