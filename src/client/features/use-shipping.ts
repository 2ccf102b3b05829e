import type { Country } from '@shared/tax';
import { isRegionOf } from '@shared/tax';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTRPC } from '../trpc';
import { getCartId } from './cart';
import { useChargeCurrency } from './use-currency';

/**
 * The shipping methods for the country, each priced for this cart (the first preselected, again when
 * the country changes), and the server's quote for the cart once a state is known.
 */
export function useShipping(country: Country, state: string, cartVersion: number, hasItems: boolean) {
  const trpc = useTRPC();
  const currency = useChargeCurrency();
  const methodsQuery = useQuery(
    trpc.checkout.shippingMethods.queryOptions({ country, cartId: getCartId(), currency }, { staleTime: 0 }),
  );
  const methods = methodsQuery.data?.shippingMethods;
  const [methodId, setMethodId] = useState<number | null>(null);
  // A method to pick once the country's list has it (a resumed checkout's method).
  const preferred = useRef<number | null>(null);

  useEffect(() => {
    if (!methods || methods.some((method) => method.id === methodId)) return;
    const wanted = methods.find((method) => method.id === preferred.current);
    setMethodId(wanted?.id ?? methods[0]?.id ?? null);
  }, [methods, methodId]);
  const prefer = useCallback((id: number) => {
    preferred.current = id;
    setMethodId(id);
  }, []);

  const quoteEnabled = hasItems && methodId !== null && isRegionOf(country, state);
  const quoteQuery = useQuery(
    trpc.checkout.quote.queryOptions(
      { cartId: getCartId(), shippingMethodId: methodId ?? 0, country, state, currency },
      { enabled: quoteEnabled, staleTime: 0 },
    ),
  );
  const { refetch } = quoteQuery;
  const { refetch: refetchMethods } = methodsQuery;
  const seenVersion = useRef(cartVersion);
  // The cart changed (a quantity, a removed line): its quote and its shipping prices are old.
  useEffect(() => {
    if (seenVersion.current === cartVersion) return;
    seenVersion.current = cartVersion;
    void refetchMethods();
    if (quoteEnabled) void refetch();
  }, [cartVersion, quoteEnabled, refetch, refetchMethods]);

  return {
    methods,
    methodsError: methodsQuery.isError,
    /** The currency the methods are priced in ('usd', 'cad'); null while unknown. */
    currency: methodsQuery.data?.currency ?? null,
    methodId,
    setMethodId,
    prefer,
    quote: quoteQuery.data,
  };
}
